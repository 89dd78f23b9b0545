import {
  type BackgroundLearningStats,
  STUDY_PLANS,
  type WikipediaArticle,
  type WikipediaKnowledge,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import type { OwnerKey } from '../../identity/caller';
import {
  findReadArticlesByCategory,
  recordArticleReads,
  summarizeKnowledgeStore,
} from './knowledge-stats.repository';

/**
 * Articles sent per category: the tab shows STUDY_PLANS.wikipediaArticlesPerCategory; a few more
 * let a client show the next ones without another call, and the answer stays small.
 */
export const ARTICLES_SENT_PER_CATEGORY = 2 * STUDY_PLANS.wikipediaArticlesPerCategory;

export interface KnowledgeStatsService {
  /**
   * GET /api/wikipedia-knowledge: the shared store's figures, and the articles that answered the
   * reader's own questions (none for a guest without an anonymous id). The store's newest titles
   * are not listed: they would tell every visitor what others asked about.
   */
  getWikipediaKnowledge(reader: OwnerKey | undefined): Promise<WikipediaKnowledge>;
  /** Notes which stored articles (by address) answered one of the reader's questions. */
  recordReads(reader: OwnerKey, sourceUrls: string[]): Promise<void>;
  /** GET /api/background-learning/stats: what the store holds. */
  getLearningStats(): Promise<BackgroundLearningStats>;
}

function utcDayStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Read-only figures of the knowledge store for the Wikipedia Learning tab and the learning popup. */
export function createKnowledgeStatsService(deps: {
  db: Database;
  now?: () => Date;
}): KnowledgeStatsService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async getWikipediaKnowledge(reader) {
      const [summary, rows] = await Promise.all([
        summarizeKnowledgeStore(db, { dayStart: utcDayStart(now()) }),
        reader
          ? findReadArticlesByCategory(db, { reader, perCategory: ARTICLES_SENT_PER_CATEGORY })
          : [],
      ]);
      const knowledgeByCategory: Record<string, WikipediaArticle[]> = {};
      for (const row of rows) {
        const list = (knowledgeByCategory[row.category] ??= []);
        list.push({
          title: row.title,
          content: row.summary,
          reliability: Math.min(1, Math.max(0, row.reliability)),
          timestamp: row.fetchedAt.toISOString(),
          source: row.sourceUrl,
        });
      }
      return {
        totalArticles: summary.total,
        categories: summary.categories,
        systemStats: {
          articlesProcessedToday: summary.fetchedToday,
          averageReliability: summary.averageReliability ?? STUDY_PLANS.defaultReliability,
        },
        knowledgeByCategory,
        lastUpdate: summary.lastUpdate?.toISOString() ?? null,
      };
    },

    async recordReads(reader, sourceUrls) {
      await recordArticleReads(db, { reader, sourceUrls: [...new Set(sourceUrls)], at: now() });
    },

    async getLearningStats() {
      const summary = await summarizeKnowledgeStore(db, { dayStart: utcDayStart(now()) });
      return {
        knowledge: {
          total: summary.total,
          categories: summary.categories,
          addedToday: summary.fetchedToday,
          lastUpdate: summary.lastUpdate?.toISOString() ?? null,
        },
      };
    },
  };
}
