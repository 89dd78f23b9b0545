import { useMutation } from '@tanstack/react-query';
import { searchLearningPathsContract, type LearningPath } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { filterPathsLocally } from '../logic/find-paths';

/** A finished search: the text asked and the paths found. */
export interface PathSearchResult {
  query: string;
  results: LearningPath[];
}

/**
 * Searches the server for paths; when the call fails, filters the paths already loaded instead
 * (001 §7, §8).
 */
export async function searchLearningPaths(
  query: string,
  loadedPaths: readonly LearningPath[],
): Promise<PathSearchResult> {
  const result = await apiClient.call(searchLearningPathsContract, { query: { q: query } });
  if (result.ok) return { query, results: result.data.results };
  return { query, results: filterPathsLocally(loadedPaths, query) };
}

/** The Search tab's search, with its pending state. */
export function useSearchLearningPaths(loadedPaths: readonly LearningPath[]) {
  return useMutation({
    mutationFn: (query: string) => searchLearningPaths(query, loadedPaths),
  });
}
