import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  createNoteContract,
  deleteNoteContract,
  listNotesContract,
  updateNoteContract,
  type CreateNoteRequest,
  type UpdateNoteRequest,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult, type ApiFailure } from '@/lib/api-result';
import { describeFailure } from './describe-failure';
import { PAGE_SIZE, REFETCH_ON_OPEN, nextOffsetOf } from './paged-list';
import { productivityKeys, type NoteFilters } from './query-keys';

/** GET /api/productivity/notes: searched (`q`, full text on the server), filtered, page by page. */
export function notesQueryOptions(filters: NoteFilters) {
  const { q, category, isStarredOnly } = filters;
  return infiniteQueryOptions({
    queryKey: productivityKeys.noteList(filters),
    queryFn: async ({ pageParam, signal }) =>
      unwrapResult(
        await apiClient.call(
          listNotesContract,
          {
            query: {
              q: q?.trim() || undefined,
              category,
              bookmarked: isStarredOnly ? 'true' : undefined,
              limit: PAGE_SIZE,
              offset: pageParam,
            },
          },
          { signal },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffsetOf(lastPage, pages, (page) => page.notes),
    // While a new search runs, the previous results stay on screen instead of a spinner.
    placeholderData: keepPreviousData,
    ...REFETCH_ON_OPEN,
  });
}

/** The notes matching the search and filters. */
export function useNotes(filters: NoteFilters, options: { isEnabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    ...notesQueryOptions(filters),
    enabled: options.isEnabled ?? true,
  });
  return { ...query, notes: query.data?.pages.flatMap((page) => page.notes) ?? [] };
}

/**
 * The alert when a note cannot be created (001 §8): the server's reason, or 'Unknown error';
 * 'Failed to create note. Please try again.' when the server could not be reached.
 */
export function createNoteFailureMessage(failure: ApiFailure) {
  if (failure.status === 0) return 'Failed to create note. Please try again.';
  return `Failed to create note: ${failure.error.message || 'Unknown error'}`;
}

/** The same for an edit. */
export function updateNoteFailureMessage(failure: ApiFailure) {
  if (failure.status === 0) return 'Failed to update note. Please try again.';
  return `Failed to update note: ${failure.error.message || 'Unknown error'}`;
}

function useNoteMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productivityKeys.notes() }),
  });
}

/** POST /api/productivity/notes; a failure carries the §8 alert as its message. */
export function useCreateNote() {
  return useNoteMutation(async (body: CreateNoteRequest) =>
    unwrapResult(await apiClient.call(createNoteContract, { body }), createNoteFailureMessage),
  );
}

/** PATCH /api/productivity/notes/:id: Edit sends the fields, Star/Unstar only isBookmarked. */
export function useUpdateNote() {
  return useNoteMutation(async ({ id, change }: { id: string; change: UpdateNoteRequest }) =>
    unwrapResult(
      await apiClient.call(updateNoteContract, { params: { id }, body: change }),
      updateNoteFailureMessage,
    ),
  );
}

/** DELETE /api/productivity/notes/:id. */
export function useDeleteNote() {
  return useNoteMutation(async (id: string) =>
    unwrapResult(await apiClient.call(deleteNoteContract, { params: { id } }), describeFailure),
  );
}
