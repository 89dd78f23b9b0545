import type { LearningPath } from '@polymath/shared';

/** The four orders of the All Paths tab (001 §2). */
export const PATH_SORTS = ['relevance', 'difficulty', 'progress', 'title'] as const;
export type PathSort = (typeof PATH_SORTS)[number];

/**
 * Local search over loaded paths, used when the search call fails (001 §7): a path matches when its
 * title, description, a topic or its category contains the text, ignoring case.
 */
export function filterPathsLocally(paths: readonly LearningPath[], text: string): LearningPath[] {
  // Find Paths searches for 'learning path for <topic>'; locally only the topic can match a field.
  const needle = text
    .trim()
    .toLowerCase()
    .replace(/^learning paths? for\s+/, '');
  if (needle === '') return [];
  return paths.filter((path) =>
    [path.title, path.description, path.category, ...path.topics].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

/**
 * Paths in one of the All Paths orders: relevance and progress descending, difficulty and title
 * alphabetically (the spec's "Difficulty alphabetical": advanced, beginner, intermediate).
 */
export function sortPaths(paths: readonly LearningPath[], sort: PathSort): LearningPath[] {
  const sorted = [...paths];
  switch (sort) {
    case 'relevance':
      return sorted.sort((a, b) => b.relevanceScore - a.relevanceScore);
    case 'difficulty':
      return sorted.sort((a, b) => a.difficulty.localeCompare(b.difficulty));
    case 'progress':
      return sorted.sort((a, b) => b.progress - a.progress);
    case 'title':
      return sorted.sort((a, b) => a.title.localeCompare(b.title));
  }
}

/** Paths of both lists, once each by id (a recommended path is usually in the all list too). */
export function uniquePaths(...lists: readonly (readonly LearningPath[])[]): LearningPath[] {
  const byId = new Map<string, LearningPath>();
  for (const path of lists.flat()) if (!byId.has(path.id)) byId.set(path.id, path);
  return [...byId.values()];
}
