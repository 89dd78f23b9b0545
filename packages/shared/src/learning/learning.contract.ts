import { defineContract } from '../http/contract';
import {
  AllPathsResponseSchema,
  AnalyticsResponseSchema,
  CompleteResourceRequestSchema,
  GapsResponseSchema,
  InterestsResponseSchema,
  LearningPathUpdateResponseSchema,
  RecommendationsResponseSchema,
  SearchPathsQuerySchema,
  SearchPathsResponseSchema,
  UpdatePathProgressRequestSchema,
} from './learning-path.schemas';

/*
 * The Study Plans calls (001 §7). The caller is the signed-in user (bearer token) or the guest of
 * the x-anonymous-id header. Without either, reads answer with the paths and no personal data, and
 * writes are refused with 401 UNAUTHENTICATED.
 */

/** GET /api/learning-paths/recommendations: recommended paths, most relevant first. */
export const learningRecommendationsContract = defineContract({
  method: 'GET',
  path: '/api/learning-paths/recommendations',
  summary: "Learning paths recommended from the caller's interests and knowledge gaps",
  response: RecommendationsResponseSchema,
});

/** GET /api/learning-paths/all: every path with the caller's progress and relevance. */
export const allLearningPathsContract = defineContract({
  method: 'GET',
  path: '/api/learning-paths/all',
  summary: "Every learning path, with the caller's progress",
  response: AllPathsResponseSchema,
});

/** GET /api/learning-paths/interests: the caller's interests keyed by category. */
export const learningInterestsContract = defineContract({
  method: 'GET',
  path: '/api/learning-paths/interests',
  summary: "The topics of the caller's messages, keyed by category",
  response: InterestsResponseSchema,
});

/** GET /api/learning-paths/gaps: the caller's knowledge gaps keyed by category. */
export const knowledgeGapsContract = defineContract({
  method: 'GET',
  path: '/api/learning-paths/gaps',
  summary: "The caller's knowledge gaps, keyed by category",
  response: GapsResponseSchema,
});

/** GET /api/learning-paths/analytics: the Learning Analytics card. */
export const learningAnalyticsContract = defineContract({
  method: 'GET',
  path: '/api/learning-paths/analytics',
  summary: "The caller's learning analytics",
  response: AnalyticsResponseSchema,
});

/** GET /api/learning-paths/search?q=: paths matching the words; blank q is 400 VALIDATION. */
export const searchLearningPathsContract = defineContract({
  method: 'GET',
  path: '/api/learning-paths/search',
  summary: 'Learning paths whose title, description, topics or category match the query',
  query: SearchPathsQuerySchema,
  response: SearchPathsResponseSchema,
});

/**
 * POST /api/learning-paths/update-progress: starts a path or reports progress (at least
 * STUDY_PLANS.minStartProgress, never lower than before; only completed resources make 100).
 */
export const updatePathProgressContract = defineContract({
  method: 'POST',
  path: '/api/learning-paths/update-progress',
  summary: 'Start a learning path or report progress on it',
  body: UpdatePathProgressRequestSchema,
  response: LearningPathUpdateResponseSchema,
});

/** POST /api/learning-paths/complete-resource: marks a resource done (idempotent). */
export const completeResourceContract = defineContract({
  method: 'POST',
  path: '/api/learning-paths/complete-resource',
  summary: 'Mark a resource of a learning path completed',
  body: CompleteResourceRequestSchema,
  response: LearningPathUpdateResponseSchema,
});
