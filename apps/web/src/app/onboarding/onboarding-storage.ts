import { STORAGE_KEYS } from '@polymath/shared';
import { readStorage, writeStorage } from '@/lib/local-storage';

/** Whether this browser already saw the welcome dialog. */
export function hasSeenWelcome(): boolean {
  return readStorage(STORAGE_KEYS.welcomeSeen) !== null;
}

/** Remembers that the welcome dialog was seen. */
export function markWelcomeSeen(): void {
  writeStorage(STORAGE_KEYS.welcomeSeen, 'true');
}

/** Whether the terms were accepted here (a damaged record counts as not accepted). */
export function hasAcceptedTerms(): boolean {
  const stored = readStorage(STORAGE_KEYS.termsAccepted);
  if (stored === null) return false;
  try {
    const record: unknown = JSON.parse(stored);
    const acceptedAt =
      typeof record === 'object' && record !== null && 'acceptedAt' in record
        ? record.acceptedAt
        : undefined;
    return typeof acceptedAt === 'string' && !Number.isNaN(Date.parse(acceptedAt));
  } catch {
    return false;
  }
}

/** Records acceptance of the terms with its time. */
export function recordTermsAcceptance(now: Date = new Date()): void {
  writeStorage(STORAGE_KEYS.termsAccepted, JSON.stringify({ acceptedAt: now.toISOString() }));
}

/** Whether the cookie notice was dismissed. */
export function isCookieNoticeDismissed(): boolean {
  return readStorage(STORAGE_KEYS.cookieNoticeDismissed) !== null;
}

/** Remembers that the cookie notice was dismissed. */
export function dismissCookieNotice(): void {
  writeStorage(STORAGE_KEYS.cookieNoticeDismissed, 'true');
}
