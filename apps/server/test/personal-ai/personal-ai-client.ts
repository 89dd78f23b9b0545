import { randomUUID } from 'node:crypto';
import type { Conversation } from '@polymath/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { bearer, signUp } from '../auth-client';

/** A signed-in account of the Personal AI suites: its id and bearer headers. */
export interface Account {
  id: string;
  headers: Record<string, string>;
}

/** Registers a fresh account. */
export async function newAccount(app: FastifyInstance, name = 'Ada'): Promise<Account> {
  const session = await signUp(app, {
    name,
    email: `${randomUUID()}@example.org`,
    password: 'engine42',
  });
  return { id: session.user.id, headers: bearer(session.token) };
}

/** A request as an account, or as a guest (no headers) when `account` is undefined. */
export function send(
  app: FastifyInstance,
  account: Account | undefined,
  request: { method: InjectOptions['method']; url: string; payload?: object },
) {
  return app.inject({ ...request, headers: account?.headers ?? {} });
}

/** One user message of a stored conversation. */
export interface Said {
  content: string;
  timestamp: string;
}

/** Saves a conversation of the account's with these user messages (each answered once). */
export async function saveConversation(
  app: FastifyInstance,
  account: Account,
  said: Said[],
  id: string = randomUUID(),
): Promise<Conversation> {
  const conversation: Conversation = {
    id,
    title: said[0]?.content.slice(0, 40) ?? 'Chat',
    updatedAt: said.at(-1)?.timestamp ?? new Date().toISOString(),
    messages: said.flatMap((message, index) => [
      {
        id: `${id}-q${index}`,
        role: 'user' as const,
        content: message.content,
        timestamp: message.timestamp,
        feedback: null,
      },
      {
        id: `${id}-a${index}`,
        role: 'assistant' as const,
        content: 'An answer that says nothing of the user.',
        timestamp: message.timestamp,
        feedback: null,
      },
    ]),
  };
  const response = await send(app, account, {
    method: 'PUT',
    url: `/api/conversations/${id}`,
    payload: conversation,
  });
  expect(response.statusCode, response.body).toBe(200);
  return conversation;
}
