import { type ChatResponse, ChatResponseSchema } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { guest } from './usage-client';

/**
 * Asks `message` on POST /api/chat and returns the parsed answer, failing the test on any status
 * but 200. Each call is a new guest unless `headers` says who asks.
 */
export async function askChat(
  app: FastifyInstance,
  message: string,
  headers: Record<string, string> = guest(),
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
