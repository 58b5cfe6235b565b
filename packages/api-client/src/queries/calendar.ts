// The signed-in user's private calendar feed (iCalendar) link: its state, make/reset, turn off.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';

export const calendarKeys = {
  all: ['calendar'] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};

export function useCalendarFeed(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: calendarKeys.feed(),
    enabled,
    queryFn: async ({ signal }) => unwrap(await client.GET('/calendar/feed', { signal })),
  });
}

/** Makes a new link (the old one stops working); the answer holds the address, shown once. */
export function useResetCalendarFeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await client.POST('/calendar/feed', {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed() }),
  });
}

export function useRevokeCalendarFeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await client.DELETE('/calendar/feed', {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed() }),
  });
}
