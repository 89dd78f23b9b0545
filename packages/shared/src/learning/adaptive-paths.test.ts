import { describe, expect, it } from 'vitest';
import type { AdaptiveLearningPath, LearningNode } from './adaptive-path.schemas';
import {
  applyNodeProgress,
  deriveNodeStatus,
  fitsUserLevel,
  rankAdaptivePaths,
  scoreAdaptivePath,
} from './adaptive-paths';

function node(id: string, progress: number, prerequisites: string[] = []): LearningNode {
  return {
    id,
    title: id,
    category: 'web',
    description: '',
    difficulty: 'beginner',
    estimatedTime: '2 hours',
    prerequisites,
    skills: [],
    status: 'locked',
    progress,
    xpReward: 100,
  };
}

function path(
  id: string,
  difficulty: AdaptiveLearningPath['difficulty'],
  nodes: LearningNode[],
): AdaptiveLearningPath {
  return {
    id,
    title: id,
    category: 'web',
    description: '',
    totalNodes: nodes.length,
    completedNodes: 0,
    estimatedHours: 30,
    difficulty,
    prerequisites: [],
    outcomes: [],
    nodes,
  };
}

describe('deriveNodeStatus', () => {
  it('is completed at 100 and in progress above 0, whatever the prerequisites', () => {
    expect(deriveNodeStatus({ progress: 100, prerequisites: ['a'] }, {})).toBe('completed');
    expect(deriveNodeStatus({ progress: 1, prerequisites: ['a'] }, { a: 0 })).toBe('in_progress');
  });

  it('is available only when every prerequisite is at 100', () => {
    expect(deriveNodeStatus({ progress: 0, prerequisites: [] }, {})).toBe('available');
    expect(deriveNodeStatus({ progress: 0, prerequisites: ['a', 'b'] }, { a: 100, b: 100 })).toBe(
      'available',
    );
    expect(deriveNodeStatus({ progress: 0, prerequisites: ['a', 'b'] }, { a: 100, b: 99 })).toBe(
      'locked',
    );
  });

  it('treats an unknown prerequisite as not done', () => {
    expect(deriveNodeStatus({ progress: 0, prerequisites: ['missing'] }, {})).toBe('locked');
  });
});

describe('fitsUserLevel', () => {
  it('uses the ranges beginner up to 5, intermediate 3 to 8, advanced 6 and up', () => {
    expect([1, 5, 6].map((level) => fitsUserLevel('beginner', level))).toEqual([true, true, false]);
    expect([2, 3, 8, 9].map((level) => fitsUserLevel('intermediate', level))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect([5, 6, 40].map((level) => fitsUserLevel('advanced', level))).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe('scoreAdaptivePath', () => {
  it('adds average progress, 20 for a fitting difficulty and 10 per completed module', () => {
    const nodes = [node('a', 100), node('b', 50), node('c', 0)];
    expect(scoreAdaptivePath(path('p', 'beginner', nodes), 1)).toBe(50 + 20 + 10);
    expect(scoreAdaptivePath(path('p', 'advanced', nodes), 1)).toBe(50 + 10);
  });

  it('scores a path without nodes by its fit alone', () => {
    expect(scoreAdaptivePath(path('p', 'beginner', []), 1)).toBe(20);
  });
});

describe('rankAdaptivePaths', () => {
  it('sorts by score, highest first', () => {
    const fresh = path('fresh-advanced', 'advanced', [node('a', 0)]);
    const beginner = path('beginner', 'beginner', [node('b', 0)]);
    const started = path('started-advanced', 'advanced', [node('c', 100), node('d', 40)]);
    const ranked = rankAdaptivePaths([fresh, beginner, started], 1);
    expect(ranked.map((entry) => [entry.path.id, entry.score])).toEqual([
      ['started-advanced', 80],
      ['beginner', 20],
      ['fresh-advanced', 0],
    ]);
  });
});

describe('applyNodeProgress', () => {
  it('sets progress and status from the learner’s record and counts completed nodes', () => {
    const base = path('p', 'beginner', [node('a', 0), node('b', 0, ['a']), node('c', 0, ['b'])]);
    const applied = applyNodeProgress(base, { a: 100, b: 30 });
    expect(applied.nodes.map((n) => [n.id, n.progress, n.status])).toEqual([
      ['a', 100, 'completed'],
      ['b', 30, 'in_progress'],
      ['c', 0, 'locked'],
    ]);
    expect(applied.completedNodes).toBe(1);
    expect(applied.totalNodes).toBe(3);
  });
});
