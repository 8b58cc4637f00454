import { ZAuditLogPage, ZAuditLogPerson, ZAuditLogQuery } from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../auth/auth.guard';
import type { AuditLogService } from './audit-log.service';

const BASE = '/api-identity/identity/auditlogs';
const tags = ['identity: audit log'];
const config = { access: { permission: 'AUDIT_VIEW' as const } };

export async function auditLogRoutes(app: FastifyInstance, { auditLog }: { auditLog: AuditLogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    BASE,
    {
      config,
      schema: {
        tags,
        summary: 'Staff changes, newest first (paged, 10 a page)',
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogPage },
      },
    },
    (request) => auditLog.list(requireVendor(request), request.query),
  );
  r.get(
    `${BASE}/people`,
    {
      config,
      schema: {
        tags,
        summary: 'Everyone who appears in the log, for the person filter',
        response: { 200: z.array(ZAuditLogPerson) },
      },
    },
    (request) => auditLog.people(requireVendor(request)),
  );
}
