import { describe, expect, it } from 'vitest';
import { makePath, makeResource } from '../testing/learning-server';
import { completeResourceInPath, progressFromResources, startedProgress } from './path-progress';

describe('path progress', () => {
  it('is the rounded percent of completed resources', () => {
    const resources = ['a', 'b', 'c'].map((id) => makeResource(id, { completed: id === 'a' }));
    expect(progressFromResources(resources)).toBe(33);
    expect(progressFromResources([])).toBe(0);
  });

  it('raises a started path to at least 15 and never lowers it', () => {
    expect(startedProgress(0)).toBe(15);
    expect(startedProgress(40)).toBe(40);
  });

  it('marks a resource done once and keeps the progress a start reached', () => {
    const resources = Array.from({ length: 10 }, (_, index) => makeResource(`r${index}`));
    const started = makePath('p', { progress: 15, resources });
    const once = completeResourceInPath(started, 'r0');
    expect(once.resources[0]?.completed).toBe(true);
    expect(once.progress).toBe(15);
    const twice = completeResourceInPath(completeResourceInPath(once, 'r0'), 'r1');
    expect(twice.progress).toBe(20);
    expect(twice.resources.filter((resource) => resource.completed)).toHaveLength(2);
  });

  it('reaches 100 only when every resource is done', () => {
    const path = makePath('p', { progress: 99, resources: [makeResource('a'), makeResource('b')] });
    expect(completeResourceInPath(path, 'a').progress).toBe(99);
    expect(completeResourceInPath(completeResourceInPath(path, 'a'), 'b').progress).toBe(100);
  });
});
