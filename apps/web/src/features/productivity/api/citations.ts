import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  createCitationContract,
  deleteCitationContract,
  listCitationsContract,
  updateCitationContract,
  type CreateCitationRequest,
  type UpdateCitationRequest,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import { describeFailure } from './describe-failure';
import { PAGE_SIZE, REFETCH_ON_OPEN, nextOffsetOf, type ListReadOptions } from './paged-list';
import { productivityKeys } from './query-keys';

/** GET /api/productivity/research/citations: of one project, or all of them. */
export function citationsQueryOptions(projectId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: productivityKeys.citationList(projectId),
    queryFn: async ({ pageParam, signal }) =>
      unwrapResult(
        await apiClient.call(
          listCitationsContract,
          { query: { projectId, limit: PAGE_SIZE, offset: pageParam } },
          { signal },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffsetOf(lastPage, pages, (page) => page.citations),
    ...REFETCH_ON_OPEN,
  });
}

/** The citations of a project (or all, when none is given). */
export function useCitations(projectId?: string, options: ListReadOptions = {}) {
  const query = useInfiniteQuery({ ...citationsQueryOptions(projectId), ...options });
  return { ...query, citations: query.data?.pages.flatMap((page) => page.citations) ?? [] };
}

function useCitationMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productivityKeys.citations() }),
  });
}

/** POST /api/productivity/research/citations: the server formats it in its style. */
export function useCreateCitation() {
  return useCitationMutation(async (body: CreateCitationRequest) =>
    unwrapResult(await apiClient.call(createCitationContract, { body }), describeFailure),
  );
}

/** PATCH …/citations/:id: a new citationStyle comes back reformatted. */
export function useUpdateCitation() {
  return useCitationMutation(
    async ({ id, change }: { id: string; change: UpdateCitationRequest }) =>
      unwrapResult(
        await apiClient.call(updateCitationContract, { params: { id }, body: change }),
        describeFailure,
      ),
  );
}

/** DELETE …/citations/:id. */
export function useDeleteCitation() {
  return useCitationMutation(async (id: string) =>
    unwrapResult(await apiClient.call(deleteCitationContract, { params: { id } }), describeFailure),
  );
}
