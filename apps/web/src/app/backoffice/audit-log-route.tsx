import { AuditLogPage } from '../../features/audit-log/components/audit-log-page';
import { useVendorLanding } from '../../features/vendor/api/get-vendor-landing';

/** The audit log, its amounts in the restaurant's own currency. */
export function AuditLogRoute() {
  const landing = useVendorLanding();
  return <AuditLogPage currency={landing.data?.currency ?? 'TOMAN'} />;
}
