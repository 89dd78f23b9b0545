import { randomUUID } from 'node:crypto';
import type { GuestCaller, UserCaller } from '../src/identity/caller';

/** A guest as the auth hook resolves it: a fresh anonymous id and a loopback address. */
export function guestCaller(overrides: Partial<Omit<GuestCaller, 'kind'>> = {}): GuestCaller {
  return { kind: 'guest', anonymousId: randomUUID(), address: '127.0.0.1', ...overrides };
}

/** A signed-in free user with a fresh id. */
export function userCaller(id: string = randomUUID()): UserCaller {
  return {
    kind: 'user',
    user: { id, name: 'Ada', email: `${id}@example.test`, emailVerified: true, preferences: {} },
    plan: 'free',
    isAdmin: false,
  };
}

/** A signed-in admin (a verified ADMIN_EMAILS address) with a fresh id. */
export function adminCaller(id: string = randomUUID()): UserCaller {
  return { ...userCaller(id), plan: 'premium', isAdmin: true };
}
