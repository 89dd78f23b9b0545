import { isStopWord, type LearningPath } from '@polymath/shared';

/**
 * Words that say what is searched for, not what about: the Find Paths button searches
 * 'learning path for <topic>' (001 §2). Stop words are left out too.
 */
const SEARCH_FILLER = new Set([
  'learn',
  'learning',
  'path',
  'paths',
  'course',
  'courses',
  'study',
  'plan',
]);

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? [];
}

/** The words a query is matched by: without filler, unless the query is nothing but filler. */
export function searchTermsOf(query: string): string[] {
  const words = wordsOf(query);
  const meaningful = words.filter((word) => !SEARCH_FILLER.has(word) && !isStopWord(word));
  return [...new Set(meaningful.length > 0 ? meaningful : words)];
}

/**
 * Paths whose title, description, topics or category hold a query word (as a word or the start of
 * one), the most words matched first, then the most relevant, then by title.
 */
export function searchPaths(paths: LearningPath[], query: string): LearningPath[] {
  const terms = searchTermsOf(query);
  if (terms.length === 0) return [];
  return paths
    .map((path) => {
      const words = wordsOf(
        [path.title, path.description, path.category, ...path.topics].join(' '),
      );
      const matched = terms.filter((term) => words.some((word) => word.startsWith(term))).length;
      return { path, matched };
    })
    .filter((hit) => hit.matched > 0)
    .sort(
      (a, b) =>
        b.matched - a.matched ||
        b.path.relevanceScore - a.path.relevanceScore ||
        a.path.title.localeCompare(b.path.title),
    )
    .map((hit) => hit.path);
}
