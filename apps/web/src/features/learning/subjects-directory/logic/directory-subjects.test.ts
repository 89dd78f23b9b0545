import { describe, expect, it } from 'vitest';
import { makeDirectory } from '../testing/make-directory';
import {
  ALL,
  filterSubjects,
  groupByCategory,
  listSubjects,
  type SubjectFilters,
} from './directory-subjects';

const everything: SubjectFilters = { search: '', category: ALL, level: ALL };
const titles = (filters: Partial<SubjectFilters>) =>
  filterSubjects(listSubjects(makeDirectory()), { ...everything, ...filters }).map((s) => s.title);

describe('listSubjects', () => {
  it('lists every subject with its key and category, in directory order', () => {
    const subjects = listSubjects(makeDirectory());
    expect(subjects.map((s) => `${s.category}/${s.key}`)).toEqual([
      'Mathematics/algebra',
      'Mathematics/calculus',
      'Physics/quantum-mechanics',
      'Physics/classical-mechanics',
      'History/world-history',
    ]);
  });
});

describe('filterSubjects', () => {
  it('keeps everything with no search and both filters on All', () => {
    expect(titles({})).toHaveLength(5);
  });

  it('searches titles, descriptions and source names, ignoring case', () => {
    expect(titles({ search: 'MECHANICS' })).toEqual(['Quantum Mechanics', 'Classical Mechanics']);
    expect(titles({ search: 'accumulation' })).toEqual(['Calculus']);
    expect(titles({ search: 'phet' })).toEqual(['Classical Mechanics']);
  });

  it('needs every word of the search, in any order', () => {
    expect(titles({ search: 'mechanics quantum' })).toEqual(['Quantum Mechanics']);
    expect(titles({ search: 'quantum algebra' })).toEqual([]);
  });

  it('does not search source urls or descriptions', () => {
    expect(titles({ search: 'openstax.org' })).toEqual([]);
    expect(titles({ search: 'simulations.' })).toEqual([]);
  });

  it('filters by category and by level, together with the search', () => {
    expect(titles({ category: 'Physics' })).toEqual(['Quantum Mechanics', 'Classical Mechanics']);
    expect(titles({ level: 'intermediate' })).toEqual(['Calculus', 'World History']);
    expect(titles({ category: 'Physics', level: 'advanced', search: 'quantum' })).toEqual([
      'Quantum Mechanics',
    ]);
    expect(titles({ category: 'History', level: 'advanced' })).toEqual([]);
  });
});

describe('groupByCategory', () => {
  it('groups in directory order and drops categories left empty', () => {
    const directory = makeDirectory();
    const subjects = filterSubjects(listSubjects(directory), {
      ...everything,
      level: 'intermediate',
    });
    expect(
      groupByCategory(directory, subjects).map((g) => [g.category, g.subjects.map((s) => s.key)]),
    ).toEqual([
      ['Mathematics', ['calculus']],
      ['History', ['world-history']],
    ]);
  });
});
