import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCalendarFeedLinkContract,
  deleteCalendarFeedLinkContract,
  getCalendarFeedLinkContract,
  type CalendarFeedLink,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import { describeFailure } from './describe-failure';
import { REFETCH_ON_OPEN } from './paged-list';
import { productivityKeys } from './query-keys';

/** The user's calendar feed link (null url until one is made). */
export function useCalendarFeedLink() {
  return useQuery({
    queryKey: productivityKeys.feedLink(),
    queryFn: async ({ signal }) =>
      unwrapResult(await apiClient.call(getCalendarFeedLinkContract, undefined, { signal })),
    ...REFETCH_ON_OPEN,
  });
}

function useFeedLinkMutation(call: () => Promise<CalendarFeedLink>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (link) => queryClient.setQueryData(productivityKeys.feedLink(), link),
  });
}

/** POST …/calendar/feed-link: a new link; the old one stops working. */
export function useMakeFeedLink() {
  return useFeedLinkMutation(async () =>
    unwrapResult(await apiClient.call(createCalendarFeedLinkContract), describeFailure),
  );
}

/** DELETE …/calendar/feed-link: the feed is turned off. */
export function useTurnOffFeedLink() {
  return useFeedLinkMutation(async () =>
    unwrapResult(await apiClient.call(deleteCalendarFeedLinkContract), describeFailure),
  );
}
