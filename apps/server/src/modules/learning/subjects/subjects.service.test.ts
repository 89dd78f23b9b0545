import { describe, expect, it } from 'vitest';
import type { EducationalSubject } from '@polymath/shared';
import { buildSubjectsResponse, countDirectory } from './subjects.service';

const subject = (title: string): EducationalSubject => ({
  title,
  description: `${title} described.`,
  difficulty: 'beginner',
  estimatedTime: '1-2 weeks',
  sources: [],
});

describe('countDirectory', () => {
  it('counts categories and the subjects across them', () => {
    expect(
      countDirectory({
        A: { description: 'a', subjects: { one: subject('One'), two: subject('Two') } },
        B: { description: 'b', subjects: { three: subject('Three') } },
        C: { description: 'c', subjects: {} },
      }),
    ).toEqual({ totalCategories: 3, totalSubjects: 3 });
  });

  it('gives zeros for an empty directory', () => {
    expect(countDirectory({})).toEqual({ totalCategories: 0, totalSubjects: 0 });
  });
});

describe('buildSubjectsResponse', () => {
  it('wraps the directory with success and its counts', () => {
    const directory = { A: { description: 'a', subjects: { one: subject('One') } } };
    expect(buildSubjectsResponse(directory)).toEqual({
      success: true,
      data: directory,
      totalCategories: 1,
      totalSubjects: 1,
    });
  });
});
