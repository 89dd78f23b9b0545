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
    /** How many categories hold articles. */
    categories: CountSchema.optional(),
    /** Articles stored or refreshed since midnight UTC. */
    addedToday: CountSchema.optional(),
    /** When the store last learned an article; null before the first. */
    lastUpdate: TimestampSchema.nullable().optional(),
  }),
});
export type BackgroundLearningStats = z.infer<typeof BackgroundLearningStatsSchema>;

/** Whether the background learner is fetching articles right now. */
export const SCRAPER_STATES = ['active', 'idle'] as const;

/** A lookup of the background learner that failed. */
export const ScraperErrorSchema = z.object({
  /** A readable reason, e.g. 'Wikipedia did not answer within 8000 ms'. */
  message: z.string(),
  at: TimestampSchema,
});
export type ScraperError = z.infer<typeof ScraperErrorSchema>;

/** GET /api/scraper-status query: `test=true` is accepted for the original client and changes nothing. */
export const ScraperStatusQuerySchema = z.object({
  test: z.enum(['true', 'false']).optional(),
});
export type ScraperStatusQuery = z.infer<typeof ScraperStatusQuerySchema>;

/** GET /api/scraper-status: the popup shows while the learner is active (000 §2, §7). */
export const ScraperStatusSchema = z.object({
  active: z.boolean(),
  status: z.enum(SCRAPER_STATES),
  /** False when encyclopedia lookups are turned off (KNOWLEDGE_LOOKUP=false): nothing is fetched. */
  enabled: z.boolean().optional(),
  /** Topics waiting for their turn. */
  queued: CountSchema.optional(),
  /** Topics the learner finished since midnight UTC. */
  processedToday: CountSchema.optional(),
  /** The latest failed lookup (after its retries), or null. Topics are not shown: they are users' words. */
  lastError: ScraperErrorSchema.nullable().optional(),
});
export type ScraperStatus = z.infer<typeof ScraperStatusSchema>;
