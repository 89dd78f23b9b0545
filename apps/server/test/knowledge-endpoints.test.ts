import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_ID_HEADER,
  BackgroundLearningStatsSchema,
  STUDY_PLANS,
  WikipediaKnowledgeSchema,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestOwnerKey } from '../src/identity/caller';
import { recordArticleReads } from '../src/modules/knowledge/knowledge-stats.repository';
import { ARTICLES_SENT_PER_CATEGORY } from '../src/modules/knowledge/knowledge-stats.service';
import { upsertKnowledgeArticle } from '../src/modules/knowledge/knowledge.repository';
import { buildTestApp, databases, type TestApp } from './build-test-app';

const HOUR_MS = 60 * 60_000;

function article(index: number, category: string, fetchedAt: Date, reliability: number) {
  return {
    title: `Article ${index}`,
    content: `Article ${index} is about ${category}. It has a long body that the list never sends.`,
    summary: `Article ${index} is about ${category}.`,
    category,
    reliability,
    sourceUrl: `https://en.wikipedia.org/wiki/Article_${index}`,
    fetchedAt,
  };
}

describe.each(databases)('knowledge endpoints on $kind', (factory) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
  });
  afterAll(async () => {
    await t.close();
  });

  async function getKnowledge(anonymousId?: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/wikipedia-knowledge',
      headers: anonymousId ? { [ANONYMOUS_ID_HEADER]: anonymousId } : {},
    });
    expect(response.statusCode).toBe(200);
    return WikipediaKnowledgeSchema.parse(response.json());
  }

  async function getStats() {
    const response = await t.app.inject({ method: 'GET', url: '/api/background-learning/stats' });
    expect(response.statusCode).toBe(200);
    return BackgroundLearningStatsSchema.parse(response.json());
  }

  it('answers an empty store with zeros, the default reliability and no last update', async () => {
    expect(await getKnowledge()).toEqual({
      totalArticles: 0,
      categories: 0,
      systemStats: {
        articlesProcessedToday: 0,
        averageReliability: STUDY_PLANS.defaultReliability,
      },
      knowledgeByCategory: {},
      lastUpdate: null,
    });
    expect(await getStats()).toEqual({
      knowledge: { total: 0, categories: 0, addedToday: 0, lastUpdate: null },
    });
  });

  it('lists the articles that answered the reader’s questions, grouped and bounded, with figures of the whole store', async () => {
    const now = Date.now();
    const yesterday = new Date(now - 30 * HOUR_MS);
    // Eight science articles, the first two fetched more than a day ago; one history article.
    for (let index = 0; index < 8; index += 1) {
      const fetchedAt = index < 2 ? yesterday : new Date(now - (8 - index) * 1000);
      await upsertKnowledgeArticle(t.database.db, article(index, 'science', fetchedAt, 0.8), []);
    }
    const newest = new Date(now - 500);
    await upsertKnowledgeArticle(t.database.db, article(8, 'history', newest, 0.98), []);

    // The reader was answered from every article, the oldest read first; someone else from one.
    const reader = randomUUID();
    const other = randomUUID();
    for (let index = 0; index <= 8; index += 1) {
      await recordArticleReads(t.database.db, {
        reader: guestOwnerKey(reader),
        sourceUrls: [article(index, '', newest, 0).sourceUrl],
        at: new Date(now + index * 1000),
      });
    }
    await recordArticleReads(t.database.db, {
      reader: guestOwnerKey(other),
      sourceUrls: [article(0, '', newest, 0).sourceUrl, 'https://example.com/not-stored'],
      at: new Date(now),
    });

    const knowledge = await getKnowledge(reader);
    expect(knowledge.totalArticles).toBe(9);
    expect(knowledge.categories).toBe(2);
    expect(knowledge.systemStats.articlesProcessedToday).toBe(7);
    expect(knowledge.systemStats.averageReliability).toBeCloseTo((8 * 0.8 + 0.98) / 9, 5);
    expect(knowledge.lastUpdate).toBe(newest.toISOString());

    const science = knowledge.knowledgeByCategory.science ?? [];
    expect(science).toHaveLength(ARTICLES_SENT_PER_CATEGORY);
    expect(science.map((item) => item.title)).toEqual(
      [7, 6, 5, 4, 3, 2].slice(0, ARTICLES_SENT_PER_CATEGORY).map((index) => `Article ${index}`),
    );
    expect(knowledge.knowledgeByCategory.history).toEqual([
      {
        title: 'Article 8',
        content: 'Article 8 is about history.',
        reliability: expect.closeTo(0.98, 5) as number,
        timestamp: newest.toISOString(),
        source: 'https://en.wikipedia.org/wiki/Article_8',
      },
    ]);

    expect(await getStats()).toEqual({
      knowledge: { total: 9, categories: 2, addedToday: 7, lastUpdate: newest.toISOString() },
    });
  });

  it('shows nobody the titles others were answered from, only the store’s figures', async () => {
    const stranger = await getKnowledge(randomUUID());
    expect(stranger.totalArticles).toBe(9);
    expect(stranger.knowledgeByCategory).toEqual({});
    expect((await getKnowledge()).knowledgeByCategory).toEqual({});
  });

  it('moves an article read again to the front of its category', async () => {
    const reader = randomUUID();
    const read = (index: number, at: number) =>
      recordArticleReads(t.database.db, {
        reader: guestOwnerKey(reader),
        sourceUrls: [`https://en.wikipedia.org/wiki/Article_${index}`],
        at: new Date(at),
      });
    await read(3, 1_000);
    await read(4, 2_000);
    await read(3, 3_000);
    const titles = (await getKnowledge(reader)).knowledgeByCategory.science?.map((a) => a.title);
    expect(titles).toEqual(['Article 3', 'Article 4']);
  });
});
