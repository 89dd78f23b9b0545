import { describe, expect, it, vi } from 'vitest';
import { fixedKnowledge, knowledgeHit } from '../../../test/chat-doubles';
import { readMessage } from '../../text/message-reading';
import { findKnowledge } from '../chat/use-cases/find-knowledge';
import type { KnowledgeFinder } from '../chat/chat.ports';
import { EDUCATIONAL_SUBJECTS } from '../learning/subjects/subjects-directory';
import { KEY_TERMS } from './key-terms';
import { withReference } from './reference-finder';
import { createReferenceLibrary } from './reference-library';

const library = createReferenceLibrary({
  subjects: EDUCATIONAL_SUBJECTS,
  keyTerms: KEY_TERMS,
  encyclopediaBaseUrl: 'https://en.wikipedia.org',
});
const logger = { warn: vi.fn() };
const lookup = (finder: KnowledgeFinder, message: string, timeoutMs = 200) =>
  findKnowledge(withReference(library, finder, logger), readMessage(message), {
    timeoutMs,
    stopSignal: undefined,
    logger,
  });

describe('the offline reference around the other sources', () => {
  it('puts facts before what was looked up, and the directory only in place of it', async () => {
    const article = knowledgeHit({
      title: 'Japan',
      sourceUrl: 'https://en.wikipedia.org/wiki/Japan',
    });
    const facts = await lookup(fixedKnowledge([article]), 'What currency does Japan use?');
    expect(facts.hits.map((hit) => hit.kind ?? 'encyclopedia')).toEqual(['facts', 'encyclopedia']);

    const found = await lookup(fixedKnowledge([knowledgeHit()]), 'What is photosynthesis?');
    expect(found.hits.map((hit) => hit.kind ?? 'encyclopedia')).toEqual(['encyclopedia']);
    const nothing = await lookup(fixedKnowledge([]), 'What is photosynthesis?');
    expect(nothing.hits.map((hit) => hit.kind)).toEqual(['directory']);
  });

  it('still answers from the reference when the encyclopedia runs out of time', async () => {
    const { hits } = await lookup(fixedKnowledge([], { hang: true }), 'Explain recursion', 50);
    expect(hits.map((hit) => hit.title)).toEqual([
      'Data Structures and Algorithms (Computer Science)',
    ]);
  });

  it('still answers from the reference when the encyclopedia fails', async () => {
    const failing: KnowledgeFinder = { findOrLearn: () => Promise.reject(new Error('offline')) };
    const { hits } = await lookup(failing, 'What is the capital of Kenya?');
    expect(hits[0]?.excerpt).toBe('The capital of Kenya is Nairobi.');
    expect(logger.warn).toHaveBeenCalled();
  });
});
