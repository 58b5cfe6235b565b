import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Query } from './shared';

export type AuditLogQuery = Query<'listAuditLog'>;

export const auditKeys = {
  all: ['audit-log'] as const,
  list: (query: AuditLogQuery = {}) => [...auditKeys.all, query] as const,
};

export const auditLogQuery = (client: ApiClient, query: AuditLogQuery = {}) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/audit-log/', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

/** Administrative changes, newest first (tenant admins: their tenant; superusers: all). */
export function useAuditLog(query: AuditLogQuery = {}) {
  return useQuery(auditLogQuery(useApiClient(), query));
}
