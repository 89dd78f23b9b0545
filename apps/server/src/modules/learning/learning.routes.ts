import {
  allLearningPathsContract,
  completeResourceContract,
  knowledgeGapsContract,
  learningAnalyticsContract,
  learningInterestsContract,
  learningRecommendationsContract,
  searchLearningPathsContract,
  updatePathProgressContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import type { LearningService } from './learning.service';

const tags = ['learning'];

/** The Study Plans endpoints (001 §7). Reads without a learner show no personal data. */
export function registerLearningRoutes(
  app: FastifyInstance,
  deps: { learning: LearningService },
): void {
  const { learning } = deps;

  routeFromContract(
    app,
    learningRecommendationsContract,
    async (request) => ({
      recommendations: await learning.getRecommendations(request.caller),
    }),
    { tags },
  );

  routeFromContract(
    app,
    allLearningPathsContract,
    async (request) => ({ paths: await learning.getAllPaths(request.caller) }),
    { tags },
  );

  routeFromContract(
    app,
    learningInterestsContract,
    async (request) => ({ interests: await learning.getInterests(request.caller) }),
    { tags },
  );

  routeFromContract(
    app,
    knowledgeGapsContract,
    async (request) => ({ gaps: await learning.getGaps(request.caller) }),
    { tags },
  );

  routeFromContract(
    app,
    learningAnalyticsContract,
    async (request) => ({ analytics: await learning.getAnalytics(request.caller) }),
    { tags },
  );

  routeFromContract(
    app,
    searchLearningPathsContract,
    async (request) => ({
      results: await learning.search(request.caller, request.query.q),
    }),
    { tags },
  );

  routeFromContract(
    app,
    updatePathProgressContract,
    async (request) => ({
      success: true as const,
      path: await learning.updateProgress(
        request.caller,
        request.body.pathId,
        request.body.progress,
      ),
    }),
    { tags },
  );

  routeFromContract(
    app,
    completeResourceContract,
    async (request) => ({
      success: true as const,
      path: await learning.completeResource(
        request.caller,
        request.body.pathId,
        request.body.resourceId,
      ),
    }),
    { tags },
  );
}
