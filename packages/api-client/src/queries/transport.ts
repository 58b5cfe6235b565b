// Transport: the school office's routes, stops and riders, and a family's own routes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';

export const transportKeys = {
  all: ['transport'] as const,
  routes: () => [...transportKeys.all, 'routes'] as const,
  riders: (routeId: number) => [...transportKeys.all, 'riders', routeId] as const,
  mine: () => [...transportKeys.all, 'mine'] as const,
};

export type TransportRouteSaveBody = Body<'createTransportRoute'>;
export type TransportStopSaveBody = Body<'createTransportStop'>;

export function useTransportRoutes() {
  const client = useApiClient();
  return useQuery({
    queryKey: transportKeys.routes(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/transport/routes', { signal })),
  });
}

export function useTransportRiders(routeId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: transportKeys.riders(routeId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/transport/routes/{routeId}/students', {
          params: { path: { routeId } },
          signal,
        }),
      ),
  });
}

export function useMyTransport() {
  const client = useApiClient();
  return useQuery({
    queryKey: transportKeys.mine(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/transport/mine', { signal })),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: transportKeys.all });
}

export function useCreateTransportRoute() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: TransportRouteSaveBody) =>
      unwrap(await client.POST('/transport/routes', { body })),
    onSuccess: invalidate,
  });
}

export function useCreateTransportStop() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ routeId, body }: { routeId: number; body: TransportStopSaveBody }) =>
      unwrap(
        await client.POST('/transport/routes/{routeId}/stops', {
          params: { path: { routeId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useUpdateTransportRoute() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ routeId, body }: { routeId: number; body: TransportRouteSaveBody }) =>
      unwrap(
        await client.PUT('/transport/routes/{routeId}', { params: { path: { routeId } }, body }),
      ),
    onSuccess: invalidate,
  });
}

export function useUpdateTransportStop() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ stopId, body }: { stopId: number; body: TransportStopSaveBody }) =>
      unwrap(await client.PUT('/transport/stops/{stopId}', { params: { path: { stopId } }, body })),
    onSuccess: invalidate,
  });
}

export function useDeleteTransportStop() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (stopId: number) =>
      unwrap(await client.DELETE('/transport/stops/{stopId}', { params: { path: { stopId } } })),
    onSuccess: invalidate,
  });
}

/** A route's list as a PDF (the bearer header needs the client, not a plain link). */
export function useDownloadTransportRouteList() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (v: { routeId: number; lang: 'en' | 'ur' }) => {
      const result = await client.GET('/transport/routes/{routeId}/list/pdf', {
        params: { path: { routeId: v.routeId }, query: { lang: v.lang } },
        parseAs: 'blob',
      });
      return unwrap(result) as unknown as Blob;
    },
  });
}

export function useAssignTransport() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ studentId, stopId }: { studentId: number; stopId: number }) =>
      unwrap(
        await client.PUT('/transport/students/{studentId}', {
          params: { path: { studentId } },
          body: { stop_id: stopId },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useUnassignTransport() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (studentId: number) =>
      unwrap(
        await client.DELETE('/transport/students/{studentId}', {
          params: { path: { studentId } },
        }),
      ),
    onSuccess: invalidate,
  });
}
