import { z } from 'zod';
import {
  CountSchema,
  DifficultySchema,
  IdSchema,
  PercentSchema,
  PrioritySchema,
  TimestampSchema,
  WebUrlSchema,
} from '../common/common.schemas';

/** The resource types that have their own icon; any other type is accepted with a default icon. */
export const KNOWN_RESOURCE_TYPES = [
  'article',
  'video',
  'exercise',
  'quiz',
  'tutorial',
  'documentation',
] as const;
export type KnownResourceType = (typeof KNOWN_RESOURCE_TYPES)[number];

/** Whether a resource type has its own icon. */
export function isKnownResourceType(type: string): type is KnownResourceType {
  return (KNOWN_RESOURCE_TYPES as readonly string[]).includes(type);
}

/** Something to read, watch or do on a learning path (001 §3 "Resource"). */
export const ResourceSchema = z.object({
  id: IdSchema,
  /** Usually one of KNOWN_RESOURCE_TYPES; other types are kept (001 §3). */
  type: z.string().min(1),
  title: z.string().min(1),
  url: WebUrlSchema,
  description: z.string(),
  /** Display text such as `15 min`. */
  duration: z.string(),
  difficulty: DifficultySchema,
  tags: z.array(z.string()),
  /** Goes from false to true once; the Complete button is then disabled (001 §4). */
  completed: z.boolean().default(false),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** A Study Plans learning path (001 §3 "LearningPath"). */
export const LearningPathSchema = z.object({
  id: IdSchema,
  title: z.string().min(1),
  description: z.string(),
  difficulty: DifficultySchema,
  /** Display text such as `2-3 weeks`. */
  estimatedTime: z.string(),
  topics: z.array(z.string()),
  prerequisites: z.array(z.string()),
  category: z.string().min(1),
  /** Rounded percent of completed resources; at least STUDY_PLANS.minStartProgress once started. */
  progress: PercentSchema,
  recommended: z.boolean(),
  /** How well the path matches the user's interests and gaps; higher sorts first. */
  relevanceScore: z.number().nonnegative(),
  resources: z.array(ResourceSchema),
});
export type LearningPath = z.infer<typeof LearningPathSchema>;

/** How confident the user sounds about a topic (001 §3 "Interest"). */
export const CONFIDENCE_LEVELS = ['novice', 'intermediate', 'advanced'] as const;

/** A topic detected in the user's questions (001 §3 "Interest"). */
export const InterestSchema = z.object({
  topic: z.string().min(1),
  category: z.string().min(1),
  /** How many times it was mentioned. */
  frequency: CountSchema,
  lastMentioned: TimestampSchema,
  confidenceLevel: z.enum(CONFIDENCE_LEVELS),
  keyQuestions: z.array(z.string()),
});
export type Interest = z.infer<typeof InterestSchema>;

/** Something the user's questions show they have not mastered (001 §3 "KnowledgeGap"). */
export const KnowledgeGapSchema = z.object({
  topic: z.string().min(1),
  category: z.string().min(1),
  /** An open label, for example `application` or `concept`. */
  gapType: z.string().min(1),
  /** The questions it was detected from, latest last. */
  detectedFrom: z.array(z.string()),
  priority: PrioritySchema,
  /** Titles of resources that would close the gap. */
  suggestedResources: z.array(z.string()),
});
export type KnowledgeGap = z.infer<typeof KnowledgeGapSchema>;

/** The Learning Analytics card (001 §3 "Analytics"). */
export const LearningAnalyticsSchema = z.object({
  totalInterests: CountSchema,
  /** Categories with at least one interest. */
  activeCategories: CountSchema,
  knowledgeGaps: CountSchema,
  recommendedPaths: CountSchema,
  /** Paths by state. */
  progressSummary: z.object({
    notStarted: CountSchema,
    inProgress: CountSchema,
    completed: CountSchema,
  }),
  totalResources: CountSchema,
  completedResources: CountSchema,
  averageProgress: PercentSchema,
  skillLevel: DifficultySchema,
});
export type LearningAnalytics = z.infer<typeof LearningAnalyticsSchema>;

/** GET /api/learning-paths/recommendations (001 §7). */
export const RecommendationsResponseSchema = z.object({
  recommendations: z.array(LearningPathSchema),
});
export type RecommendationsResponse = z.infer<typeof RecommendationsResponseSchema>;

/** GET /api/learning-paths/all (001 §7). */
export const AllPathsResponseSchema = z.object({
  paths: z.array(LearningPathSchema),
});
export type AllPathsResponse = z.infer<typeof AllPathsResponseSchema>;

/** GET /api/learning-paths/interests: interests keyed by category (001 §7). */
export const InterestsResponseSchema = z.object({
  interests: z.record(z.string(), z.array(InterestSchema)),
});
export type InterestsResponse = z.infer<typeof InterestsResponseSchema>;

/** GET /api/learning-paths/gaps: knowledge gaps keyed by category (001 §7). */
export const GapsResponseSchema = z.object({
  gaps: z.record(z.string(), z.array(KnowledgeGapSchema)),
});
export type GapsResponse = z.infer<typeof GapsResponseSchema>;

/** GET /api/learning-paths/analytics (001 §7). */
export const AnalyticsResponseSchema = z.object({
  analytics: LearningAnalyticsSchema,
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>;

/** GET /api/learning-paths/search query; blank text clears the results instead (001 §5). */
export const SearchPathsQuerySchema = z.object({
  q: z.string().trim().min(1, 'Enter a title, topic or keyword'),
});
export type SearchPathsQuery = z.infer<typeof SearchPathsQuerySchema>;

/** GET /api/learning-paths/search answer (001 §7). */
export const SearchPathsResponseSchema = z.object({
  results: z.array(LearningPathSchema),
});
export type SearchPathsResponse = z.infer<typeof SearchPathsResponseSchema>;

/** POST /api/learning-paths/update-progress body (001 §7). */
export const UpdatePathProgressRequestSchema = z.object({
  pathId: IdSchema,
  progress: PercentSchema,
});
export type UpdatePathProgressRequest = z.infer<typeof UpdatePathProgressRequestSchema>;

/** POST /api/learning-paths/complete-resource body (001 §7). */
export const CompleteResourceRequestSchema = z.object({
  pathId: IdSchema,
  resourceId: IdSchema,
});
export type CompleteResourceRequest = z.infer<typeof CompleteResourceRequestSchema>;

/**
 * POST /api/learning-paths/update-progress and /complete-resource answer (001 §7 says "not shown"):
 * the path as it now is for the caller, with its progress and completed resources.
 */
export const LearningPathUpdateResponseSchema = z.object({
  success: z.literal(true),
  path: LearningPathSchema,
});
export type LearningPathUpdateResponse = z.infer<typeof LearningPathUpdateResponseSchema>;
