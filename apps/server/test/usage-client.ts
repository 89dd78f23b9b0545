import { randomUUID } from 'node:crypto';
import { ANONYMOUS_ID_HEADER, type UsageLimits } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';

/** Calls of the usage and chat APIs through app.inject, for the usage*.test.ts suites. */

export interface Caller {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** A guest's headers: a fresh anonymous id unless one is given. */
export function guest(anonymousId: string = randomUUID()): Record<string, string> {
  return { [ANONYMOUS_ID_HEADER]: anonymousId };
}

export function readUsage(app: FastifyInstance, caller: Caller = {}) {
  return app.inject({ method: 'GET', url: '/api/usage-limits', ...caller });
}

export async function readUsageLimits(
  app: FastifyInstance,
  caller: Caller = {},
): Promise<UsageLimits> {
  const response = await readUsage(app, caller);
  if (response.statusCode !== 200) throw new Error(`usage read failed: ${response.body}`);
  return response.json<UsageLimits>();
}

export function incrementUsage(app: FastifyInstance, featureType: string, caller: Caller = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/usage-limits/increment',
    payload: { featureType },
    ...caller,
  });
}

/** One chat message through the whole-answer endpoint. */
export function sendChat(app: FastifyInstance, caller: Caller = {}, message = 'What is 2 + 2?') {
  return app.inject({ method: 'POST', url: '/api/chat', payload: { message }, ...caller });
}

/** One chat message through the streaming endpoint (a fresh request id). */
export function sendStreamedChat(app: FastifyInstance, caller: Caller = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/chat/stream',
    payload: { message: 'What is 3 + 3?', requestId: randomUUID() },
    ...caller,
  });
}
