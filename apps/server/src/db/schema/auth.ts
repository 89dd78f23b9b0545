import type { UserPreferences } from '@polymath/shared';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Accounts and sessions. A user signs in with a password, with a third-party identity, or both;
 * a session is an opaque bearer token of which only the SHA-256 hash is stored.
 */

/** An account. The e-mail is stored normalised (trimmed, lower case), so the unique index is the rule. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** argon2id PHC string; null for an account that only ever signed in with a provider. */
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Partial preferences as the user set them; the shared schema fills in the defaults. */
    preferences: jsonb('preferences').$type<Partial<UserPreferences>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email').on(table.email)],
);

/** A bearer token: valid until it expires or is revoked (logout). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    /** Hex SHA-256 of the token the client holds; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_tokens_user').on(table.userId)],
);

/** A third-party identity (provider + its stable subject id) linked to an account. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('oauth_identities_provider_subject').on(table.provider, table.subject),
    index('oauth_identities_user').on(table.userId),
  ],
);

/**
 * A third-party sign-in in progress: what the callback needs to finish it. Stored in the database
 * (not in process memory) so any instance can take the callback; deleted when used, so it is
 * single-use. `browserBindingHash` ties it to the browser that started it (a cookie's hash).
 */
export const oauthSignIns = pgTable('oauth_sign_ins', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  browserBindingHash: text('browser_binding_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A finished third-party sign-in waiting for the app to exchange it for a session: the callback
 * hands the browser a one-time code (never a session token), and only the browser that started
 * the sign-in (its cookie's hash) can exchange it, once, within a couple of minutes. Only the
 * code's SHA-256 hash is kept.
 */
export const signInCodes = pgTable('sign_in_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  browserBindingHash: text('browser_binding_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A browser the account's owner signed in from with the right password: its attempts skip the
 * delay strangers' failures put on the e-mail. Only the SHA-256 hash of the device token is kept.
 */
export const authDevices = pgTable(
  'auth_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_devices_user').on(table.userId)],
);

/** What an e-mailed link does when opened. */
export type EmailLinkPurpose = 'verify-email' | 'reset-password';

/**
 * A link mailed to an account's address: proves the address (verification) or lets its owner set
 * a new password (reset). Only the SHA-256 hash of the token is kept; a link works once, until it
 * expires, and only for the address it was sent to.
 */
export const emailLinks = pgTable(
  'email_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<EmailLinkPurpose>().notNull(),
    /** The address the link was sent to: it proves nothing once the account's address changes. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_links_user').on(table.userId)],
);
