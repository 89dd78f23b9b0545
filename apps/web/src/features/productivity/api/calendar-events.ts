import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCalendarEventContract,
  deleteCalendarEventContract,
  listCalendarEventsContract,
  updateCalendarEventContract,
  type CreateCalendarEventRequest,
  type UpdateCalendarEventRequest,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import { describeFailure } from './describe-failure';
import type { TimeWindow } from '../logic/calendar-days';
import { REFETCH_ON_OPEN, type ListReadOptions } from './paged-list';
import { productivityKeys } from './query-keys';

/** GET /api/productivity/calendar/events?start&end: the events overlapping the window. */
export function eventsQueryOptions(window: TimeWindow) {
  return queryOptions({
    queryKey: productivityKeys.eventWindow(window),
    queryFn: async ({ signal }) =>
      unwrapResult(await apiClient.call(listCalendarEventsContract, { query: window }, { signal }))
        .events,
    ...REFETCH_ON_OPEN,
  });
}

/** The events of a window of time (the month grid's, or Upcoming Events'). */
export function useEventsInWindow(window: TimeWindow, options: ListReadOptions = {}) {
  return useQuery({ ...eventsQueryOptions(window), ...options });
}

function useEventMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productivityKeys.events() }),
  });
}

/** POST /api/productivity/calendar/events. */
export function useCreateEvent() {
  return useEventMutation(async (body: CreateCalendarEventRequest) =>
    unwrapResult(await apiClient.call(createCalendarEventContract, { body }), describeFailure),
  );
}

/** PATCH /api/productivity/calendar/events/:id. */
export function useUpdateEvent() {
  return useEventMutation(
    async ({ id, change }: { id: string; change: UpdateCalendarEventRequest }) =>
      unwrapResult(
        await apiClient.call(updateCalendarEventContract, { params: { id }, body: change }),
        describeFailure,
      ),
  );
}

/** DELETE /api/productivity/calendar/events/:id. */
export function useDeleteEvent() {
  return useEventMutation(async (id: string) =>
    unwrapResult(
      await apiClient.call(deleteCalendarEventContract, { params: { id } }),
      describeFailure,
    ),
  );
}
