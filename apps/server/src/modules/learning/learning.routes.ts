import {
  ANONYMOUS_ID_HEADER,
  AppError,
  allLearningPathsContract,
  completeResourceContract,
  knowledgeGapsContract,
  learningAnalyticsContract,
  learningInterestsContract,
  learningRecommendationsContract,
  searchLearningPathsContract,
  updatePathProgressContract,
} from '@polymath/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type LearnerKey, readLearnerKey } from '../../http/learner-key';
import { routeFromContract } from '../../http/route';
import type { LearningService } from './learning.service';

const tags = ['learning'];

/**
 * The learner a write belongs to. A caller with neither a bearer token nor an anonymous id has
 * nowhere to keep progress: 401 UNAUTHENTICATED, saying how to be known.
 */
function requireLearner(request: FastifyRequest): LearnerKey {
  const learner = readLearnerKey(request);
  if (learner) return learner;
  throw new AppError('UNAUTHENTICATED', {
    message: `Sign in, or send an anonymous id in the ${ANONYMOUS_ID_HEADER} header, to save learning progress.`,
  });
}

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
      recommendations: await learning.getRecommendations(readLearnerKey(request)),
    }),
    { tags },
  );

  routeFromContract(
    app,
    allLearningPathsContract,
    async (request) => ({ paths: await learning.getAllPaths(readLearnerKey(request)) }),
    { tags },
  );

  routeFromContract(
    app,
    learningInterestsContract,
    async (request) => ({ interests: await learning.getInterests(readLearnerKey(request)) }),
    { tags },
  );

  routeFromContract(
    app,
    knowledgeGapsContract,
    async (request) => ({ gaps: await learning.getGaps(readLearnerKey(request)) }),
    { tags },
  );

  routeFromContract(
    app,
    learningAnalyticsContract,
    async (request) => ({ analytics: await learning.getAnalytics(readLearnerKey(request)) }),
    { tags },
  );

  routeFromContract(
    app,
    searchLearningPathsContract,
    async (request) => ({
      results: await learning.search(readLearnerKey(request), request.query.q),
    }),
    { tags },
  );

  routeFromContract(
    app,
    updatePathProgressContract,
    async (request) => ({
      success: true as const,
      path: await learning.updateProgress(
        requireLearner(request),
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
        requireLearner(request),
        request.body.pathId,
        request.body.resourceId,
      ),
    }),
    { tags },
  );
}
