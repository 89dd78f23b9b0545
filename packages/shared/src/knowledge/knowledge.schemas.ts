import { z } from 'zod';
import { STUDY_PLANS } from '../constants';
import { CountSchema, TimestampSchema, UnitScoreSchema } from '../common/common.schemas';

/** An encyclopedia article the background learner stored (001 §3 knowledgeByCategory). */
export const WikipediaArticleSchema = z.object({
  title: z.string().min(1),
  /** An excerpt of the article's text. */
  content: z.string(),
  /** Highlighted above STUDY_PLANS.reliabilityHighlightAbove. */
  reliability: UnitScoreSchema,
  /** When it was learned. */
  timestamp: TimestampSchema,
  /** Where it came from: the article's address. */
  source: z.string().min(1),
});
export type WikipediaArticle = z.infer<typeof WikipediaArticleSchema>;

/** The learner's figures for the stat cards Today and Reliability. */
export const WikipediaSystemStatsSchema = z.object({
  articlesProcessedToday: CountSchema,
  averageReliability: UnitScoreSchema.default(STUDY_PLANS.defaultReliability),
});
export type WikipediaSystemStats = z.infer<typeof WikipediaSystemStatsSchema>;

/** GET /api/wikipedia-knowledge: what the Wikipedia Learning tab shows (001 §3). */
export const WikipediaKnowledgeSchema = z.object({
  totalArticles: CountSchema,
  /** How many categories hold articles (the Categories stat card). */
  categories: CountSchema,
  systemStats: WikipediaSystemStatsSchema,
  /** Articles grouped by category name, newest first. */
  knowledgeByCategory: z.record(z.string(), z.array(WikipediaArticleSchema)),
  /** When the learner last stored an article; null before the first. */
  lastUpdate: TimestampSchema.nullable(),
});
export type WikipediaKnowledge = z.infer<typeof WikipediaKnowledgeSchema>;

/** GET /api/background-learning/stats: the "AI learning active" popup reads knowledge.total (000 §7). */
export const BackgroundLearningStatsSchema = z.object({
  knowledge: z.object({
    total: CountSchema,
  }),
});
export type BackgroundLearningStats = z.infer<typeof BackgroundLearningStatsSchema>;

/** Whether the background learner is fetching articles right now. */
export const SCRAPER_STATES = ['active', 'idle'] as const;

/** GET /api/scraper-status: the popup shows while the learner is active (000 §2, §7). */
export const ScraperStatusSchema = z.object({
  active: z.boolean(),
  status: z.enum(SCRAPER_STATES),
});
export type ScraperStatus = z.infer<typeof ScraperStatusSchema>;
