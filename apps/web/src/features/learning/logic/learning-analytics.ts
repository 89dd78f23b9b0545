import type {
  Difficulty,
  Interest,
  KnowledgeGap,
  LearningAnalytics,
  LearningPath,
} from '@polymath/shared';

const CONFIDENCE_TO_SKILL: Record<Interest['confidenceLevel'], Difficulty> = {
  novice: 'beginner',
  intermediate: 'intermediate',
  advanced: 'advanced',
};

/** What the analytics are computed from when the server's cannot be had. */
export interface AnalyticsInputs {
  paths: readonly LearningPath[];
  interests: Readonly<Record<string, readonly Interest[]>>;
  gaps: Readonly<Record<string, readonly KnowledgeGap[]>>;
}

/**
 * The Learning Analytics card's figures, computed in the browser from the paths, interests and gaps
 * on screen: used with the sample data, whose numbers must still follow what the learner did.
 */
export function deriveLearningAnalytics({
  paths,
  interests,
  gaps,
}: AnalyticsInputs): LearningAnalytics {
  const allInterests = Object.values(interests).flat();
  const resources = paths.flatMap((path) => path.resources);
  const totalProgress = paths.reduce((sum, path) => sum + path.progress, 0);
  return {
    totalInterests: allInterests.length,
    activeCategories: Object.values(interests).filter((list) => list.length > 0).length,
    knowledgeGaps: Object.values(gaps).flat().length,
    recommendedPaths: paths.filter((path) => path.recommended).length,
    progressSummary: {
      notStarted: paths.filter((path) => path.progress === 0).length,
      inProgress: paths.filter((path) => path.progress > 0 && path.progress < 100).length,
      completed: paths.filter((path) => path.progress >= 100).length,
    },
    totalResources: resources.length,
    completedResources: resources.filter((resource) => resource.completed).length,
    averageProgress: paths.length === 0 ? 0 : Math.round(totalProgress / paths.length),
    skillLevel: mostCommonSkill(allInterests),
  };
}

// The confidence the learner shows most often; beginner until there is anything to go on.
function mostCommonSkill(interests: readonly Interest[]): Difficulty {
  const counts = new Map<Difficulty, number>();
  for (const interest of interests) {
    const skill = CONFIDENCE_TO_SKILL[interest.confidenceLevel];
    counts.set(skill, (counts.get(skill) ?? 0) + 1);
  }
  let best: Difficulty = 'beginner';
  for (const [skill, count] of counts) if (count > (counts.get(best) ?? 0)) best = skill;
  return best;
}
