// The To-grade queue: the page of submissions awaiting grading and the
// one count the console menu shows ("To grade (N)"). Grading a submission refreshes both.
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Query } from './shared';

export type GradingQueueQuery = Query<'listGradingQueue'>;

export const gradingKeys = {
  all: ['grading'] as const,
  queue: (query: GradingQueueQuery) => [...gradingKeys.all, 'queue', query] as const,
  count: () => [...gradingKeys.all, 'count'] as const,
};

export const gradingQueueQuery = (client: ApiClient, query: GradingQueueQuery = {}) =>
  queryOptions({
    queryKey: gradingKeys.queue(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/grading/queue', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const gradingCountQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: gradingKeys.count(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/grading/queue/count', { signal })),
    staleTime: 60_000,
  });

export function invalidateGrading(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: gradingKeys.all });
}

/** A page of the submissions awaiting grading (staff), oldest first. */
export function useGradingQueue(query: GradingQueueQuery = {}) {
  return useQuery(gradingQueueQuery(useApiClient(), query));
}

/** How many submissions await grading (staff only: pass `enabled: false` for others). */
export function useGradingCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...gradingCountQuery(useApiClient()), enabled: options.enabled ?? true });
}
