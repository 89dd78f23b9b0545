import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DatabaseHandle } from '../../../src/db/client';
import { users } from '../../../src/db/schema';
import { bearer, signUp } from '../../auth-client';
import { guest } from '../../usage-client';

/**
 * The people of an attack: accounts and guests, each with the headers and the address its
 * requests come with. Every party gets its own address, so one's limits never touch another's.
 */
export interface Party {
  label: string;
  kind: 'account' | 'guest';
  headers: Record<string, string>;
  remoteAddress: string;
  /** An account's id and bearer token. */
  userId?: string;
  token?: string;
  /** A guest's anonymous id (absent for a guest that sends none). */
  anonymousId?: string;
}

let addresses = 0;

/** A fresh client address, never used by another party of the run. */
export function freshAddress(): string {
  addresses += 1;
  return `10.${100 + Math.floor(addresses / 65_536)}.${Math.floor(addresses / 256) % 256}.${addresses % 256}`;
}

/**
 * Registers an account and returns it as a party. Its requests carry an anonymous id besides the
 * token, as the web app's do: the id it had as a guest.
 */
export async function newAccount(app: FastifyInstance, label: string): Promise<Party> {
  const email = `${label.toLowerCase()}-${randomUUID()}@example.org`;
  const session = await signUp(app, { name: label, email, password: 'correct-horse-42' });
  const anonymousId = randomUUID();
  return {
    label,
    kind: 'account',
    headers: { ...bearer(session.token), ...guest(anonymousId) },
    remoteAddress: freshAddress(),
    userId: session.user.id,
    token: session.token,
    anonymousId,
  };
}

/**
 * Registers `email` (an ADMIN_EMAILS address of the app) and marks it verified in the database, as
 * the mailed link would: an admin. Unverified, the same account is a plain one.
 */
export async function newAdmin(
  app: FastifyInstance,
  database: DatabaseHandle,
  email: string,
  options: { isVerified?: boolean } = {},
): Promise<Party> {
  const session = await signUp(app, { name: 'Admin', email, password: 'correct-horse-42' });
  if (options.isVerified ?? true) {
    await database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, session.user.id));
  }
  return {
    label: 'Admin',
    kind: 'account',
    headers: bearer(session.token),
    remoteAddress: freshAddress(),
    userId: session.user.id,
    token: session.token,
  };
}

/** The same account on another device: its token, another anonymous id and address. */
export function otherDeviceOf(account: Party): Party {
  return {
    ...account,
    label: `${account.label} on another device`,
    headers: { ...bearer(account.token!), ...guest() },
    remoteAddress: freshAddress(),
  };
}

/** A guest with a fresh anonymous id, or, with `anonymousId: null`, one that sends none. */
export function newGuest(label: string, options: { anonymousId?: string | null } = {}): Party {
  const anonymousId =
    options.anonymousId === null ? undefined : (options.anonymousId ?? randomUUID());
  return {
    label,
    kind: 'guest',
    headers: anonymousId ? guest(anonymousId) : {},
    remoteAddress: freshAddress(),
    ...(anonymousId ? { anonymousId } : {}),
  };
}

/** A request sent as `party`, with its headers (extra ones added) and its address. */
export function sendAs(
  app: FastifyInstance,
  party: Party,
  request: Omit<InjectOptions, 'remoteAddress'> & { url: string },
) {
  return app.inject({
    ...request,
    headers: { ...party.headers, ...(request.headers as Record<string, string> | undefined) },
    remoteAddress: party.remoteAddress,
  });
}
