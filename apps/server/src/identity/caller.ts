import { AppError, type PlanId, type UserPreferences } from '@polymath/shared';

/*
 * Who is asking. The auth hook resolves one Caller per request (modules/auth/caller-hook.ts) from
 * the bearer token alone; services take it, or a key derived from it here, as plain data. No
 * header a client sends (admin override, user e-mail) takes part.
 */

/** An account as the server knows it, without its password hash. */
export interface Account {
  id: string;
  name: string;
  /** Normalised: trimmed, lower case. */
  email: string;
  emailVerified: boolean;
  preferences: Partial<UserPreferences>;
}

/** A signed-in caller, with what the server decided they may do. */
export interface UserCaller {
  kind: 'user';
  user: Account;
  plan: PlanId;
  isAdmin: boolean;
}

/** A guest: the anonymous id its browser sends (when it sends a valid one) and its address. */
export interface GuestCaller {
  kind: 'guest';
  /** A random UUID, lower case, so one guest's id cannot be guessed from another's. */
  anonymousId?: string;
  /**
   * The client's network (clientNetworkOf): its IPv4 address, or the /64 of its IPv6 address,
   * whose 2^64 addresses one subscriber may use at will. From X-Forwarded-For only when
   * TRUST_PROXY is set. Every limit that counts guests per address counts it.
   */
  address: string;
}

export type Caller = UserCaller | GuestCaller;

/**
 * Whose rows a caller's data is: `user:<id>` signed in, `guest:<anonymous id>` for a guest. One
 * format for every module that keeps per-caller data (learning, rewards, feedback, usage), so a
 * guest's rows are never mixed with a user's or another guest's.
 */
export type OwnerKey = `user:${string}` | `guest:${string}`;

export function userOwnerKey(userId: string): OwnerKey {
  return `user:${userId}`;
}

export function guestOwnerKey(anonymousId: string): OwnerKey {
  return `guest:${anonymousId}`;
}

/** The caller's owner key; undefined for a guest without an anonymous id (it keeps nothing). */
export function ownerKeyOf(caller: Caller): OwnerKey | undefined {
  if (caller.kind === 'user') return userOwnerKey(caller.user.id);
  return caller.anonymousId ? guestOwnerKey(caller.anonymousId) : undefined;
}

/** The key of a guest's address, under which every guest sending from it is counted too. */
export function addressKeyOf(guest: GuestCaller): `address:${string}` {
  return `address:${guest.address}`;
}

/**
 * Who a short-lived thing (a reply being written) belongs to: the owner key, or the address of a
 * guest without an anonymous id, so only the client that asked can read or stop it.
 */
export function clientKeyOf(caller: Caller): string {
  if (caller.kind === 'user') return userOwnerKey(caller.user.id);
  return caller.anonymousId ? guestOwnerKey(caller.anonymousId) : addressKeyOf(caller);
}

/** The signed-in caller; a 401 UNAUTHENTICATED error for a guest. */
export function requireUser(caller: Caller): UserCaller {
  if (caller.kind !== 'user') {
    throw new AppError('UNAUTHENTICATED', { message: 'Please sign in to continue.' });
  }
  return caller;
}

/**
 * The signed-in admin (an ADMIN_EMAILS address, verified): 401 UNAUTHENTICATED for a guest, 403
 * FORBIDDEN for any other account. What only admins see is the server's own configuration, which
 * every account knows exists, so a plain 403 hides nothing.
 */
export function requireAdmin(caller: Caller): UserCaller {
  const user = requireUser(caller);
  if (!user.isAdmin) {
    throw new AppError('FORBIDDEN', { message: 'Only an admin of this server can do this.' });
  }
  return user;
}

/** The signed-in caller's user id, or null for a guest. */
export function userIdOf(caller: Caller): string | null {
  return caller.kind === 'user' ? caller.user.id : null;
}
