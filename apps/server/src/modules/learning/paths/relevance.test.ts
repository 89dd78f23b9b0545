import { describe, expect, it } from 'vitest';
import { buildPathCatalog } from './build-path-catalog';
import { TEST_SUBJECTS } from '../../../../test/fixtures/learning-catalog';
import { isRecommended, type LearnerProfile, relevanceOf } from './relevance';

const catalog = buildPathCatalog(TEST_SUBJECTS);
const path = (id: string) => {
  const found = catalog.find((candidate) => candidate.id.endsWith(id));
  if (!found) throw new Error(`no path ${id}`);
  return found;
};
const interest = (
  topic: string,
  category: string,
  frequency = 1,
  confidenceLevel: 'novice' | 'intermediate' | 'advanced' = 'novice',
) => ({ topic, category, frequency, confidenceLevel });
const none: LearnerProfile = { interests: [], gaps: [] };

describe('relevanceOf', () => {
  it('is 0 for a learner with no interests or gaps, and nothing is recommended', () => {
    for (const template of catalog) {
      expect(relevanceOf(template, none)).toBe(0);
      expect(isRecommended(relevanceOf(template, none))).toBe(false);
    }
  });

  it('scores a named topic 2 plus half a point a mention, with its category and level', () => {
    const profile = { interests: [interest('photosynthesis', 'Biology', 2)], gaps: [] };
    // 2 + 0.5 × 2 for the topic, 0.25 × 2 for the category, 0.5 for a beginner path at novice level.
    expect(relevanceOf(path('cell-biology'), profile)).toBe(4);
    expect(isRecommended(4)).toBe(true);
    expect(relevanceOf(path('python-programming'), profile)).toBe(0);
  });

  it('matches a topic in the plural and counts at most four mentions', () => {
    const profile = {
      interests: [interest('neural network', 'Computer Science', 9, 'advanced')],
      gaps: [],
    };
    // 2 + 0.5 × 4, category capped at 1.5, advanced level fits the advanced path.
    expect(relevanceOf(path('machine-learning'), profile)).toBe(6);
  });

  it('never recommends on a category interest alone unless strong and at the learner’s level', () => {
    const weak = { interests: [interest('rust', 'Computer Science', 3)], gaps: [] };
    expect(isRecommended(relevanceOf(path('python-programming'), weak))).toBe(false);
    const strong = { interests: [interest('rust', 'Computer Science', 6)], gaps: [] };
    expect(relevanceOf(path('python-programming'), strong)).toBe(2);
    expect(isRecommended(relevanceOf(path('python-programming'), strong))).toBe(true);
    // The same interest is not at the intermediate path's level.
    expect(isRecommended(relevanceOf(path('data-structures'), strong))).toBe(false);
  });

  it('adds a matched gap by its priority', () => {
    const gap = (priority: 'low' | 'medium' | 'high') => ({
      interests: [],
      gaps: [{ topic: 'mitosis', category: 'Biology', priority }],
    });
    expect(relevanceOf(path('cell-biology'), gap('low'))).toBe(1);
    expect(relevanceOf(path('cell-biology'), gap('medium'))).toBe(2);
    expect(relevanceOf(path('cell-biology'), gap('high'))).toBe(3);
  });
});
