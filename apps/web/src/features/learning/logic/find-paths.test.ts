import { describe, expect, it } from 'vitest';
import { makePath } from '../testing/learning-server';
import { filterPathsLocally, sortPaths, uniquePaths } from './find-paths';

const paths = [
  makePath('js', { title: 'JavaScript Fundamentals', topics: ['Closures'], relevanceScore: 80 }),
  makePath('hist', { title: 'World History', category: 'History', relevanceScore: 20 }),
];

describe('filterPathsLocally', () => {
  it('matches title, description, topics and category, ignoring case', () => {
    expect(filterPathsLocally(paths, 'javascript').map((path) => path.id)).toEqual(['js']);
    expect(filterPathsLocally(paths, 'closures').map((path) => path.id)).toEqual(['js']);
    expect(filterPathsLocally(paths, 'history').map((path) => path.id)).toEqual(['hist']);
    expect(filterPathsLocally(paths, 'About hist').map((path) => path.id)).toEqual(['hist']);
  });

  it('matches the topic of a Find Paths search', () => {
    expect(filterPathsLocally(paths, 'learning path for JavaScript').map((p) => p.id)).toEqual([
      'js',
    ]);
  });

  it('finds nothing for blank text', () => {
    expect(filterPathsLocally(paths, '   ')).toEqual([]);
  });
});

describe('sortPaths', () => {
  it('orders by relevance and progress descending, difficulty and title alphabetically', () => {
    const list = [
      makePath('a', { title: 'B', difficulty: 'intermediate', relevanceScore: 1, progress: 90 }),
      makePath('b', { title: 'A', difficulty: 'advanced', relevanceScore: 9, progress: 10 }),
    ];
    expect(sortPaths(list, 'relevance').map((p) => p.id)).toEqual(['b', 'a']);
    expect(sortPaths(list, 'progress').map((p) => p.id)).toEqual(['a', 'b']);
    expect(sortPaths(list, 'difficulty').map((p) => p.id)).toEqual(['b', 'a']);
    expect(sortPaths(list, 'title').map((p) => p.id)).toEqual(['b', 'a']);
  });
});

describe('uniquePaths', () => {
  it('keeps the first copy of each path', () => {
    const first = makePath('x', { progress: 30 });
    expect(uniquePaths([first], [makePath('x'), makePath('y')]).map((p) => p.progress)).toEqual([
      30, 0,
    ]);
  });
});
