import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatCitationContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import type { CitationPreviewRequest } from '../logic/citation-form';
import { productivityKeys } from './query-keys';

/**
 * The New Citation dialog's live preview: POST …/citations/format with the fields as typed (the
 * caller debounces them) answers the reference in every style, nothing stored. Off while `fields`
 * is null (the form cannot be saved yet).
 */
export function useCitationPreview(fields: CitationPreviewRequest | null) {
  return useQuery({
    queryKey: productivityKeys.citationPreview(fields),
    queryFn: async ({ signal }) =>
      unwrapResult(
        await apiClient.call(formatCitationContract, { body: fields ?? { title: '' } }, { signal }),
      ).formatted,
    enabled: fields !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
