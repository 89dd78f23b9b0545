import { describe, expect, it } from 'vitest';
import {
  ADAPTIVE_LEARNING,
  AdaptiveLearningPathSchema,
  GapsResponseSchema,
  InterestsResponseSchema,
  LearningPathSchema,
} from '@polymath/shared';
import { SAMPLE_ADAPTIVE_PATHS } from '../adaptive/sample-adaptive-paths';
import { buildSampleStudyPlans } from '../api/get-study-plans';
import { SAMPLE_GAPS, SAMPLE_INTERESTS } from './sample-learner-profile';
import { SAMPLE_LEARNING_PATHS } from './sample-learning-paths';

describe('sample study plans', () => {
  it('are valid paths with unique ids and https resources, and start untouched', () => {
    for (const path of SAMPLE_LEARNING_PATHS) {
      expect(LearningPathSchema.parse(path)).toEqual(path);
      expect(path.progress).toBe(0);
      for (const resource of path.resources) {
        expect(new URL(resource.url).protocol).toBe('https:');
        expect(resource.completed).toBe(false);
      }
    }
    const ids = SAMPLE_LEARNING_PATHS.flatMap((path) => [
      path.id,
      ...path.resources.map((r) => `${path.id}/${r.id}`),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('have valid interests and gaps, and analytics that follow them', () => {
    expect(InterestsResponseSchema.safeParse({ interests: SAMPLE_INTERESTS }).success).toBe(true);
    expect(GapsResponseSchema.safeParse({ gaps: SAMPLE_GAPS }).success).toBe(true);
    const sample = buildSampleStudyPlans();
    expect(sample.isSample).toBe(true);
    expect(sample.recommendations.every((path) => path.recommended)).toBe(true);
    expect(sample.analytics).toMatchObject({
      totalInterests: 3,
      activeCategories: 2,
      knowledgeGaps: 2,
      recommendedPaths: sample.recommendations.length,
      completedResources: 0,
      averageProgress: 0,
    });
  });

  it('hands out copies, so one page’s clicks never change another’s samples', () => {
    const first = buildSampleStudyPlans();
    first.paths[0]!.progress = 50;
    expect(buildSampleStudyPlans().paths[0]?.progress).toBe(0);
  });
});

describe('sample adaptive paths', () => {
  it('are the three valid paths of 30, 40 and 60 hours with node XP from 100 to 250', () => {
    expect(SAMPLE_ADAPTIVE_PATHS.map((path) => path.estimatedHours)).toEqual([
      ...ADAPTIVE_LEARNING.sampleHours,
    ]);
    for (const path of SAMPLE_ADAPTIVE_PATHS) {
      expect(AdaptiveLearningPathSchema.safeParse(path).success).toBe(true);
      const ids = new Set(path.nodes.map((node) => node.id));
      for (const node of path.nodes) {
        expect(node.prerequisites.every((id) => ids.has(id))).toBe(true);
      }
    }
    const xp = SAMPLE_ADAPTIVE_PATHS.flatMap((path) => path.nodes.map((node) => node.xpReward));
    expect(Math.min(...xp)).toBe(ADAPTIVE_LEARNING.nodeXpMin);
    expect(Math.max(...xp)).toBe(ADAPTIVE_LEARNING.nodeXpMax);
  });
});
