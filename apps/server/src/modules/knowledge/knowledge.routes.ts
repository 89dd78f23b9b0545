import {
  backgroundLearningStatsContract,
  scraperStatusContract,
  wikipediaKnowledgeContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import { ownerKeyOf } from '../../identity/caller';
import type { BackgroundLearner } from './background-learning/background-learner';
import type { KnowledgeStatsService } from './knowledge-stats.service';

/**
 * The knowledge store's public, read-only endpoints (000 §7, 001 §3). They start no work: topics
 * are queued by the chat, never by a status call (`?test=true` is accepted and changes nothing).
 * The article list is the caller's own; the figures are the shared store's.
 */
export function registerKnowledgeRoutes(
  app: FastifyInstance,
  deps: { learner: BackgroundLearner; stats: KnowledgeStatsService },
): void {
  const tags = ['knowledge'];
  routeFromContract(app, scraperStatusContract, () => deps.learner.getStatus(), { tags });
  routeFromContract(app, backgroundLearningStatsContract, () => deps.stats.getLearningStats(), {
    tags,
  });
  routeFromContract(
    app,
    wikipediaKnowledgeContract,
    (request) => deps.stats.getWikipediaKnowledge(ownerKeyOf(request.caller)),
    { tags },
  );
}
