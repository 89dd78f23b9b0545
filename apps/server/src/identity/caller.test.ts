import { describe, expect, it } from 'vitest';
import { guestCaller, userCaller } from '../../test/callers';
import { clientKeyOf, ownerKeyOf, requireUser, userIdOf } from './caller';

describe('caller keys', () => {
  it('owns a user’s data by user id and a guest’s by anonymous id', () => {
    expect(ownerKeyOf(userCaller('u-1'))).toBe('user:u-1');
    expect(ownerKeyOf(guestCaller({ anonymousId: 'a-1' }))).toBe('guest:a-1');
  });

  it('gives a guest without an anonymous id no owner key, only its address for short-lived things', () => {
    const anonymous = { kind: 'guest', address: '203.0.113.7' } as const;
    expect(ownerKeyOf(anonymous)).toBeUndefined();
    expect(clientKeyOf(anonymous)).toBe('address:203.0.113.7');
    expect(clientKeyOf(guestCaller({ anonymousId: 'a-1' }))).toBe('guest:a-1');
    expect(clientKeyOf(userCaller('u-1'))).toBe('user:u-1');
  });

  it('refuses a guest where a signed-in user is needed', () => {
    const user = userCaller('u-1');
    expect(requireUser(user)).toBe(user);
    expect(userIdOf(user)).toBe('u-1');
    expect(() => requireUser(guestCaller())).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
    expect(userIdOf(guestCaller())).toBeNull();
  });
});
