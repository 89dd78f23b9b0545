import { randomUUID } from 'node:crypto';
import { CHAT, CHAT_FAILURE_MESSAGE, type ChatRequest, type ChatResponse } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { guestCaller } from '../../../../test/callers';
import {
  fixedKnowledge,
  knowledgeHit,
  scriptedModel,
  type ModelScript,
} from '../../../../test/chat-doubles';
import type { ChatDeps } from '../chat.deps';
import type { KnowledgeFinder } from '../chat.ports';
import { createChatService } from '../chat.service';
import { mediaNotAvailable } from '../reply-kinds/media-not-available';
import { UNANSWERED_NOTE, UNVERIFIED_NOTE } from '../verification';

const silent = { warn: () => undefined };
const fixedNow = new Date('2026-01-15T10:00:00.000Z');
const GUEST = guestCaller();

function deps(script: ModelScript, knowledge: KnowledgeFinder = fixedKnowledge([])) {
  const model = scriptedModel(script);
  const chatDeps: ChatDeps = {
    model,
    engineName: 'Test engine',
    engineKind: 'openai-compatible',
    knowledge,
    replyKinds: [mediaNotAvailable],
    aiTimeoutMs: 500,
    knowledgeTimeoutMs: 100,
    logger: silent,
    now: () => fixedNow,
  };
  return { chatDeps, model };
}

function request(overrides: Partial<ChatRequest> = {}): ChatRequest {
  return {
    message: 'Tell me about the Eiffel Tower',
    generationMode: 'chat',
    codingMode: 'off',
    conversationHistory: [],
    regenerate: false,
    ...overrides,
  };
}

/** The whole answer, as POST /api/chat gets it. */
async function answerQuestion(chatDeps: ChatDeps, asked: ChatRequest): Promise<ChatResponse> {
  const chat = createChatService(chatDeps, { replyTtlMs: 1000 });
  try {
    return await chat.answer(asked, GUEST);
  } finally {
    chat.close();
  }
}

/**
 * The streamed answer, as POST /api/chat/stream gets it: `onText` hears each piece as it is
 * written, and may press Stop.
 */
async function streamAnswer(
  chatDeps: ChatDeps,
  asked: ChatRequest,
  onText: (text: string, stop: () => void) => void,
): Promise<ChatResponse> {
  const chat = createChatService(chatDeps, { replyTtlMs: 1000 });
  const reply = await chat.startStream({ ...asked, requestId: randomUUID() }, GUEST);
  const stop = () => void chat.stopReply(reply.requestId, GUEST);
  // What was written before this listener came, as a stream attaching late gets it.
  if (reply.partial) onText(reply.partial, stop);
  await new Promise<void>((resolve) => {
    chat.subscribe(reply, (event) => {
      if (event.type === 'delta') onText(event.text, stop);
      if (event.type === 'done' || event.type === 'error') resolve();
    });
    if (reply.outcome) resolve();
  });
  const status = await chat.readReply(reply.requestId, GUEST);
  chat.close();
  if (status.status !== 'complete') throw new Error(`the reply ended as ${status.status}`);
  return status.response;
}

describe('answering a message, whole or streamed', () => {
  it('answers with the sources the answer agrees with and a verification', async () => {
    const tower = knowledgeHit();
    const { chatDeps, model } = deps(
      { chunks: ['The Eiffel Tower is a wrought-iron ', 'lattice tower in Paris, France.'] },
      fixedKnowledge([
        tower,
        knowledgeHit({
          title: 'Bread',
          content: 'Bread is baked dough.',
          sourceUrl: 'https://x/bread',
        }),
      ]),
    );
    const pieces: string[] = [];
    const response = await streamAnswer(chatDeps, request(), (t) => pieces.push(t));
    expect(pieces.join('')).toBe(response.message);
    expect(response.message).toBe(
      'The Eiffel Tower is a wrought-iron lattice tower in Paris, France.',
    );
    expect(response.model).toBe('Test engine');
    expect(response.sources.map((s) => s.source)).toEqual([
      'Eiffel Tower (https://en.wikipedia.org/wiki/Eiffel_Tower)',
    ]);
    expect(response.verification.confidence).toBeGreaterThan(CHAT.confidenceHigh);
    expect(response.feedbackData).toMatchObject({
      userMessage: 'Tell me about the Eiffel Tower',
      aiResponse: response.message,
      category: 'researching',
      model: 'Test engine',
      verificationScore: response.verification.confidence,
      timestamp: fixedNow.toISOString(),
    });
    expect(response.rewards).toEqual([]);
    // The model got the sources both in the system prompt and in the provider options.
    const call = model.calls[0];
    const system = call?.prompt[0];
    expect(system?.role).toBe('system');
    expect(system?.role === 'system' ? system.content : '').toContain('[1] Eiffel Tower');
    expect(call?.providerOptions?.polymath).toMatchObject({
      now: fixedNow.toISOString(),
      sources: [{ title: 'Eiffel Tower' }, { title: 'Bread' }],
    });
  });

  it('sends the history and the message, once, for a regenerate request', async () => {
    const { chatDeps, model } = deps({ chunks: ['Again.'] });
    await answerQuestion(
      chatDeps,
      request({
        message: 'Hi',
        regenerate: true,
        conversationHistory: [
          { role: 'assistant', content: 'Welcome' },
          { role: 'user', content: 'Hi' },
        ],
      }),
    );
    const roles = model.calls[0]?.prompt.map((m) => m.role);
    expect(roles).toEqual(['system', 'assistant', 'user']);
  });

  it('passes location and an approximate time zone to the model', async () => {
    const { chatDeps, model } = deps({ chunks: ['It is noon.'] });
    await answerQuestion(
      chatDeps,
      request({
        locationData: {
          latitude: 48.85,
          longitude: 2.35,
          accuracy: 10,
          city: 'Paris',
          country: 'France',
        },
      }),
    );
    expect(model.calls[0]?.providerOptions?.polymath).toMatchObject({
      timeZone: 'Etc/GMT',
      location: { city: 'Paris', country: 'France' },
    });
  });

  it('answers image requests honestly without calling the model', async () => {
    const { chatDeps, model } = deps({ chunks: ['never'] });
    const response = await answerQuestion(
      chatDeps,
      request({ message: 'generate an image of a cat' }),
    );
    expect(response.message).toMatch(/^Image generation is not available yet/);
    expect(model.calls).toHaveLength(0);
    // Nothing to verify: the app shows no confidence badge.
    expect(response.verification.isApplicable).toBe(false);
  });

  it('gives the low band to an answer the engine reports as not answering the question', async () => {
    const tower = knowledgeHit();
    const { chatDeps } = deps(
      {
        chunks: [
          "The article on Eiffel Tower doesn't say who painted it; here is what it does say: ",
          'The Eiffel Tower is a wrought-iron lattice tower in Paris, France [1].',
        ],
        providerMetadata: {
          polymath: {
            unanswered: true,
            citation: {
              sourceNumber: 1,
              sentence: 'The Eiffel Tower is a wrought-iron lattice tower in Paris, France.',
            },
          },
        },
      },
      fixedKnowledge([tower]),
    );
    const response = await answerQuestion(chatDeps, request({ message: 'Who painted it?' }));
    expect(response.verification.confidence).toBeLessThanOrEqual(CHAT.confidenceMedium);
    expect(response.verification.inconsistencies).toEqual([UNANSWERED_NOTE]);
    expect(response.sources[0]?.content).toContain('wrought-iron lattice tower');
  });

  it('shows the excerpt around the sentence the engine reports leading with', async () => {
    const sentence = 'It is 330 metres tall and was completed in 1889 for the World Fair.';
    const { chatDeps } = deps(
      {
        chunks: [`${sentence.replace(/\.$/, ' [1].')}`],
        providerMetadata: { polymath: { citation: { sourceNumber: 1, sentence } } },
      },
      fixedKnowledge([knowledgeHit()]),
    );
    const response = await answerQuestion(chatDeps, request({ message: 'How tall is it?' }));
    expect(response.sources[0]?.content).toBe(sentence);
  });

  it('trusts an answer the engine marks as computed', async () => {
    const { chatDeps } = deps({
      chunks: ['15% of 240 is **36**.'],
      providerMetadata: { polymath: { computed: true } },
    });
    const response = await answerQuestion(chatDeps, request({ message: 'What is 15% of 240?' }));
    expect(response.verification.confidence).toBeGreaterThan(CHAT.confidenceHigh);
    expect(response.sources).toEqual([]);
  });

  it('marks an answer without sources as unverified', async () => {
    const { chatDeps } = deps({ chunks: ['Paris is the capital of France.'] });
    const response = await answerQuestion(chatDeps, request());
    expect(response.verification.inconsistencies).toEqual([UNVERIFIED_NOTE]);
  });

  it('goes on without sources when the knowledge lookup is too slow', async () => {
    const { chatDeps } = deps(
      { chunks: ['An answer.'] },
      fixedKnowledge([knowledgeHit()], { hang: true }),
    );
    const response = await answerQuestion(chatDeps, request());
    expect(response.message).toBe('An answer.');
    expect(response.sources).toEqual([]);
  });

  it('fails with the chat error message when the provider errors', async () => {
    const { chatDeps } = deps({ chunks: ['Half', 'never'], failAfter: 1 });
    await expect(answerQuestion(chatDeps, request())).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: CHAT_FAILURE_MESSAGE,
    });
  });

  it('fails with the chat error message when the provider is too slow', async () => {
    const { chatDeps } = deps({ chunks: ['Half', 'never'], hangAfter: 1 });
    await expect(answerQuestion(chatDeps, request())).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: CHAT_FAILURE_MESSAGE,
    });
  });

  it('keeps the text written so far when stopped on purpose', async () => {
    const { chatDeps } = deps({ chunks: ['The Eiffel ', 'Tower', ' never'], hangAfter: 2 });
    const response = await streamAnswer(chatDeps, request(), (text, stop) => {
      if (text === 'Tower') stop();
    });
    expect(response.message).toBe('The Eiffel Tower');
  });
});
