import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  completeTaskContract,
  createTaskContract,
  deleteTaskContract,
  listTasksContract,
  updateTaskContract,
  type CreateTaskRequest,
  type UpdateTaskRequest,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import { describeFailure } from './describe-failure';
import { PAGE_SIZE, REFETCH_ON_OPEN, nextOffsetOf, type ListReadOptions } from './paged-list';
import { productivityKeys, type TaskFilters } from './query-keys';

/** GET /api/productivity/tasks, page by page, filtered and ordered on the server. */
export function tasksQueryOptions(filters: TaskFilters) {
  return infiniteQueryOptions({
    queryKey: productivityKeys.taskList(filters),
    queryFn: async ({ pageParam, signal }) =>
      unwrapResult(
        await apiClient.call(
          listTasksContract,
          { query: { ...filters, limit: PAGE_SIZE, offset: pageParam } },
          { signal },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffsetOf(lastPage, pages, (page) => page.tasks),
    ...REFETCH_ON_OPEN,
  });
}

/** The signed-in user's tasks, with the filter and order given. */
export function useTasks(filters: TaskFilters, options: ListReadOptions = {}) {
  const query = useInfiniteQuery({ ...tasksQueryOptions(filters), ...options });
  return { ...query, tasks: query.data?.pages.flatMap((page) => page.tasks) ?? [] };
}

function useTaskMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productivityKeys.tasks() }),
  });
}

/** POST /api/productivity/tasks. */
export function useCreateTask() {
  return useTaskMutation(async (body: CreateTaskRequest) =>
    unwrapResult(await apiClient.call(createTaskContract, { body }), describeFailure),
  );
}

/** PATCH /api/productivity/tasks/:id (the Edit form sends every field it shows). */
export function useUpdateTask() {
  return useTaskMutation(async ({ id, change }: { id: string; change: UpdateTaskRequest }) =>
    unwrapResult(
      await apiClient.call(updateTaskContract, { params: { id }, body: change }),
      describeFailure,
    ),
  );
}

/** PATCH /api/productivity/tasks/:id/complete (001 §7). */
export function useCompleteTask() {
  return useTaskMutation(async (id: string) =>
    unwrapResult(await apiClient.call(completeTaskContract, { params: { id } }), describeFailure),
  );
}

/** DELETE /api/productivity/tasks/:id. */
export function useDeleteTask() {
  return useTaskMutation(async (id: string) =>
    unwrapResult(await apiClient.call(deleteTaskContract, { params: { id } }), describeFailure),
  );
}
