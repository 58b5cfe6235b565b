import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

export const dashboardSummaryQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/dashboard/summary', { signal })),
  });

export function invalidateDashboard(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

/** Courses enrolled, certifications, average progress, courses created; tenant figures for admins. */
export function useDashboardSummary() {
  return useQuery(dashboardSummaryQuery(useApiClient()));
}

// ---- The dashboard per role ----

export const dashboardQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'by-role'] as const,
    queryFn: async ({ signal }) => unwrap(await client.GET('/dashboard/', { signal })),
  });

/** The signed-in user's dashboard: its sections follow the role (`kind`). */
export function useDashboard(options: { enabled?: boolean } = {}) {
  return useQuery({ ...dashboardQuery(useApiClient()), enabled: options.enabled ?? true });
}
