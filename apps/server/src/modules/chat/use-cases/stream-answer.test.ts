import { randomUUID } from 'node:crypto';
import {
  CHAT_FAILURE_MESSAGE,
  type ChatStreamEvent,
  type ChatStreamRequest,
} from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { guestCaller } from '../../../../test/callers';
import { fixedKnowledge, type ModelScript, scriptedModel } from '../../../../test/chat-doubles';
import { type ChatService, createChatService } from '../chat.service';
import type { Reply } from '../reply-registry';

const ALICE = guestCaller();
const MALLORY = guestCaller();

/** The chat service, whose streams and Stop button run the stream's use cases. */
function setup(script: ModelScript) {
  const model = scriptedModel(script);
  const chat = createChatService(
    {
      model,
      engineName: 'Test engine',
      engineKind: 'openai-compatible',
      knowledge: fixedKnowledge([]),
      aiTimeoutMs: 500,
      knowledgeTimeoutMs: 100,
      logger: { warn: () => undefined },
    },
    { replyTtlMs: 1000 },
  );
  return { chat, model };
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

function untilFinished(chat: ChatService, reply: Reply): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  return new Promise((resolve) => {
    chat.subscribe(reply, (event) => {
      events.push(event);
      if (event.type === 'done' || event.type === 'error') resolve(events);
    });
  });
}

describe('startStreamedAnswer', () => {
  it('writes the answer into the registry as it is generated', async () => {
    const { chat } = setup({ chunks: ['One ', 'two.'], delayMs: 5 });
    const reply = await chat.startStream(request(), ALICE);
    const events = await untilFinished(chat, reply);
    expect(events.map((e) => e.type)).toEqual(['delta', 'delta', 'done']);
    expect(await chat.readReply(reply.requestId, ALICE)).toMatchObject({
      status: 'complete',
      response: { message: 'One two.' },
    });
  });

  it('attaches the same owner’s repeated request instead of generating again', async () => {
    const { chat, model } = setup({ chunks: ['One.'], delayMs: 5 });
    const first = request();
    const reply = await chat.startStream(first, ALICE);
    expect(await chat.startStream(first, ALICE)).toBe(reply);
    await untilFinished(chat, reply);
    expect(model.calls).toHaveLength(1);
  });

  it('refuses another owner’s request id', async () => {
    const { chat } = setup({ chunks: ['One.'] });
    const taken = request();
    await chat.startStream(taken, ALICE);
    await expect(chat.startStream(taken, MALLORY)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('records a provider failure with the chat error message', async () => {
    const { chat } = setup({ chunks: ['One', 'two'], failAfter: 1 });
    const reply = await chat.startStream(request(), ALICE);
    const events = await untilFinished(chat, reply);
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      error: CHAT_FAILURE_MESSAGE,
      code: 'UPSTREAM_FAILED',
    });
  });
});

describe('stopStreamedAnswer', () => {
  it('ends the reply and keeps the text so far as the answer', async () => {
    const { chat } = setup({ chunks: ['One ', 'two ', 'three.'], hangAfter: 2 });
    const reply = await chat.startStream(request(), ALICE);
    await new Promise<void>((resolve) => {
      chat.subscribe(reply, () => {
        if (reply.partial === 'One two ') resolve();
      });
    });
    const status = await chat.stopReply(reply.requestId, ALICE);
    expect(status).toMatchObject({ status: 'complete', response: { message: 'One two ' } });
  });

  it('does not let another owner stop a reply', async () => {
    const { chat } = setup({ chunks: ['One.'] });
    const reply = await chat.startStream(request(), ALICE);
    await expect(chat.stopReply(reply.requestId, MALLORY)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(reply.stopController.signal.aborted).toBe(false);
  });
});
