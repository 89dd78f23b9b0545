import type { Difficulty, EducationalSubject, EducationalSubjects } from '@polymath/shared';

/** The empty text of the directory (001 §2), kept exactly. */
export const NO_SUBJECTS_MESSAGE = 'No subjects found. Try adjusting your search terms or filters.';

/** The value of the "All Categories" and "All Levels" choices. */
export const ALL = 'all';

/** A subject of the directory with its key and the category it sits in. */
export interface DirectorySubject extends EducationalSubject {
  key: string;
  category: string;
}

/** What the search box and the two filters hold. */
export interface SubjectFilters {
  search: string;
  /** A category name, or ALL. */
  category: string;
  /** A difficulty, or ALL. */
  level: Difficulty | typeof ALL;
}

/** The directory as one list, in category order then subject order. */
export function listSubjects(directory: EducationalSubjects): DirectorySubject[] {
  return Object.entries(directory).flatMap(([category, { subjects }]) =>
    Object.entries(subjects).map(([key, subject]) => ({ ...subject, key, category })),
  );
}

function matchesSearch(subject: DirectorySubject, words: string[]): boolean {
  const haystack = [
    subject.title,
    subject.description,
    ...subject.sources.map((source) => source.name),
  ]
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * The subjects that pass the filters. The search matches title, description and source names,
 * ignoring case; several words must all appear, in any order.
 */
export function filterSubjects(
  subjects: DirectorySubject[],
  filters: SubjectFilters,
): DirectorySubject[] {
  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  return subjects.filter(
    (subject) =>
      (filters.category === ALL || subject.category === filters.category) &&
      (filters.level === ALL || subject.difficulty === filters.level) &&
      matchesSearch(subject, words),
  );
}

/** A category and its subjects that passed the filters, for the By Category tab. */
export interface CategoryGroup {
  category: string;
  description: string;
  subjects: DirectorySubject[];
}

/** Groups subjects by category in directory order, leaving out categories with none. */
export function groupByCategory(
  directory: EducationalSubjects,
  subjects: DirectorySubject[],
): CategoryGroup[] {
  return Object.entries(directory)
    .map(([category, { description }]) => ({
      category,
      description,
      subjects: subjects.filter((subject) => subject.category === category),
    }))
    .filter((group) => group.subjects.length > 0);
}
