import { queryOptions, useQuery } from '@tanstack/react-query';
import { wikipediaKnowledgeContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

/** The query key of the encyclopedia summary of the Wikipedia Learning tab. */
export const WIKIPEDIA_KNOWLEDGE_QUERY_KEY = ['knowledge', 'wikipedia'] as const;

/** Query options for GET /api/wikipedia-knowledge; a failure shows the tab's empty state. */
export function getWikipediaKnowledgeQueryOptions() {
  return queryOptions({
    queryKey: WIKIPEDIA_KNOWLEDGE_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(wikipediaKnowledgeContract, undefined, { signal });
      return unwrapResult(result);
    },
    retry: false,
  });
}

/** What the background learner has stored, for the Wikipedia Learning tab. */
export function useWikipediaKnowledge() {
  return useQuery(getWikipediaKnowledgeQueryOptions());
}
