import { STUDY_PLANS } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { pathProgressOf, reportedProgressAfter, resourceProgressOf } from './path-progress';

describe('path progress rules', () => {
  it('is the rounded percent of completed resources', () => {
    expect(resourceProgressOf(0, 3)).toBe(0);
    expect(resourceProgressOf(1, 3)).toBe(33);
    expect(resourceProgressOf(2, 3)).toBe(67);
    expect(resourceProgressOf(3, 3)).toBe(100);
    expect(resourceProgressOf(0, 0)).toBe(0);
  });

  it('raises a started path to at least the start progress', () => {
    expect(STUDY_PLANS.minStartProgress).toBe(15);
    expect(reportedProgressAfter(0, 0)).toBe(15);
    expect(reportedProgressAfter(0, 15)).toBe(15);
    expect(reportedProgressAfter(0, 40)).toBe(40);
  });

  it('never lowers reported progress, and never reports a path complete', () => {
    expect(reportedProgressAfter(60, 20)).toBe(60);
    expect(reportedProgressAfter(0, 100)).toBe(99);
  });

  it('takes the higher of resource and reported progress', () => {
    expect(pathProgressOf(33, 15)).toBe(33);
    expect(pathProgressOf(0, 15)).toBe(15);
    expect(pathProgressOf(100, 15)).toBe(100);
    expect(pathProgressOf(50, 100)).toBe(99);
  });
});
