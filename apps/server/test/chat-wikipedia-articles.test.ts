import { CHAT, type ChatResponse } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitSentences } from '../src/text/sentences';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { askChat } from './chat-client';
import { WIKIPEDIA_ARTICLES } from './fixtures/wikipedia/wikipedia-articles';
import { type FakeWikipedia, startFakeWikipedia } from './peers/fake-wikipedia';

/**
 * The questions an outside check asked of real Wikipedia text, which the engine refused or said
 * the article lacked: each answer must lead with the sentence that answers, cite that article
 * first, and be trusted.
 */
const CASES = [
  {
    question: 'What is photosynthesis?',
    article: 'Photosynthesis',
    answer: /convert light energy/,
  },
  { question: 'Which sea does the Danube flow into?', article: 'Danube', answer: /Black Sea/ },
  {
    question: 'Which elements did Marie Curie discover?',
    article: 'Marie Curie',
    answer: /polonium and radium/,
  },
  {
    question: 'What dance do honey bees use to tell others where food is?',
    article: 'Waggle dance',
    answer: /waggle dance/i,
  },
  {
    question: 'Where was the Higgs boson discovered?',
    article: 'Higgs boson',
    answer: /Large Hadron Collider/,
  },
];

/** The first sentence of an answer, without its citation mark. */
function leadSentenceOf(answer: string): string {
  return (splitSentences(answer)[0] ?? '').replace(/\s*\[\d+\]/g, '');
}

describe.each(databases)('answers from real encyclopedia articles on $kind', (factory) => {
  let wiki: FakeWikipedia;
  let t: TestApp;
  const answers = new Map<string, ChatResponse>();

  beforeAll(async () => {
    wiki = await startFakeWikipedia({ articles: WIKIPEDIA_ARTICLES });
    t = await buildTestApp({
      database: factory,
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        WIKIPEDIA_BASE_URL: wiki.baseUrl,
        WIKIPEDIA_TIMEOUT_MS: '10000',
      },
    });
    for (const { question } of CASES) {
      // Each question from its own guest, as if asked first.
      answers.set(question, await askChat(t.app, question));
    }
  });
  const articleUrl = (title: string) => `${wiki.baseUrl}/wiki/${title.replaceAll(' ', '_')}`;
  afterAll(async () => {
    await t?.close();
    await wiki?.close();
  });

  it.each(CASES)('answers "$question" from the article on $article', (entry) => {
    const reply = answers.get(entry.question)!;
    expect(leadSentenceOf(reply.message), reply.message).toMatch(entry.answer);
    expect(reply.sources[0]?.source).toBe(`${entry.article} (${articleUrl(entry.article)})`);
    // Trusted: a badge of at least the medium band (the high band when the sentence that
    // answers uses the question's own words).
    expect(reply.verification.confidence).toBeGreaterThan(CHAT.confidenceMedium);
  });
});
