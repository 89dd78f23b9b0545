import type { LearningPath } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { searchPaths, searchTermsOf } from './search-paths';

const path = (id: string, fields: Partial<LearningPath>): LearningPath => ({
  id,
  title: id,
  description: '',
  difficulty: 'beginner',
  estimatedTime: '2 weeks',
  topics: [],
  prerequisites: [],
  category: 'General Knowledge',
  progress: 0,
  recommended: false,
  relevanceScore: 0,
  resources: [],
  ...fields,
});

const paths = [
  path('algebra', {
    title: 'Algebra',
    description: 'Equations and functions',
    category: 'Mathematics',
  }),
  path('python', {
    title: 'Python Programming',
    topics: ['functions', 'variables'],
    relevanceScore: 3,
  }),
  path('cells', { title: 'Cell Biology', description: 'Cells of plants', category: 'Biology' }),
];

describe('searchPaths', () => {
  it('drops the Find Paths wording but keeps a query made only of it', () => {
    expect(searchTermsOf('learning path for Photosynthesis')).toEqual(['photosynthesis']);
    expect(searchTermsOf('learning path')).toEqual(['learning', 'path']);
  });

  it('matches title, description, topics and category by word start', () => {
    expect(searchPaths(paths, 'biology').map((p) => p.id)).toEqual(['cells']);
    expect(searchPaths(paths, 'plant').map((p) => p.id)).toEqual(['cells']);
    expect(searchPaths(paths, 'mathematics').map((p) => p.id)).toEqual(['algebra']);
    expect(searchPaths(paths, 'zebra')).toEqual([]);
  });

  it('puts the paths matching more words first, then the more relevant', () => {
    expect(searchPaths(paths, 'functions').map((p) => p.id)).toEqual(['python', 'algebra']);
    expect(searchPaths(paths, 'equations functions').map((p) => p.id)).toEqual([
      'algebra',
      'python',
    ]);
  });
});
