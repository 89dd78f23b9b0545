import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@polymath/shared';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// The module keeps an in-memory fallback, so each test loads a fresh copy.
async function loadModule() {
  vi.resetModules();
  return import('./anonymous-id');
}

beforeEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('getAnonymousId', () => {
  it('creates a random UUID once and keeps it in local storage', async () => {
    const { getAnonymousId } = await loadModule();

    const first = getAnonymousId();

    expect(first).toMatch(UUID_V4);
    expect(localStorage.getItem(STORAGE_KEYS.anonymousId)).toBe(first);
    expect(getAnonymousId()).toBe(first);
  });

  it('replaces a stored value that is not a UUID', async () => {
    localStorage.setItem(STORAGE_KEYS.anonymousId, 'admin');
    const { getAnonymousId } = await loadModule();

    expect(getAnonymousId()).toMatch(UUID_V4);
  });

  it('keeps one id in memory when local storage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { getAnonymousId } = await loadModule();

    const first = getAnonymousId();

    expect(first).toMatch(UUID_V4);
    expect(getAnonymousId()).toBe(first);
  });
});

describe('createRandomUuid', () => {
  it('builds a version 4 UUID where crypto.randomUUID is missing (plain http)', async () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const { createRandomUuid } = await loadModule();

    const ids = new Set(Array.from({ length: 50 }, () => createRandomUuid()));

    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
