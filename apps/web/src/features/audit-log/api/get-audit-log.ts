import { type TAuditObjectType, ZAuditLogPage, ZAuditLogPerson } from '@sofreh/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const AUDIT_LOG_PATH = '/api-identity/identity/auditlogs';

export type AuditFilters = {
  userId: string | null;
  objectType: TAuditObjectType | null;
  /** Tehran days as yyyy-mm-dd (decision 0018's convention). */
  from: string | null;
  to: string | null;
};

export const NO_AUDIT_FILTERS: AuditFilters = { userId: null, objectType: null, from: null, to: null };

export function auditQueryString(filters: AuditFilters, pageNumber: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value) params.set(name, value);
  }
  params.set('pageNumber', String(pageNumber));
  return params.toString();
}

export function useAuditLog(filters: AuditFilters, pageNumber: number) {
  return useQuery({
    queryKey: ['audit-log', 'page', filters, pageNumber],
    queryFn: ({ signal }) =>
      apiRequest(`${AUDIT_LOG_PATH}?${auditQueryString(filters, pageNumber)}`, {
        schema: ZAuditLogPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Everyone who appears in the log, for the person filter. */
export function useAuditPeople() {
  return useQuery({
    queryKey: ['audit-log', 'people'],
    queryFn: ({ signal }) =>
      apiRequest(`${AUDIT_LOG_PATH}/people`, { schema: z.array(ZAuditLogPerson), signal }),
  });
}
