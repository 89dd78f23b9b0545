import { describe, expect, it } from 'vitest';
import { fixedKnowledge, knowledgeHit } from '../../../../test/chat-doubles';
import { readMessage } from '../../../text/message-reading';
import { findKnowledge } from './find-knowledge';

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
