import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_ID_HEADER,
  CHAT,
  type WikipediaKnowledge,
  WikipediaKnowledgeSchema,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { askChat } from './chat-client';
import { type FakeWikipedia, startFakeWikipedia } from './peers/fake-wikipedia';

const PHOTOSYNTHESIS = {
  title: 'Photosynthesis',
  extract:
    'Photosynthesis is a system of biological processes by which photosynthetic organisms, such as most plants, algae and cyanobacteria, convert light energy into chemical energy. Most life on Earth depends on it.\n\nThe full article goes on.',
  categories: ['Plant physiology', 'Biological processes'],
  length: 60_000,
};
const ADA_LOVELACE = {
  title: 'Ada Lovelace',
  extract:
    'Augusta Ada King, Countess of Lovelace, was an English mathematician and writer chiefly known for her work on the Analytical Engine.',
  categories: ['English mathematicians'],
  length: 40_000,
};

// A cold first lookup has taken over 400 ms on a busy 2-core machine: only the test about an
// encyclopedia too slow to wait for gets a short deadline.
const WIKIPEDIA_TIMEOUT_MS = 10_000;
const SHORT_WIKIPEDIA_TIMEOUT_MS = 300;

describe('chat answers from the encyclopedia', () => {
  let wiki: FakeWikipedia;
  let t: TestApp;
  const guest = { [ANONYMOUS_ID_HEADER]: randomUUID() };

  beforeAll(async () => {
    wiki = await startFakeWikipedia({ articles: [PHOTOSYNTHESIS, ADA_LOVELACE] });
    t = await buildTestApp({
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        WIKIPEDIA_BASE_URL: wiki.baseUrl,
        WIKIPEDIA_TIMEOUT_MS: String(WIKIPEDIA_TIMEOUT_MS),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await wiki.close();
  });

  const ask = (message: string, app = t.app) => askChat(app, message, guest);

  it('looks a topic up, answers from it and cites it with its confidence', async () => {
    const answer = await ask('What is photosynthesis?');
    expect(answer.message).toContain('convert light energy into chemical energy');
    expect(answer.sources).toHaveLength(1);
    const [source] = answer.sources;
    expect(source?.source).toBe(`Photosynthesis (${wiki.baseUrl}/wiki/Photosynthesis)`);
    expect(source?.content.length).toBeLessThanOrEqual(CHAT.sourceExcerptChars);
    expect(answer.verification.confidence).toBeGreaterThan(CHAT.confidenceMedium);
    expect(answer.verification.inconsistencies).toEqual([]);
  });

  it('lists an article on the Wikipedia Learning tab of whoever it answered, and no one else', async () => {
    const knowledgeOf = async (headers: Record<string, string>) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/wikipedia-knowledge',
        headers,
      });
      return WikipediaKnowledgeSchema.parse(response.json());
    };
    const titlesOf = (knowledge: WikipediaKnowledge) =>
      Object.values(knowledge.knowledgeByCategory)
        .flat()
        .map((article) => article.title);
    // The reads are noted beside the answer, not before it.
    await expect
      .poll(async () => titlesOf(await knowledgeOf(guest)), { timeout: 10_000 })
      .toEqual(['Photosynthesis']);
    const stranger = await knowledgeOf({ [ANONYMOUS_ID_HEADER]: randomUUID() });
    expect(stranger.totalArticles).toBeGreaterThan(0);
    expect(titlesOf(stranger)).toEqual([]);
  });

  it('answers the next question about the topic from the store, without the network', async () => {
    const requestsBefore = wiki.requests.length;
    const answer = await ask('Tell me about photosynthesis');
    expect(answer.sources[0]?.source).toContain('Photosynthesis');
    expect(wiki.requests.length).toBe(requestsBefore);
  });

  it('answers without sources, and without a badge, when the encyclopedia is too slow', async () => {
    const impatient = await buildTestApp({
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        WIKIPEDIA_BASE_URL: wiki.baseUrl,
        WIKIPEDIA_TIMEOUT_MS: String(SHORT_WIKIPEDIA_TIMEOUT_MS),
      },
    });
    wiki.setDelay(SHORT_WIKIPEDIA_TIMEOUT_MS * 20);
    try {
      const started = Date.now();
      const answer = await ask('Who was Ada Lovelace?', impatient.app);
      expect(Date.now() - started).toBeLessThan(SHORT_WIKIPEDIA_TIMEOUT_MS * 15);
      expect(answer.sources).toEqual([]);
      // The engine declines rather than guess: a refusal states nothing a badge could vouch for.
      expect(answer.message).toMatch(/^I can't reach the web from this server/);
      expect(answer.verification.isApplicable).toBe(false);
    } finally {
      wiki.setDelay(0);
      await impatient.close();
    }
  });
});
