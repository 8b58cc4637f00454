import type { GatewayCredentials } from '../../integrations/payments/create-payment-gateways';
import type { SecretBox } from '../../platform/secret-box';

// How an account's credentials are kept: JSON, sealed by the secret box and bound to the vendor and
// account they belong to, so a sealed value copied onto another row (or vendor) does not open.

const context = (vendorId: string, accountId: string) => `payment-gateway-account:${vendorId}:${accountId}`;

export function sealCredentials(
  secrets: SecretBox,
  vendorId: string,
  accountId: string,
  credentials: GatewayCredentials,
): string {
  return secrets.seal(JSON.stringify(credentials), context(vendorId, accountId));
}

export function openCredentials(
  secrets: SecretBox,
  vendorId: string,
  accountId: string,
  sealed: string | null,
): GatewayCredentials {
  if (!sealed) return {};
  const value: unknown = JSON.parse(secrets.open(sealed, context(vendorId, accountId)));
  const merchantId = (value as { merchantId?: unknown } | null)?.merchantId;
  return typeof merchantId === 'string' ? { merchantId } : {};
}

/** What people may see of a credential: its last four characters. */
export function credentialHint(secret: string): string {
  return `••••${secret.slice(-4)}`;
}
