import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_ID_HEADER, STORAGE_KEYS } from '@polymath/shared';

// The module keeps an in-memory fallback, so each test loads a fresh copy.
async function loadModule() {
  vi.resetModules();
  return import('./auth-headers');
}

beforeEach(() => {
  localStorage.clear();
});

describe('getAuthHeaders', () => {
  it('sends only the anonymous id for a guest', async () => {
    const { getAuthHeaders } = await loadModule();

    const headers = getAuthHeaders();

    expect(Object.keys(headers)).toEqual([ANONYMOUS_ID_HEADER]);
    expect(headers[ANONYMOUS_ID_HEADER]).toBe(localStorage.getItem(STORAGE_KEYS.anonymousId));
  });

  it('adds the bearer token once one is stored, and drops it after sign-out', async () => {
    const { getAuthHeaders, setAuthToken } = await loadModule();

    setAuthToken('token-abc');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('token-abc');
    expect(getAuthHeaders()).toMatchObject({ Authorization: 'Bearer token-abc' });
    expect(getAuthHeaders()[ANONYMOUS_ID_HEADER]).toBeTruthy();

    setAuthToken(null);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(getAuthHeaders()).not.toHaveProperty('Authorization');
  });

  it('keeps the token in memory when local storage refuses it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { getAuthHeaders, setAuthToken } = await loadModule();

    setAuthToken('token-private');

    expect(getAuthHeaders()).toMatchObject({ Authorization: 'Bearer token-private' });
    setAuthToken(null);
    expect(getAuthHeaders()).not.toHaveProperty('Authorization');
  });
});
