import type { Interest, LearningPath } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { analyticsOf } from './learning-analytics';

const resource = (id: string, completed: boolean) => ({
  id,
  type: 'article',
  title: id,
  url: 'https://example.org/',
  description: '',
  duration: 'Self-paced',
  difficulty: 'beginner' as const,
  tags: [],
  completed,
});
const path = (
  id: string,
  progress: number,
  done: boolean[],
  recommended = false,
): LearningPath => ({
  id,
  title: id,
  description: '',
  difficulty: 'beginner',
  estimatedTime: '2 weeks',
  topics: [],
  prerequisites: [],
  category: 'Biology',
  progress,
  recommended,
  relevanceScore: recommended ? 3 : 0,
  resources: done.map((completed, i) => resource(`${id}-${i}`, completed)),
});
const interest = (
  topic: string,
  category: string,
  frequency: number,
  level: Interest['confidenceLevel'],
): Interest => ({
  topic,
  category,
  frequency,
  lastMentioned: '2026-03-01T10:00:00.000Z',
  confidenceLevel: level,
  keyQuestions: [],
});

describe('analyticsOf', () => {
  it('counts interests, categories, gaps, paths by state and resources', () => {
    const analytics = analyticsOf(
      [
        interest('mitosis', 'Biology', 1, 'novice'),
        interest('rust', 'Computer Science', 3, 'advanced'),
        interest('cell', 'Biology', 1, 'novice'),
      ],
      2,
      [
        path('a', 0, [false, false], true),
        path('b', 15, [false, false]),
        path('c', 100, [true, true]),
      ],
    );
    expect(analytics).toEqual({
      totalInterests: 3,
      activeCategories: 2,
      knowledgeGaps: 2,
      recommendedPaths: 1,
      progressSummary: { notStarted: 1, inProgress: 1, completed: 1 },
      totalResources: 6,
      completedResources: 2,
      // The mean of the started paths (15 and 100).
      averageProgress: 58,
      // Three advanced mentions outweigh two novice ones.
      skillLevel: 'advanced',
    });
  });

  it('is beginner with nothing started for a new learner', () => {
    const analytics = analyticsOf([], 0, [path('a', 0, [false])]);
    expect(analytics.skillLevel).toBe('beginner');
    expect(analytics.averageProgress).toBe(0);
  });
});
