import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@polymath/shared';
import { clearConsentData, readConsent, recordConsent } from './consent-storage';
import { OPTIONAL_PURPOSES, hasConsent } from './has-consent';

const storage = () => window.localStorage;

/** Data that is essential or the user's own, which no consent change may remove. */
const ESSENTIAL_ITEMS: Record<string, string> = {
  [STORAGE_KEYS.conversations]: '{"state":{"conversations":[]},"version":2}',
  [STORAGE_KEYS.anonymousId]: '0b6f3c1e-7d7a-4c1f-9a55-0a0f6c3f1e2d',
  [STORAGE_KEYS.authToken]: 'a-session-token',
  [STORAGE_KEYS.theme]: 'dark',
  [STORAGE_KEYS.termsAccepted]: '{"acceptedAt":"2026-01-02T03:04:05.000Z"}',
};
const SAVED_LOCATION = '{"latitude":48.85,"longitude":2.35,"city":"Paris"}';

function storeEssentialAndOptionalData() {
  for (const [key, value] of Object.entries(ESSENTIAL_ITEMS)) storage().setItem(key, value);
  storage().setItem(STORAGE_KEYS.location, SAVED_LOCATION);
}

function expectEssentialDataKept() {
  for (const [key, value] of Object.entries(ESSENTIAL_ITEMS)) {
    expect(storage().getItem(key), key).toBe(value);
  }
}

describe('consent storage', () => {
  afterEach(() => storage().clear());

  it('has no consent in a fresh browser, and nothing optional is allowed', () => {
    expect(readConsent()).toBeNull();
    for (const purpose of OPTIONAL_PURPOSES) expect(hasConsent(purpose)).toBe(false);
  });

  it('stores Accept All as granted with its time, allowing every optional purpose', () => {
    const now = new Date('2026-11-22T01:40:00.000Z');
    recordConsent('granted', now);

    expect(JSON.parse(storage().getItem(STORAGE_KEYS.consent) ?? 'null')).toEqual({
      status: 'granted',
      timestamp: '2026-11-22T01:40:00.000Z',
    });
    expect(readConsent()).toEqual({ status: 'granted', timestamp: now.toISOString() });
    for (const purpose of OPTIONAL_PURPOSES) expect(hasConsent(purpose)).toBe(true);
  });

  it('stores Reject All as denied, allowing nothing optional and discarding the saved location', () => {
    storeEssentialAndOptionalData();
    recordConsent('granted');
    recordConsent('denied', new Date('2026-11-22T02:00:00.000Z'));

    expect(readConsent()).toEqual({ status: 'denied', timestamp: '2026-11-22T02:00:00.000Z' });
    for (const purpose of OPTIONAL_PURPOSES) expect(hasConsent(purpose)).toBe(false);
    expect(storage().getItem(STORAGE_KEYS.location)).toBeNull();
    expectEssentialDataKept();
  });

  it('keeps the saved location when consent is granted', () => {
    storage().setItem(STORAGE_KEYS.location, SAVED_LOCATION);
    recordConsent('granted');
    expect(storage().getItem(STORAGE_KEYS.location)).toBe(SAVED_LOCATION);
  });

  it('clears the consent record and optional data, but never conversations or essentials', () => {
    storeEssentialAndOptionalData();
    recordConsent('granted');

    clearConsentData();

    expect(storage().getItem(STORAGE_KEYS.consent)).toBeNull();
    expect(storage().getItem(STORAGE_KEYS.location)).toBeNull();
    expect(readConsent()).toBeNull();
    expect(hasConsent('ads')).toBe(false);
    expectEssentialDataKept();
  });

  it.each([
    ['text that is not JSON', 'granted'],
    ['an unknown status', '{"status":"maybe","timestamp":"2026-11-22T01:40:00.000Z"}'],
    ['a missing timestamp', '{"status":"granted"}'],
    ['a timestamp that is not a date', '{"status":"granted","timestamp":"yesterday"}'],
    ['a JSON value that is not a record', '"granted"'],
  ])('counts a record with %s as no consent', (_case, stored) => {
    storage().setItem(STORAGE_KEYS.consent, stored);
    expect(readConsent()).toBeNull();
    expect(hasConsent('ads')).toBe(false);
    expect(hasConsent('location')).toBe(false);
  });
});
