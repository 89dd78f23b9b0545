import { afterEach, describe, expect, it } from 'vitest';
import { createRequestId } from './request-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const originalRandomUUID = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');

describe('createRequestId', () => {
  afterEach(() => {
    if (originalRandomUUID) Object.defineProperty(crypto, 'randomUUID', originalRandomUUID);
    else Reflect.deleteProperty(crypto, 'randomUUID');
  });

  it('makes a version-4 UUID even where crypto.randomUUID is missing (plain http)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const ids = new Set(Array.from({ length: 20 }, () => createRequestId()));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
