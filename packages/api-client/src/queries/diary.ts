// Diary and homework: where a teacher may post, a section's day, a student's or parent's day,
// posting, editing and deleting, and one post's attachment (fetched when opened).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';

export const diaryKeys = {
  all: ['diary'] as const,
  options: () => [...diaryKeys.all, 'options'] as const,
  section: (sectionId: number, day: string) =>
    [...diaryKeys.all, 'section', sectionId, day] as const,
  mine: (day: string) => [...diaryKeys.all, 'mine', day] as const,
  reads: (sectionId: number, day: string) => [...diaryKeys.all, 'reads', sectionId, day] as const,
};

export type DiaryPostCreateBody = Body<'createDiaryPost'>;
export type DiaryPostUpdateBody = Body<'updateDiaryPost'>;

/** Posts a diary entry (the teacher's offline queue sends it with its operation id). */
export async function sendDiaryPost(
  client: ApiClient,
  sectionId: number,
  body: DiaryPostCreateBody,
) {
  return unwrap(
    await client.POST('/diary/sections/{sectionId}/posts', {
      params: { path: { sectionId } },
      body,
    }),
  );
}

/** Edits a diary entry (the teacher's offline queue sends it with its operation id). */
export async function sendDiaryEdit(client: ApiClient, postId: number, body: DiaryPostUpdateBody) {
  return unwrap(
    await client.PATCH('/diary/posts/{postId}', { params: { path: { postId } }, body }),
  );
}

export function useDiaryOptions(options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: diaryKeys.options(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/diary/options', { signal })),
    ...options,
  });
}

export function useSectionDiary(sectionId: number | null, day: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: diaryKeys.section(sectionId ?? 0, day ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/diary/sections/{sectionId}/days/{day}', {
          params: { path: { sectionId: sectionId ?? 0, day: day ?? '' } },
          signal,
        }),
      ),
    enabled: sectionId !== null && day !== null,
  });
}

/** Who has read each post of a section's day (the section's teachers and the office). */
export function useDiaryReads(sectionId: number | null, day: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: diaryKeys.reads(sectionId ?? 0, day ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/diary/sections/{sectionId}/days/{day}/reads', {
          params: { path: { sectionId: sectionId ?? 0, day: day ?? '' } },
          signal,
        }),
      ),
    enabled: sectionId !== null && day !== null,
  });
}

export function useMyDiary(day: string, options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: diaryKeys.mine(day),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/diary/me/days/{day}', { params: { path: { day } }, signal })),
    ...options,
  });
}

export function useCreateDiaryPost() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sectionId, body }: { sectionId: number; body: DiaryPostCreateBody }) =>
      unwrap(
        await client.POST('/diary/sections/{sectionId}/posts', {
          params: { path: { sectionId } },
          body,
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: diaryKeys.all });
    },
  });
}

export function useUpdateDiaryPost() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, body }: { postId: number; body: DiaryPostUpdateBody }) =>
      unwrap(await client.PATCH('/diary/posts/{postId}', { params: { path: { postId } }, body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: diaryKeys.all });
    },
  });
}

export function useDeleteDiaryPost() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: number) =>
      unwrap(await client.DELETE('/diary/posts/{postId}', { params: { path: { postId } } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: diaryKeys.all });
    },
  });
}

/** Fetches a post's attachment (base64 in JSON) when the reader opens it. */
export function useFetchDiaryAttachment() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (postId: number) =>
      unwrap(
        await client.GET('/diary/posts/{postId}/attachment', { params: { path: { postId } } }),
      ),
  });
}
