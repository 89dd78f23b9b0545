import { randomUUID } from 'node:crypto';
import type { ChatRequest, EarnedReward } from '@polymath/shared';
import { describe, expect, it, vi } from 'vitest';
import { guestCaller } from '../../../test/callers';
import { scriptedModel } from '../../../test/chat-doubles';
import type { KnowledgeFinder, MessageActivity } from './chat.ports';
import { createChatService } from './chat.service';

const GUEST = guestCaller();
const FIRST_STEPS: EarnedReward = {
  icon: '💬',
  title: 'First Steps',
  message: 'You sent a message',
};

function chatRequest(overrides: Partial<ChatRequest> = {}): ChatRequest {
  return {
    message: 'Why do we have tides?',
    generationMode: 'chat',
    codingMode: 'off',
    conversationHistory: [],
    regenerate: false,
    ...overrides,
  };
}

function serviceWith(
  messageAccepted: MessageActivity['messageAccepted'],
  model = scriptedModel({ chunks: ['Tides follow the Moon.'] }),
) {
  const warn = vi.fn();
  const findOrLearn = vi.fn<KnowledgeFinder['findOrLearn']>(() => Promise.resolve([]));
  const chat = createChatService(
    {
      model,
      engineName: 'Test engine',
      engineKind: 'openai-compatible',
      knowledge: { findOrLearn },
      aiTimeoutMs: 500,
      knowledgeTimeoutMs: 100,
      logger: { warn },
      messageActivity: { messageAccepted },
    },
    { replyTtlMs: 1000 },
  );
  return { chat, warn, findOrLearn };
}

describe('chat service: what a message earns', () => {
  it('reports a new message with its caller and answers with the rewards it earned', async () => {
    const messageAccepted = vi.fn<MessageActivity['messageAccepted']>(() =>
      Promise.resolve([FIRST_STEPS]),
    );
    const { chat } = serviceWith(messageAccepted);
    const response = await chat.answer(chatRequest(), GUEST);
    expect(messageAccepted).toHaveBeenCalledOnce();
    const [{ caller, message }] = messageAccepted.mock.calls[0]!;
    expect(caller).toBe(GUEST);
    expect(message).toMatchObject({ text: 'Why do we have tides?', isQuestion: true });
    expect(response.rewards).toEqual([FIRST_STEPS]);
    chat.close();
  });

  it('reads the message once: the knowledge lookup and learning get the same reading', async () => {
    const messageAccepted = vi.fn<MessageActivity['messageAccepted']>(() => Promise.resolve([]));
    const { chat, findOrLearn } = serviceWith(messageAccepted);
    await chat.answer(chatRequest(), GUEST);
    const looked = findOrLearn.mock.calls[0]?.[0];
    expect(looked).toMatchObject({ text: 'Why do we have tides?', keywords: ['tides'] });
    expect(messageAccepted.mock.calls[0]?.[0].message).toBe(looked);
    chat.close();
  });

  it('puts the rewards into the final event of a streamed answer', async () => {
    const { chat } = serviceWith(() => Promise.resolve([FIRST_STEPS]));
    const reply = await chat.startStream({ ...chatRequest(), requestId: randomUUID() }, GUEST);
    await vi.waitFor(() => expect(reply.outcome).toBeDefined());
    const status = await chat.readReply(reply.requestId, GUEST);
    expect(status).toMatchObject({ status: 'complete', response: { rewards: [FIRST_STEPS] } });
    chat.close();
  });

  it('reports the message only once the first text of its answer is out', async () => {
    let textWhenReported: string | undefined;
    const messageAccepted = vi.fn(() => {
      textWhenReported = reply.partial;
      return Promise.resolve([]);
    });
    const { chat } = serviceWith(
      messageAccepted,
      scriptedModel({ chunks: ['Tides ', 'follow the Moon.'], delayMs: 40 }),
    );
    const reply = await chat.startStream({ ...chatRequest(), requestId: randomUUID() }, GUEST);
    await vi.waitFor(() => expect(messageAccepted).toHaveBeenCalledOnce());
    expect(textWhenReported).toBe('Tides ');
    chat.close();
  });

  it('does not report a regenerated answer or the study-plan hand-off sent as the assistant', async () => {
    const messageAccepted = vi.fn(() => Promise.resolve([FIRST_STEPS]));
    const { chat } = serviceWith(messageAccepted);
    const regenerated = await chat.answer(chatRequest({ regenerate: true }), GUEST);
    const handOff = await chat.answer(chatRequest({ sender: 'assistant' }), GUEST);
    expect(messageAccepted).not.toHaveBeenCalled();
    expect(regenerated.rewards).toEqual([]);
    expect(handOff.rewards).toEqual([]);
    chat.close();
  });

  it('still answers, without rewards, when learning or rewarding fails', async () => {
    const { chat, warn } = serviceWith(() => Promise.reject(new Error('database gone')));
    const response = await chat.answer(chatRequest(), GUEST);
    expect(response.message).toBe('Tides follow the Moon.');
    expect(response.rewards).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    chat.close();
  });
});
