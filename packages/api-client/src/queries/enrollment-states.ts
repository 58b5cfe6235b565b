// The signed-in user's enrolment state per course. The catalogue itself is
// public and shared; these few states are fetched beside it and merged into its cards. The key
// sits under enrollmentKeys.all, so enrolling or withdrawing refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Schemas } from '../types';
import { enrollmentKeys } from './enrollments';

export type EnrollmentState = Schemas['EnrollmentStateList']['items'][number]['state'];

export const myEnrollmentStatesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...enrollmentKeys.all, 'my-states'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/courses/enrollments/my/states', { signal })),
    select: (data): ReadonlyMap<number, EnrollmentState> =>
      new Map(data.items.map((item) => [item.course_id, item.state])),
  });

/** Course id → the caller's enrolment state; only when signed in (`enabled`). */
export function useMyEnrollmentStates(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myEnrollmentStatesQuery(useApiClient()), enabled: options.enabled ?? true });
}
