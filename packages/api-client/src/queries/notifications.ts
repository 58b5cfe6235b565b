// The inbox (bell, list, mark read) and announcements.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Schemas } from '../types';
import type { Body } from './shared';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  inbox: (skip: number, limit: number) => [...notificationKeys.all, 'inbox', skip, limit] as const,
  announcements: (skip: number) => ['announcements', skip] as const,
  channels: () => [...notificationKeys.all, 'channels'] as const,
  deliveries: (filter: DeliveryFilter) => [...notificationKeys.all, 'deliveries', filter] as const,
  deadLetters: (skip: number, limit: number) =>
    [...notificationKeys.all, 'dead-letters', skip, limit] as const,
};

/** The delivery list's filters and page. */
export interface DeliveryFilter {
  status?: Schemas['DeliveryStatus'];
  channel?: Schemas['DeliveryChannel'];
  announcement_id?: number;
  notification_id?: number;
  skip: number;
  limit: number;
}

export const unreadCountQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/notifications/unread-count', { signal })),
    // The bell refreshes itself once a minute and when the window regains focus.
    refetchInterval: 60_000,
  });

export function useUnreadCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadCountQuery(useApiClient()), ...options });
}

export function useInbox(skip = 0, limit = 20) {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationKeys.inbox(skip, limit),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/notifications/', { params: { query: { skip, limit } }, signal })),
  });
}

export function useMarkNotificationRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        await client.POST('/notifications/{notificationId}/read', {
          params: { path: { notificationId: id } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await client.POST('/notifications/read-all', {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useAnnouncements(skip = 0) {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationKeys.announcements(skip),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/announcements/', { params: { query: { skip, limit: 20 } }, signal }),
      ),
  });
}

export function useCreateAnnouncement() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'createAnnouncement'>) =>
      unwrap(await client.POST('/announcements/', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['announcements'] }),
  });
}

/** What parents will receive and what it costs (nothing is written). */
export function usePreviewAnnouncement() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Body<'previewAnnouncement'>) =>
      unwrap(await client.POST('/announcements/preview', { body })),
  });
}

// ---------------------------------------------------------- channels, deliveries

export function useNotificationChannels() {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationKeys.channels(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/notifications/channels', { signal })),
  });
}

export function useUpdateNotificationChannels() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'updateNotificationChannels'>) =>
      unwrap(await client.PUT('/notifications/channels', { body })),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.channels(), data),
  });
}

export function useTestNotificationChannel() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (input: { channel: Schemas['DeliveryChannel']; to: string }) =>
      unwrap(
        await client.POST('/notifications/channels/{channel}/test', {
          params: { path: { channel: input.channel } },
          body: { to: input.to },
        }),
      ),
  });
}

export function useDeliveries(filter: DeliveryFilter) {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationKeys.deliveries(filter),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/notifications/deliveries', { params: { query: filter }, signal })),
    placeholderData: (previous) => previous,
  });
}

export function useRetryDelivery() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        await client.POST('/notifications/deliveries/{deliveryId}/retry', {
          params: { path: { deliveryId: id } },
        }),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...notificationKeys.all, 'deliveries'] }),
  });
}

export function useDeadLetters(skip = 0, limit = 20) {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationKeys.deadLetters(skip, limit),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/notifications/dead-letters', {
          params: { query: { skip, limit } },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useRetryDeadLetter() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) =>
      unwrap(
        await client.POST('/notifications/dead-letters/{jobId}/retry', {
          params: { path: { jobId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
