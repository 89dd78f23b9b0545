import type { AuthSession } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';

/** Calls of the auth API through app.inject, for the auth*.test.ts suites. */

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export function registerAccount(
  app: FastifyInstance,
  body: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({ method: 'POST', url: '/auth/register', payload: body, remoteAddress });
}

export function logIn(
  app: FastifyInstance,
  body: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({ method: 'POST', url: '/auth/login', payload: body, remoteAddress });
}

export function readMe(app: FastifyInstance, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/auth/me', headers });
}

/** Registers an account and returns its session; fails the test if registration fails. */
export async function signUp(
  app: FastifyInstance,
  account: { name: string; email: string; password: string },
): Promise<AuthSession> {
  const response = await registerAccount(app, account);
  if (response.statusCode !== 201) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<AuthSession>();
}
