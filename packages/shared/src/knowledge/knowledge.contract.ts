import { defineContract } from '../http/contract';
import {
  BackgroundLearningStatsSchema,
  ScraperStatusQuerySchema,
  ScraperStatusSchema,
  WikipediaKnowledgeSchema,
} from './knowledge.schemas';

/** GET /api/scraper-status (000 §7): whether the background learner is fetching right now. */
export const scraperStatusContract = defineContract({
  method: 'GET',
  path: '/api/scraper-status',
  summary: 'Whether the background learner is active, with its queue and latest error',
  query: ScraperStatusQuerySchema,
  response: ScraperStatusSchema,
});

/** GET /api/background-learning/stats (000 §7): what the knowledge store holds. */
export const backgroundLearningStatsContract = defineContract({
  method: 'GET',
  path: '/api/background-learning/stats',
  summary: 'How many articles the knowledge store holds',
  response: BackgroundLearningStatsSchema,
});

/** GET /api/wikipedia-knowledge (001 §3): the Wikipedia Learning tab's figures and articles. */
export const wikipediaKnowledgeContract = defineContract({
  method: 'GET',
  path: '/api/wikipedia-knowledge',
  summary: 'Encyclopedia articles learned so far, grouped by category, with figures',
  response: WikipediaKnowledgeSchema,
});
