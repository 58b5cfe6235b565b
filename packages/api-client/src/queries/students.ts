// Students, guardians, parents, admissions and import.
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body, IdAndBody, Query } from './shared';

export type StudentListQuery = Query<'listStudents'>;

export const studentKeys = {
  all: ['students'] as const,
  list: (query: StudentListQuery) => [...studentKeys.all, 'list', query] as const,
  detail: (id: number) => [...studentKeys.all, 'detail', id] as const,
  children: () => [...studentKeys.all, 'children'] as const,
  admissions: (query: Query<'listAdmissions'>) =>
    [...studentKeys.all, 'admissions', query] as const,
};

export const studentsQuery = (client: ApiClient, query: StudentListQuery = {}) =>
  queryOptions({
    queryKey: studentKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/students/', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

/** A page of students; search, class, section and status are applied by the server. */
export function useStudents(query: StudentListQuery = {}) {
  return useQuery(studentsQuery(useApiClient(), query));
}

/**
 * The students list page after page ("Load more"): each page asks from the previous page's
 * `next_cursor`; the first page's `total` counts them all. Other filters start a new list.
 */
export function useStudentPages(query: Omit<StudentListQuery, 'cursor'> = {}) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: [...studentKeys.list(query), 'pages'] as const,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await client.GET('/students/', {
          params: { query: pageParam ? { ...query, cursor: pageParam } : query },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    placeholderData: keepPreviousData,
  });
}

export function useStudent(id: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: studentKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/students/{studentId}', { params: { path: { studentId: id } }, signal }),
      ),
  });
}

/** The signed-in parent's children. */
export const myChildrenQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: studentKeys.children(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/parents/me/children', { signal })),
  });

export function useMyChildren(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myChildrenQuery(useApiClient()), ...options });
}

export function useAdmissions(query: Query<'listAdmissions'> = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: studentKeys.admissions(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admissions/', { params: { query }, signal })),
  });
}

function useStudentMutation<V, R>(fn: (client: ApiClient, variables: V) => Promise<R>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => fn(client, variables),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: studentKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['school'] });
    },
  });
}

export const useCreateStudent = () =>
  useStudentMutation(async (client, body: Body<'createStudent'>) =>
    unwrap(await client.POST('/students/', { body })),
  );

export const useUpdateStudent = () =>
  useStudentMutation(async (client, { id, body }: IdAndBody<Body<'updateStudent'>>) =>
    unwrap(
      await client.PUT('/students/{studentId}', { params: { path: { studentId: id } }, body }),
    ),
  );

export const useInviteParent = () =>
  useStudentMutation(async (client, { id, body }: IdAndBody<Body<'inviteParent'>>) =>
    unwrap(
      await client.POST('/guardians/{guardianId}/invite', {
        params: { path: { guardianId: id } },
        body,
      }),
    ),
  );

export const usePreviewStudentImport = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Body<'previewStudentImport'>) =>
      unwrap(await client.POST('/students/import/preview', { body })),
  });
};

export const useCreateAdmission = () =>
  useStudentMutation(async (client, body: Body<'createAdmission'>) =>
    unwrap(await client.POST('/admissions/', { body })),
  );

export const useAdmitApplicant = () =>
  useStudentMutation(async (client, { id, body }: IdAndBody<Body<'admitApplicant'>>) =>
    unwrap(
      await client.POST('/admissions/{admissionId}/admit', {
        params: { path: { admissionId: id } },
        body,
      }),
    ),
  );

export const useDeclineApplicant = () =>
  useStudentMutation(async (client, { id, body }: IdAndBody<Body<'declineApplicant'>>) =>
    unwrap(
      await client.POST('/admissions/{admissionId}/decline', {
        params: { path: { admissionId: id } },
        body,
      }),
    ),
  );

export const useAcceptParentInvite = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Body<'acceptParentInvite'>) =>
      unwrap(await client.POST('/parents/accept-invite', { body })),
  });
};

export const useAddStudentGuardian = () =>
  useStudentMutation(async (client, { id, body }: IdAndBody<Body<'addStudentGuardian'>>) =>
    unwrap(
      await client.POST('/students/{studentId}/guardians', {
        params: { path: { studentId: id } },
        body,
      }),
    ),
  );

export const useUpdateGuardian = () =>
  useStudentMutation(async (client, { id, body }: IdAndBody<Body<'updateGuardian'>>) =>
    unwrap(
      await client.PUT('/guardians/{guardianId}', { params: { path: { guardianId: id } }, body }),
    ),
  );
