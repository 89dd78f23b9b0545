import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  chatContract,
  completeResourceContract,
  learningAnalyticsContract,
  STUDY_PLANS,
  updatePathProgressContract,
  type LearningPath,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { deriveLearningAnalytics } from '../logic/learning-analytics';
import { completeResourceInPath, startedProgress } from '../logic/path-progress';
import {
  buildStudyPlanText,
  pathActivatedMessage,
  studyPlanConversationId,
} from '../logic/study-plan-messages';
import { STUDY_PLANS_QUERY_KEY, type StudyPlansData } from './get-study-plans';

type PathUpdate = (path: LearningPath) => LearningPath;

// A path can sit in both lists; both copies change together.
function updatePathInCache(queryClient: QueryClient, pathId: string, update: PathUpdate): void {
  queryClient.setQueryData<StudyPlansData>(STUDY_PLANS_QUERY_KEY, (data) => {
    if (!data) return data;
    const apply = (path: LearningPath) => (path.id === pathId ? update(path) : path);
    return {
      ...data,
      recommendations: data.recommendations.map(apply),
      paths: data.paths.map(apply),
    };
  });
}

/**
 * Reloads the analytics after a change (001 §9: 1 s after completing a resource). The samples have
 * no server behind them, so their figures are recomputed from what is on screen.
 */
export async function refreshLearningAnalytics(queryClient: QueryClient): Promise<void> {
  const data = queryClient.getQueryData<StudyPlansData>(STUDY_PLANS_QUERY_KEY);
  if (!data) return;
  if (data.isSample) {
    const analytics = deriveLearningAnalytics(data);
    queryClient.setQueryData<StudyPlansData>(STUDY_PLANS_QUERY_KEY, (current) =>
      current ? { ...current, analytics } : current,
    );
    return;
  }
  const result = await apiClient.call(learningAnalyticsContract);
  if (!result.ok) return;
  queryClient.setQueryData<StudyPlansData>(STUDY_PLANS_QUERY_KEY, (current) =>
    current ? { ...current, analytics: result.data.analytics } : current,
  );
}

/** How a start ended: recorded on the server, or only on this page (the §8 alert was shown). */
export interface StartPathOutcome {
  path: LearningPath;
  isRecorded: boolean;
}

/**
 * Starts (or continues) a path: progress goes to at least 15 on the server, and the study plan is
 * posted to the chat as the assistant's message (its failure is tolerated). When the server refuses
 * the progress, the §8 alert says the path is activated and the page shows progress 15 anyway.
 */
export function useStartLearningPath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (path: LearningPath): Promise<StartPathOutcome> => {
      const progress = startedProgress(path.progress);
      const started = { ...path, progress };
      updatePathInCache(queryClient, path.id, (current) => ({ ...current, progress }));
      const result = await apiClient.call(updatePathProgressContract, {
        body: { pathId: path.id, progress },
      });
      if (!result.ok) {
        window.alert(pathActivatedMessage(path.title));
        return { path: started, isRecorded: false };
      }
      // The server's copy is the truth (it never lowers progress, for instance).
      const saved = result.data.path;
      updatePathInCache(queryClient, path.id, () => saved);
      void apiClient.call(chatContract, {
        body: {
          message: buildStudyPlanText(saved),
          conversationId: studyPlanConversationId(path.id, Date.now()),
          sender: 'assistant',
        },
      });
      return { path: saved, isRecorded: true };
    },
  });
}

/**
 * Marks a resource done: shown at once, recorded on the server (a failure is only logged, 001 §8),
 * and the analytics reloaded a second later.
 */
export function useCompleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pathId, resourceId }: { pathId: string; resourceId: string }) => {
      updatePathInCache(queryClient, pathId, (path) => completeResourceInPath(path, resourceId));
      const result = await apiClient.call(completeResourceContract, {
        body: { pathId, resourceId },
      });
      if (result.ok) {
        const saved = result.data.path;
        updatePathInCache(queryClient, pathId, () => saved);
      } else {
        console.warn('Could not record the completed resource:', result.error.message);
      }
      window.setTimeout(() => {
        void refreshLearningAnalytics(queryClient);
      }, STUDY_PLANS.analyticsRefreshAfterCompleteMs);
    },
  });
}
