import { randomUUID } from 'node:crypto';
import {
  CHAT_FAILURE_MESSAGE,
  type ChatStreamEvent,
  type ChatStreamRequest,
} from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { guestCaller } from '../../../../test/callers';
import { fixedKnowledge, type ModelScript, scriptedModel } from '../../../../test/chat-doubles';
import type { ChatDeps } from '../chat.deps';
import { createReplyRegistry, type Reply, type ReplyRegistry } from '../reply-registry';
import { startStreamedAnswer, stopStreamedAnswer } from './stream-answer';

const ALICE = guestCaller();
const MALLORY = guestCaller();

function setup(script: ModelScript) {
  const model = scriptedModel(script);
  const deps: ChatDeps = {
    model,
    engineName: 'Test engine',
    engineKind: 'openai-compatible',
    knowledge: fixedKnowledge([]),
    aiTimeoutMs: 500,
    knowledgeTimeoutMs: 100,
    logger: { warn: () => undefined },
  };
  const registry = createReplyRegistry({ ttlMs: 1000, maxPendingPerOwner: 3 });
  return { deps, registry, model };
}

function request(requestId = randomUUID()): ChatStreamRequest {
  return {
    requestId,
    message: 'Count',
    generationMode: 'chat',
    codingMode: 'off',
    conversationHistory: [],
    regenerate: false,
  };
}

function untilFinished(registry: ReplyRegistry, reply: Reply): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  return new Promise((resolve) => {
    registry.subscribe(reply, (event) => {
      events.push(event);
      if (event.type === 'done' || event.type === 'error') resolve(events);
    });
  });
}

describe('startStreamedAnswer', () => {
  it('writes the answer into the registry as it is generated', async () => {
    const { deps, registry } = setup({ chunks: ['One ', 'two.'], delayMs: 5 });
    const reply = startStreamedAnswer(deps, registry, request(), ALICE);
    const events = await untilFinished(registry, reply);
    expect(events.map((e) => e.type)).toEqual(['delta', 'delta', 'done']);
    expect(registry.status(reply)).toMatchObject({
      status: 'complete',
      response: { message: 'One two.' },
    });
  });

  it('attaches the same owner’s repeated request instead of generating again', async () => {
    const { deps, registry, model } = setup({ chunks: ['One.'], delayMs: 5 });
    const first = request();
    const reply = startStreamedAnswer(deps, registry, first, ALICE);
    expect(startStreamedAnswer(deps, registry, first, ALICE)).toBe(reply);
    await untilFinished(registry, reply);
    expect(model.calls).toHaveLength(1);
  });

  it('refuses another owner’s request id', () => {
    const { deps, registry } = setup({ chunks: ['One.'] });
    const taken = request();
    startStreamedAnswer(deps, registry, taken, ALICE);
    expect(() => startStreamedAnswer(deps, registry, taken, MALLORY)).toThrow(
      expect.objectContaining({ code: 'CONFLICT' }),
    );
  });

  it('records a provider failure with the chat error message', async () => {
    const { deps, registry } = setup({ chunks: ['One', 'two'], failAfter: 1 });
    const reply = startStreamedAnswer(deps, registry, request(), ALICE);
    const events = await untilFinished(registry, reply);
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      error: CHAT_FAILURE_MESSAGE,
      code: 'UPSTREAM_FAILED',
    });
  });
});

describe('stopStreamedAnswer', () => {
  it('ends the reply and keeps the text so far as the answer', async () => {
    const { deps, registry } = setup({ chunks: ['One ', 'two ', 'three.'], hangAfter: 2 });
    const reply = startStreamedAnswer(deps, registry, request(), ALICE);
    await new Promise<void>((resolve) => {
      registry.subscribe(reply, () => {
        if (reply.partial === 'One two ') resolve();
      });
    });
    const status = await stopStreamedAnswer(registry, reply.requestId, ALICE);
    expect(status).toMatchObject({ status: 'complete', response: { message: 'One two ' } });
  });

  it('does not let another owner stop a reply', async () => {
    const { deps, registry } = setup({ chunks: ['One.'] });
    const reply = startStreamedAnswer(deps, registry, request(), ALICE);
    await expect(stopStreamedAnswer(registry, reply.requestId, MALLORY)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(reply.stopController.signal.aborted).toBe(false);
  });
});
