import { describe, expect, it } from 'vitest';
import { buildPathCatalog, pathIdOf } from './build-path-catalog';
import { EDUCATIONAL_SUBJECTS } from '../subjects/subjects-directory';
import { TEST_SUBJECTS } from '../../../../test/fixtures/learning-catalog';

describe('buildPathCatalog', () => {
  const catalog = buildPathCatalog(TEST_SUBJECTS);
  const byId = (id: string) => catalog.find((path) => path.id === id);

  it('makes one path per subject with an id stable from category and subject key', () => {
    expect(catalog.map((path) => path.id)).toEqual([
      'computer-science--python-programming',
      'computer-science--data-structures',
      'computer-science--machine-learning',
      'biology--cell-biology',
      'mathematics--linear-algebra',
    ]);
    expect(buildPathCatalog(TEST_SUBJECTS).map((path) => path.id)).toEqual(
      catalog.map((path) => path.id),
    );
    expect(pathIdOf('Earth and Space', 'the-solar-system')).toBe(
      'earth-and-space--the-solar-system',
    );
  });

  it('keeps the subject’s title, description, difficulty, time and category', () => {
    expect(byId('computer-science--python-programming')).toMatchObject({
      title: 'Python Programming',
      description: 'Variables, functions and data structures in Python.',
      difficulty: 'beginner',
      estimatedTime: '4-6 weeks',
      category: 'Computer Science',
    });
  });

  it('lists the title, then the curated topics, each once', () => {
    expect(byId('computer-science--machine-learning')?.topics).toEqual([
      'machine learning',
      'neural networks',
      'regression',
      'classification',
    ]);
  });

  it('takes topics from the title and the description of a subject without curated ones', () => {
    expect(byId('biology--cell-biology')?.topics).toEqual(
      expect.arrayContaining(['cell biology', 'photosynthesis', 'mitosis']),
    );
  });

  it('shows the directory’s curated topics rather than words picked from its descriptions', () => {
    const directory = buildPathCatalog(EDUCATIONAL_SUBJECTS);
    const topicsOf = (id: string) => directory.find((path) => path.id === id)?.topics;
    expect(topicsOf('computer-science--machine-learning')).toEqual(
      expect.arrayContaining(['machine learning', 'neural networks', 'regression']),
    );
    expect(topicsOf('computer-science--machine-learning')).not.toContain('train model');
    expect(topicsOf('mathematics--linear-algebra')).not.toContain('square');
    expect(topicsOf('earth-and-space--climate-science')).toEqual(
      expect.arrayContaining(['climate science', 'climate change']),
    );
    expect(topicsOf('earth-and-space--climate-science')).not.toContain('evidence');
  });

  it('turns sources into resources with stable, unique ids and mapped types', () => {
    const resources = byId('computer-science--data-structures')?.resources ?? [];
    expect(resources.map((resource) => [resource.id, resource.type])).toEqual([
      ['computer-science--data-structures--mit-opencourseware', 'tutorial'],
      ['computer-science--data-structures--mit-opencourseware-2', 'video'],
      ['computer-science--data-structures--exercism', 'exercise'],
      ['computer-science--data-structures--python-data-structures', 'documentation'],
    ]);
    expect(resources[0]).toMatchObject({
      title: 'MIT OpenCourseWare',
      url: 'https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/',
      description: 'Introduction to Algorithms.',
      duration: 'Self-paced',
      difficulty: 'intermediate',
      completed: false,
    });
    expect(resources[0]?.tags[0]).toBe('course');
    expect(byId('biology--cell-biology')?.resources[1]?.type).toBe('article');
  });

  it('names as prerequisites the titles of the subjects the directory lists, in its order', () => {
    expect(byId('computer-science--python-programming')?.prerequisites).toEqual([]);
    expect(byId('computer-science--data-structures')?.prerequisites).toEqual([
      'Python Programming',
    ]);
    // Linear Algebra is listed under Mathematics; Data Structures, a level below, is not listed.
    expect(byId('computer-science--machine-learning')?.prerequisites).toEqual([
      'Python Programming',
      'Linear Algebra',
    ]);
    expect(byId('biology--cell-biology')?.prerequisites).toEqual([]);
  });

  it('leaves out a prerequisite key the directory does not hold', () => {
    const directory = structuredClone(TEST_SUBJECTS);
    const cellBiology = directory.Biology?.subjects['cell-biology'];
    if (cellBiology) cellBiology.prerequisites = ['organic-chemistry', 'python-programming'];
    const path = buildPathCatalog(directory).find((p) => p.id === 'biology--cell-biology');
    expect(path?.prerequisites).toEqual(['Python Programming']);
  });
});
