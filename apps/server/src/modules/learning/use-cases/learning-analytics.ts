import type { Difficulty, Interest, LearningAnalytics, LearningPath } from '@polymath/shared';

const LEVEL_OF_CONFIDENCE: Record<Interest['confidenceLevel'], Difficulty> = {
  novice: 'beginner',
  intermediate: 'intermediate',
  advanced: 'advanced',
};

/** The learner's overall level: the confidence of most of their mentions (beginner with none). */
function skillLevelOf(interests: Interest[]): Difficulty {
  const weights = new Map<Difficulty, number>();
  for (const interest of interests) {
    const level = LEVEL_OF_CONFIDENCE[interest.confidenceLevel];
    weights.set(level, (weights.get(level) ?? 0) + interest.frequency);
  }
  return [...weights].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'beginner';
}

/**
 * The Learning Analytics card (001 §3 "Analytics"). Resources are counted over every path;
 * averageProgress is the mean progress of the paths the learner started (0 when none).
 */
export function analyticsOf(
  interests: Interest[],
  gapCount: number,
  paths: LearningPath[],
): LearningAnalytics {
  const started = paths.filter((path) => path.progress > 0);
  const resources = paths.flatMap((path) => path.resources);
  return {
    totalInterests: interests.length,
    activeCategories: new Set(interests.map((interest) => interest.category)).size,
    knowledgeGaps: gapCount,
    recommendedPaths: paths.filter((path) => path.recommended).length,
    progressSummary: {
      notStarted: paths.length - started.length,
      inProgress: started.filter((path) => path.progress < 100).length,
      completed: started.filter((path) => path.progress >= 100).length,
    },
    totalResources: resources.length,
    completedResources: resources.filter((resource) => resource.completed).length,
    averageProgress:
      started.length === 0
        ? 0
        : Math.round(started.reduce((sum, path) => sum + path.progress, 0) / started.length),
    skillLevel: skillLevelOf(interests),
  };
}
