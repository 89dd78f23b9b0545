import { randomUUID } from 'node:crypto';
import { ANONYMOUS_ID_HEADER, type ChatResponse, ChatResponseSchema } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Headers of a guest asking for the first time. */
export function newGuest(): Record<string, string> {
  return { [ANONYMOUS_ID_HEADER]: randomUUID() };
}

/**
 * Asks `message` on POST /api/chat and returns the parsed answer, failing the test on any status
 * but 200. Each call is a new guest unless `headers` says who asks.
 */
export async function askChat(
  app: FastifyInstance,
  message: string,
  headers: Record<string, string> = newGuest(),
  extra: object = {},
): Promise<ChatResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat',
    headers,
    payload: { message, ...extra },
  });
  expect(response.statusCode).toBe(200);
  return ChatResponseSchema.parse(response.json());
}
