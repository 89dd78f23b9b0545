import { ConsentSchema, STORAGE_KEYS, type Consent, type ConsentStatus } from '@polymath/shared';
import { readStorage, removeStorage, writeStorage } from '@/lib/local-storage';

/**
 * Local data kept only for optional purposes, removed with the consent record. Conversations, the
 * anonymous id (guest limits), the session and the device id are what the app needs to work, or the
 * user's own data, so they stay.
 */
export const OPTIONAL_STORAGE_KEYS: readonly string[] = [STORAGE_KEYS.location];

/** Parses a stored consent record; anything damaged or edited by hand counts as no consent. */
export function parseConsent(stored: string | null): Consent | null {
  if (stored === null) return null;
  try {
    const result = ConsentSchema.safeParse(JSON.parse(stored));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The consent given in this browser, or null when none was given (or the record is damaged). */
export function readConsent(): Consent | null {
  return parseConsent(readStorage(STORAGE_KEYS.consent));
}

/**
 * Stores a consent choice with when it was made. Denying also removes the optional data collected
 * under an earlier grant: a withdrawn consent must not leave its data behind.
 */
export function recordConsent(status: ConsentStatus, now: Date = new Date()): Consent {
  const consent: Consent = { status, timestamp: now.toISOString() };
  writeStorage(STORAGE_KEYS.consent, JSON.stringify(consent));
  if (status === 'denied') removeOptionalData();
  return consent;
}

/** Removes the consent record and the optional local data, as if no choice had ever been made. */
export function clearConsentData(): void {
  removeStorage(STORAGE_KEYS.consent);
  removeOptionalData();
}

function removeOptionalData(): void {
  for (const key of OPTIONAL_STORAGE_KEYS) removeStorage(key);
}
