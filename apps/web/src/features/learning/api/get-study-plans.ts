import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  allLearningPathsContract,
  knowledgeGapsContract,
  learningAnalyticsContract,
  learningInterestsContract,
  learningRecommendationsContract,
  type Interest,
  type KnowledgeGap,
  type LearningAnalytics,
  type LearningPath,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { SAMPLE_GAPS, SAMPLE_INTERESTS } from '../samples/sample-learner-profile';
import { SAMPLE_LEARNING_PATHS } from '../samples/sample-learning-paths';
import { deriveLearningAnalytics } from '../logic/learning-analytics';

/** What the Study Plans page shows, from the server or (isSample) from the built-in samples. */
export interface StudyPlansData {
  recommendations: LearningPath[];
  paths: LearningPath[];
  interests: Record<string, Interest[]>;
  gaps: Record<string, KnowledgeGap[]>;
  /** Null when the server sent none: the Learning Analytics card is then hidden. */
  analytics: LearningAnalytics | null;
  /** True when the learning endpoints could not be reached and the samples are shown. */
  isSample: boolean;
}

/** The console text of 001 §8 when the samples replace the server's data. */
export const STATIC_DATA_WARNING = 'API endpoints not available, using static data';

/** The query key of the Study Plans data; Start and Complete update this entry in place. */
export const STUDY_PLANS_QUERY_KEY = ['learning', 'study-plans'] as const;

/** The built-in sample data, fresh copies so a learner's clicks never alter the originals. */
export function buildSampleStudyPlans(): StudyPlansData {
  const paths = structuredClone(SAMPLE_LEARNING_PATHS);
  const interests = structuredClone(SAMPLE_INTERESTS);
  const gaps = structuredClone(SAMPLE_GAPS);
  return {
    recommendations: paths.filter((path) => path.recommended),
    paths,
    interests,
    gaps,
    analytics: deriveLearningAnalytics({ paths, interests, gaps }),
    isSample: true,
  };
}

/**
 * The five learning-path calls of 001 §7, in parallel. Their answers are used only when both the
 * recommendations and the all calls succeed; otherwise the built-in samples are.
 */
export async function loadStudyPlans(signal?: AbortSignal): Promise<StudyPlansData> {
  const options = signal ? { signal } : {};
  const [recommendations, all, interests, gaps, analytics] = await Promise.all([
    apiClient.call(learningRecommendationsContract, undefined, options),
    apiClient.call(allLearningPathsContract, undefined, options),
    apiClient.call(learningInterestsContract, undefined, options),
    apiClient.call(knowledgeGapsContract, undefined, options),
    apiClient.call(learningAnalyticsContract, undefined, options),
  ]);
  if (!recommendations.ok || !all.ok) {
    console.warn(STATIC_DATA_WARNING);
    return buildSampleStudyPlans();
  }
  return {
    recommendations: recommendations.data.recommendations,
    paths: all.data.paths,
    interests: interests.ok ? interests.data.interests : {},
    gaps: gaps.ok ? gaps.data.gaps : {},
    analytics: analytics.ok ? analytics.data.analytics : null,
    isSample: false,
  };
}

/** Query options of the Study Plans data. It never fails: the samples stand in for the server. */
export function getStudyPlansQueryOptions() {
  return queryOptions({
    queryKey: STUDY_PLANS_QUERY_KEY,
    queryFn: ({ signal }) => loadStudyPlans(signal),
    // Progress changes are written into this entry; a background refetch would race them.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The learner's paths, interests, gaps and analytics. */
export function useStudyPlans() {
  return useQuery(getStudyPlansQueryOptions());
}
