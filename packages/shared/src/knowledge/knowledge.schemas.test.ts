import { describe, expect, it } from 'vitest';
import { STUDY_PLANS } from '../constants';
import { ScraperStatusSchema, WikipediaKnowledgeSchema } from './knowledge.schemas';

const article = {
  title: 'Ada Lovelace',
  content: 'English mathematician…',
  reliability: 0.95,
  timestamp: '2025-01-31T09:30:00.000Z',
  source: 'https://en.wikipedia.org/wiki/Ada_Lovelace',
};
const knowledge = {
  totalArticles: 1,
  categories: 1,
  systemStats: { articlesProcessedToday: 1 },
  knowledgeByCategory: { history: [article] },
  lastUpdate: null,
};

describe('knowledge schemas', () => {
  it('defaults the average reliability to 0.94', () => {
    const parsed = WikipediaKnowledgeSchema.parse(knowledge);
    expect(parsed.systemStats.averageReliability).toBe(STUDY_PLANS.defaultReliability);
  });

  it('refuses an article reliability above 1', () => {
    const knowledgeByCategory = { history: [{ ...article, reliability: 1.2 }] };
    expect(WikipediaKnowledgeSchema.safeParse({ ...knowledge, knowledgeByCategory }).success).toBe(
      false,
    );
  });

  it('refuses an unknown scraper state', () => {
    expect(ScraperStatusSchema.safeParse({ active: true, status: 'active' }).success).toBe(true);
    expect(ScraperStatusSchema.safeParse({ active: true, status: 'busy' }).success).toBe(false);
  });

  it('carries the queue, today’s count and the latest failure beside the state', () => {
    const status = {
      active: false,
      status: 'idle',
      enabled: true,
      queued: 2,
      processedToday: 5,
      lastError: { message: 'Wikipedia answered 500', at: '2025-01-31T09:30:00.000Z' },
    };
    expect(ScraperStatusSchema.parse(status)).toEqual(status);
    expect(ScraperStatusSchema.safeParse({ ...status, queued: -1 }).success).toBe(false);
  });
});
