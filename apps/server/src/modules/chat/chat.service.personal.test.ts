import type { ChatRequest, ChatStreamEvent, ResearchProject } from '@polymath/shared';
import { describe, expect, it, vi } from 'vitest';
import { guestCaller, userCaller } from '../../../test/callers';
import { fixedKnowledge, scriptedModel, streamRequest } from '../../../test/chat-doubles';
import { BuiltInLanguageModel } from '../../answer-engine';
import { readPolymathContext } from '../../adapters/ai/polymath-context';
import type { ChatDeps } from './chat.deps';
import type { NoteMatch, Personalization, ResearchProjects, UserNotes } from './chat.ports';
import { createChatService } from './chat.service';
import { NO_RESEARCH_SOURCES_NOTICE } from './use-cases/research';

const ADA = userCaller();
const BOB = userCaller();
const GUEST = guestCaller();

function request(message: string, overrides: Partial<ChatRequest> = {}): ChatRequest {
  return {
    message,
    generationMode: 'chat',
    codingMode: 'off',
    conversationHistory: [],
    regenerate: false,
    ...overrides,
  };
}

function service(deps: Partial<ChatDeps>) {
  return createChatService(
    {
      model: new BuiltInLanguageModel(),
      engineName: 'Test engine',
      engineKind: 'built-in',
      knowledge: fixedKnowledge([]),
      aiTimeoutMs: 5_000,
      knowledgeTimeoutMs: 2_000,
      logger: { warn: () => undefined },
      ...deps,
    },
    { replyTtlMs: 60_000 },
  );
}

/** Notes kept per user id, searched by any word of the text, as the productivity module would. */
function notesOf(byUser: Record<string, NoteMatch[]>) {
  return {
    find: vi.fn<UserNotes['find']>((userId, text, limit) => {
      const words = text.toLowerCase().split(/\s+/);
      const found = (byUser[userId] ?? []).filter((note) =>
        words.some((word) => `${note.title} ${note.content}`.toLowerCase().includes(word)),
      );
      return Promise.resolve(found.slice(0, limit));
    }),
  };
}

const ADAS_NOTE: NoteMatch = {
  id: 'note-ada-1',
  title: 'Mitochondria',
  content:
    'Mitochondria are the organelles that make most of the energy of a cell, as Mr Lee said in class on Tuesday.',
  updatedAt: '2026-03-01T10:00:00.000Z',
  rank: 0.6,
};

describe('chat: the signed-in user’s notes as sources', () => {
  it('cites a user’s note to that user, and never to another user or a guest', async () => {
    const notes = notesOf({ [ADA.user.id]: [ADAS_NOTE] });
    const chat = service({ notes });
    const question = request('What are mitochondria?');

    const adas = await chat.answer(question, ADA);
    expect(adas.message).toContain('as Mr Lee said in class on Tuesday');
    expect(adas.sources[0]).toMatchObject({ source: 'Mitochondria (your note)', reliability: 1 });
    expect(notes.find).toHaveBeenCalledWith(ADA.user.id, 'mitochondria', 2);

    const bobs = await chat.answer(question, BOB);
    expect(JSON.stringify(bobs)).not.toContain('Mr Lee');
    expect(notes.find).toHaveBeenLastCalledWith(BOB.user.id, 'mitochondria', 2);

    const guests = await chat.answer(question, GUEST);
    expect(JSON.stringify(guests)).not.toContain('Mr Lee');
    expect(notes.find).toHaveBeenCalledTimes(2);
    chat.close();
  });

  it('answers without the notes when they cannot be searched', async () => {
    const chat = service({
      notes: { find: () => Promise.reject(new Error('notes unavailable')) },
      knowledge: fixedKnowledge([]),
    });
    const answer = await chat.answer(request('What are mitochondria?'), ADA);
    expect(answer.sources).toEqual([]);
    chat.close();
  });
});

const PROJECT: ResearchProject = {
  id: 'project-1',
  title: 'Research: quantum dots',
  description: 'Research on quantum dots',
  tags: ['ai-generated', 'research'],
  deadline: null,
  status: 'active',
};

/** Makes a project for a user's first research question only, like the productivity module. */
function researchPort() {
  const made = new Set<string>();
  return {
    ensureProject: vi.fn<ResearchProjects['ensureProject']>((userId) => {
      if (made.has(userId)) return Promise.resolve(undefined);
      made.add(userId);
      return Promise.resolve({ ...PROJECT, id: `project-${userId}` });
    }),
  };
}

describe('chat: research mode', () => {
  it('passes back the project made for a user’s first research question, once', async () => {
    const research = researchPort();
    const chat = service({ research });
    const question = request('Tell me about quantum dots', { researchMode: true });

    const first = await chat.answer(question, ADA);
    expect(first.researchProject).toEqual({ ...PROJECT, id: `project-${ADA.user.id}` });
    expect(research.ensureProject).toHaveBeenCalledWith(ADA.user.id, question.message);
    const second = await chat.answer(question, ADA);
    expect(second.researchProject).toBeUndefined();

    // A question outside research makes none.
    await chat.answer(request('Tell me about quantum dots'), BOB);
    expect(research.ensureProject).toHaveBeenCalledTimes(2);
    chat.close();
  });

  it('puts the project in the streamed reply’s final event', async () => {
    const research = researchPort();
    const chat = service({ research });
    const reply = await chat.startStream(
      { ...streamRequest('Tell me about quantum dots'), researchMode: true },
      BOB,
    );
    const done = await new Promise<ChatStreamEvent>((resolve) => {
      chat.subscribe(reply, (event) => {
        if (event.type === 'done' || event.type === 'error') resolve(event);
      });
    });
    expect(done).toMatchObject({
      type: 'done',
      response: { researchProject: { id: `project-${BOB.user.id}` } },
    });
    chat.close();
  });

  it('makes no project for a guest', async () => {
    const research = researchPort();
    const chat = service({ research });
    const answer = await chat.answer(request('Quantum dots', { researchMode: true }), GUEST);
    expect(answer.researchProject).toBeUndefined();
    expect(research.ensureProject).not.toHaveBeenCalled();
    chat.close();
  });

  it('answers when the project cannot be made', async () => {
    const chat = service({
      research: { ensureProject: () => Promise.reject(new Error('database down')) },
    });
    const answer = await chat.answer(request('Quantum dots', { researchMode: true }), ADA);
    expect(answer.message).not.toBe('');
    expect(answer.researchProject).toBeUndefined();
    chat.close();
  });

  it('looks up even a statement too long to count as a topic, and on the web unless told not to', async () => {
    const knowledge = { findOrLearn: vi.fn(fixedKnowledge([]).findOrLearn) };
    const chat = service({ knowledge });
    const statement = 'Recent research on photosynthesis efficiency improvements';

    await chat.answer(request(statement), ADA);
    expect(knowledge.findOrLearn.mock.calls[0]?.[0]).toMatchObject({ isLookupWorthy: false });
    await chat.answer(request(statement, { researchMode: true }), ADA);
    expect(knowledge.findOrLearn.mock.calls[1]?.[0]).toMatchObject({
      isLookupWorthy: true,
      requiresWebSearch: true,
    });
    await chat.answer(request(statement, { researchMode: true, useWebSearch: false }), ADA);
    expect(knowledge.findOrLearn.mock.calls[2]?.[0]).toMatchObject({
      isLookupWorthy: true,
      requiresWebSearch: false,
    });
    chat.close();
  });

  it('says so first when nothing was found, whatever the model writes', async () => {
    const chat = service({
      model: scriptedModel({ chunks: ['Quantum dots are tiny semiconductor particles.'] }),
      engineKind: 'openai-compatible',
    });
    const answer = await chat.answer(request('Quantum dots', { researchMode: true }), ADA);
    expect(answer.message).toBe(
      `${NO_RESEARCH_SOURCES_NOTICE}\n\nQuantum dots are tiny semiconductor particles.`,
    );
    const plain = await chat.answer(request('Quantum dots'), ADA);
    expect(plain.message).toBe('Quantum dots are tiny semiconductor particles.');
    chat.close();
  });
});

describe('chat: personalization', () => {
  const personalization: Personalization = {
    personality: { style: 'casual', verbosity: 'brief', expertise: 'beginner', tone: 'friendly' },
    preferences: [{ category: 'learning', preference: 'Examples', value: 'From football' }],
  };

  it('gives the model the signed-in user’s settings, read by their id, and a guest’s nothing', async () => {
    const model = scriptedModel({ chunks: ['Fine.'] });
    const personalizationOf = vi.fn(() => Promise.resolve(personalization));
    const chat = service({
      model,
      engineKind: 'openai-compatible',
      personalization: { personalizationOf },
    });
    await chat.answer(request('Explain offside'), ADA);
    expect(personalizationOf).toHaveBeenCalledWith(ADA.user.id);
    expect(readPolymathContext(model.calls[0]?.providerOptions).personalization).toEqual(
      personalization,
    );
    const system = model.calls[0]?.prompt.find((message) => message.role === 'system');
    expect(system?.content).toContain('- Examples (learning): From football');

    await chat.answer(request('Explain offside'), GUEST);
    expect(personalizationOf).toHaveBeenCalledTimes(1);
    expect(readPolymathContext(model.calls[1]?.providerOptions).personalization).toBeUndefined();
    chat.close();
  });

  it('answers as to anyone when the settings cannot be read', async () => {
    const model = scriptedModel({ chunks: ['Fine.'] });
    const chat = service({
      model,
      engineKind: 'openai-compatible',
      personalization: { personalizationOf: () => Promise.reject(new Error('down')) },
    });
    expect((await chat.answer(request('Explain offside'), ADA)).message).toBe('Fine.');
    expect(readPolymathContext(model.calls[0]?.providerOptions).personalization).toBeUndefined();
    chat.close();
  });
});
