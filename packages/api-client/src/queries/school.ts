// The school's structure: academic years, terms, classes, sections and subjects.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body, IdAndBody } from './shared';

export const schoolKeys = {
  all: ['school'] as const,
  years: () => [...schoolKeys.all, 'years'] as const,
  classes: () => [...schoolKeys.all, 'classes'] as const,
};

export const academicYearsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: schoolKeys.years(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/school/years/', { signal })),
  });

export const classesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: schoolKeys.classes(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/school/classes/', { signal })),
  });

export function useAcademicYears(options: { enabled?: boolean } = {}) {
  return useQuery({ ...academicYearsQuery(useApiClient()), ...options });
}

export function useClasses(options: { enabled?: boolean } = {}) {
  return useQuery({ ...classesQuery(useApiClient()), ...options });
}

/** Every school mutation refetches the structure (years, classes, head counts). */
function useSchoolMutation<V, R>(fn: (client: ApiClient, variables: V) => Promise<R>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => fn(client, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}

export const useCreateAcademicYear = () =>
  useSchoolMutation(async (client, body: Body<'createAcademicYear'>) =>
    unwrap(await client.POST('/school/years/', { body })),
  );

export const useUpdateAcademicYear = () =>
  useSchoolMutation(async (client, { id, body }: IdAndBody<Body<'updateAcademicYear'>>) =>
    unwrap(await client.PUT('/school/years/{yearId}', { params: { path: { yearId: id } }, body })),
  );

export const useCreateTerm = () =>
  useSchoolMutation(async (client, { id, body }: IdAndBody<Body<'createTerm'>>) =>
    unwrap(
      await client.POST('/school/years/{yearId}/terms', { params: { path: { yearId: id } }, body }),
    ),
  );

export const useCreateClass = () =>
  useSchoolMutation(async (client, body: Body<'createClass'>) =>
    unwrap(await client.POST('/school/classes/', { body })),
  );

export const useApplyDefaultClasses = () =>
  useSchoolMutation(async (client, _: undefined) =>
    unwrap(await client.POST('/school/classes/defaults')),
  );

export const useCreateSection = () =>
  useSchoolMutation(async (client, { id, body }: IdAndBody<Body<'createSection'>>) =>
    unwrap(
      await client.POST('/school/classes/{classId}/sections', {
        params: { path: { classId: id } },
        body,
      }),
    ),
  );

export const useUpdateSection = () =>
  useSchoolMutation(async (client, { id, body }: IdAndBody<Body<'updateSection'>>) =>
    unwrap(
      await client.PUT('/school/sections/{sectionId}', {
        params: { path: { sectionId: id } },
        body,
      }),
    ),
  );

export const useCreateSubject = () =>
  useSchoolMutation(async (client, { id, body }: IdAndBody<Body<'createSubject'>>) =>
    unwrap(
      await client.POST('/school/classes/{classId}/subjects', {
        params: { path: { classId: id } },
        body,
      }),
    ),
  );

export const useAssignSubjectTeacher = () =>
  useSchoolMutation(async (client, { id, body }: IdAndBody<Body<'assignSubjectTeacher'>>) =>
    unwrap(
      await client.PUT('/school/subjects/{subjectId}/teachers', {
        params: { path: { subjectId: id } },
        body,
      }),
    ),
  );

export const usePromoteSection = () =>
  useSchoolMutation(async (client, body: Body<'promoteSection'>) =>
    unwrap(await client.POST('/school/promotions', { body })),
  );
