import { describe, expect, it, vi } from 'vitest';
import { fixedKnowledge, knowledgeHit } from '../../../../test/chat-doubles';
import { readMessage } from '../../../text/message-reading';
import { findKnowledge } from './find-knowledge';
import { NOTES_PER_ANSWER } from './note-sources';

function recorder() {
  const warnings: string[] = [];
  return {
    warnings,
    logger: { warn: (_details: object, message: string) => warnings.push(message) },
  };
}

describe('findKnowledge', () => {
  it('returns what the store finds in time', async () => {
    const { logger, warnings } = recorder();
    const hits = [knowledgeHit()];
    const found = await findKnowledge(fixedKnowledge(hits), readMessage('Eiffel Tower'), {
      timeoutMs: 200,
      stopSignal: undefined,
      logger,
    });
    expect(found).toEqual({ hits, notes: {} });
    expect(warnings).toEqual([]);
  });

  it('gives up at the deadline, logs it, and answers with nothing', async () => {
    const { logger, warnings } = recorder();
    const started = Date.now();
    const found = await findKnowledge(
      fixedKnowledge([knowledgeHit()], { hang: true }),
      readMessage('x'),
      {
        timeoutMs: 50,
        stopSignal: undefined,
        logger,
      },
    );
    expect(found.hits).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(warnings).toEqual(['the knowledge lookup timed out']);
  });

  it('answers with nothing when the store fails', async () => {
    const { logger, warnings } = recorder();
    const failing = { findOrLearn: () => Promise.reject(new Error('database down')) };
    const found = await findKnowledge(failing, readMessage('x'), {
      timeoutMs: 200,
      stopSignal: undefined,
      logger,
    });
    expect(found.hits).toEqual([]);
    expect(warnings).toEqual(['the knowledge lookup failed; answering without sources']);
  });

  it('stops waiting when the reply is stopped', async () => {
    const { logger } = recorder();
    const stop = new AbortController();
    const pending = findKnowledge(fixedKnowledge([], { hang: true }), readMessage('x'), {
      timeoutMs: 10_000,
      stopSignal: stop.signal,
      logger,
    });
    stop.abort();
    await expect(pending).resolves.toMatchObject({ hits: [] });
  });
});

describe('findKnowledge with the asker’s notes', () => {
  const note = {
    id: 'n1',
    title: 'Eiffel Tower trip',
    content: 'We climbed the Eiffel Tower in June.\n\nThe queue took an hour.',
    updatedAt: '2026-03-01T10:00:00.000Z',
    rank: 0.4,
  };

  it('puts the asker’s best notes first, searched by the subject’s words', async () => {
    const { logger } = recorder();
    const find = vi.fn(() => Promise.resolve([note]));
    const found = await findKnowledge(
      fixedKnowledge([knowledgeHit()]),
      readMessage('How tall is the Eiffel Tower?'),
      {
        timeoutMs: 500,
        stopSignal: undefined,
        logger,
        userNotes: { finder: { find }, userId: 'user-1' },
      },
    );
    expect(find).toHaveBeenCalledWith('user-1', 'eiffel tower', NOTES_PER_ANSWER);
    expect(found.hits.map((hit) => hit.kind ?? 'encyclopedia')).toEqual(['note', 'encyclopedia']);
    expect(found.hits[0]).toMatchObject({
      title: 'Eiffel Tower trip',
      sourceUrl: 'polymath:note/n1',
      reliability: 1,
      content: 'We climbed the Eiffel Tower in June.',
    });
  });

  it('keeps the notes found in time when the encyclopedia is too slow', async () => {
    const { logger } = recorder();
    const found = await findKnowledge(
      fixedKnowledge([knowledgeHit()], { hang: true }),
      readMessage('Eiffel Tower'),
      {
        timeoutMs: 50,
        stopSignal: undefined,
        logger,
        userNotes: { finder: { find: () => Promise.resolve([note]) }, userId: 'user-1' },
      },
    );
    expect(found.hits.map((hit) => hit.title)).toEqual(['Eiffel Tower trip']);
  });

  it('logs notes that cannot be searched and answers from the store', async () => {
    const { logger, warnings } = recorder();
    const found = await findKnowledge(
      fixedKnowledge([knowledgeHit()]),
      readMessage('Eiffel Tower'),
      {
        timeoutMs: 500,
        stopSignal: undefined,
        logger,
        userNotes: {
          finder: { find: () => Promise.reject(new Error('notes down')) },
          userId: 'user-1',
        },
      },
    );
    expect(found.hits).toHaveLength(1);
    expect(warnings).toEqual(["the user's notes could not be searched"]);
  });

  it('searches no notes for a message with no words to look for', async () => {
    const { logger } = recorder();
    const find = vi.fn(() => Promise.resolve([note]));
    await findKnowledge(fixedKnowledge([]), readMessage('2 + 2'), {
      timeoutMs: 500,
      stopSignal: undefined,
      logger,
      userNotes: { finder: { find }, userId: 'user-1' },
    });
    expect(find).not.toHaveBeenCalled();
  });
});
