import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, signUp } from '../auth-client';
import { guest } from '../usage-client';

/** Calls of the productivity API through app.inject, for the productivity/*.test.ts suites. */

/** A signed-in account: its id and the headers its requests carry. */
export interface Account {
  id: string;
  name: string;
  headers: Record<string, string>;
}

/** A guest's headers: an anonymous id and no token. */
export const GUEST = { id: 'guest', name: 'Guest', headers: guest() } satisfies Account;

/** Registers an account. */
export async function newAccount(app: FastifyInstance, name = 'Ada'): Promise<Account> {
  const session = await signUp(app, {
    name,
    email: `${name.toLowerCase().replace(/\W/g, '')}-${randomUUID()}@example.org`,
    password: 'correct-horse-42',
  });
  return { id: session.user.id, name, headers: bearer(session.token) };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Sends a request as the account (or the guest). */
export function send(
  app: FastifyInstance,
  account: Account,
  method: Method,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: account.headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The answer's JSON, failing the test with the body when the status is not the expected one. */
export function expectStatus<T = Record<string, unknown>>(
  response: LightMyRequestResponse,
  status: number,
): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** Creates something and returns the created thing (the answer's only field). */
export async function create<T>(
  app: FastifyInstance,
  account: Account,
  url: string,
  payload: object,
): Promise<T> {
  const body = expectStatus<Record<string, T>>(await send(app, account, 'POST', url, payload), 201);
  return Object.values(body)[0]!;
}

export const TASKS = '/api/productivity/tasks';
export const EVENTS = '/api/productivity/calendar/events';
export const FEED_LINK = '/api/productivity/calendar/feed-link';
export const FEED = '/api/productivity/calendar.ics';
export const NOTES = '/api/productivity/notes';
export const PROJECTS = '/api/productivity/research/projects';
export const CITATIONS = '/api/productivity/research/citations';
