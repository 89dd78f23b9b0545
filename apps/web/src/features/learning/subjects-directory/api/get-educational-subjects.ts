import { queryOptions, useQuery } from '@tanstack/react-query';
import { educationalSubjectsContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

/** The query key of the Educational Subjects Directory. */
export const EDUCATIONAL_SUBJECTS_QUERY_KEY = ['learning', 'educational-subjects'] as const;

// The directory is reference data that only changes with a server release.
const DIRECTORY_STALE_TIME_MS = 60 * 60 * 1000;

/** Query options for GET /api/educational-subjects/all. */
export function getEducationalSubjectsQueryOptions() {
  return queryOptions({
    queryKey: EDUCATIONAL_SUBJECTS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(educationalSubjectsContract, undefined, { signal });
      return unwrapResult(result);
    },
    staleTime: DIRECTORY_STALE_TIME_MS,
  });
}

/** The whole directory with its category and subject counts. */
export function useEducationalSubjects() {
  return useQuery(getEducationalSubjectsQueryOptions());
}
