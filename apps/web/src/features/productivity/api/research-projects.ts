import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  createResearchProjectContract,
  deleteResearchProjectContract,
  listResearchProjectsContract,
  updateResearchProjectContract,
  type CreateResearchProjectRequest,
  type UpdateResearchProjectRequest,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import { describeFailure } from './describe-failure';
import { PAGE_SIZE, REFETCH_ON_OPEN, nextOffsetOf, type ListReadOptions } from './paged-list';
import { productivityKeys } from './query-keys';

/** GET /api/productivity/research/projects, page by page. */
export function projectsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: productivityKeys.projects(),
    queryFn: async ({ pageParam, signal }) =>
      unwrapResult(
        await apiClient.call(
          listResearchProjectsContract,
          { query: { limit: PAGE_SIZE, offset: pageParam } },
          { signal },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffsetOf(lastPage, pages, (page) => page.projects),
    ...REFETCH_ON_OPEN,
  });
}

/** The signed-in user's research projects. */
export function useResearchProjects(options: ListReadOptions = {}) {
  const query = useInfiniteQuery({ ...projectsQueryOptions(), ...options });
  return { ...query, projects: query.data?.pages.flatMap((page) => page.projects) ?? [] };
}

function useProjectMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productivityKeys.projects() }),
  });
}

/** POST /api/productivity/research/projects. */
export function useCreateProject() {
  return useProjectMutation(async (body: CreateResearchProjectRequest) =>
    unwrapResult(await apiClient.call(createResearchProjectContract, { body }), describeFailure),
  );
}

/** PATCH /api/productivity/research/projects/:id. */
export function useUpdateProject() {
  return useProjectMutation(
    async ({ id, change }: { id: string; change: UpdateResearchProjectRequest }) =>
      unwrapResult(
        await apiClient.call(updateResearchProjectContract, { params: { id }, body: change }),
        describeFailure,
      ),
  );
}

/** DELETE …/projects/:id; its citations stay, without a project, so they are read again too. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrapResult(
        await apiClient.call(deleteResearchProjectContract, { params: { id } }),
        describeFailure,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productivityKeys.projects() }),
        queryClient.invalidateQueries({ queryKey: productivityKeys.citations() }),
      ]),
  });
}
