import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { adminKeys, AUDIT_PAGE_SIZE, type AuditEntity } from '../admin';

/** `GET /admin/audit-log`: who did what and when, newest first, optionally of one kind. */

export function fetchAuditLog(entity: AuditEntity | null, page: number, signal?: AbortSignal) {
  return body(
    api.GET('/admin/audit-log', {
      params: { query: { entity: entity ?? undefined, page, limit: AUDIT_PAGE_SIZE } },
      signal,
    }),
  );
}

export const auditLogQuery = (entity: AuditEntity | null, page: number) =>
  queryOptions({
    queryKey: adminKeys.auditList(entity, page),
    queryFn: ({ signal }) => fetchAuditLog(entity, page, signal),
  });

export function useAuditLog(entity: AuditEntity | null, page: number) {
  return useQuery({ ...auditLogQuery(entity, page), placeholderData: keepPreviousData });
}
