import { formatNumber, type TOrderStatus } from '@sofreh/domain';
import { SmsSendError } from './sms-provider';

/** The full Persian "your order is ready" sentence (console provider and tests; decision 0023). */
export function readySmsText(vendorName: string, orderNumber: number, status: TOrderStatus): string {
  const order = `سفارش شماره ${formatNumber(orderNumber)} شما`;
  switch (status) {
    case 'READYTOPICKUP':
      return `${vendorName}: ${order} آماده است؛ برای تحویل منتظرتان هستیم.`;
    case 'READYTOSERVE':
      return `${vendorName}: ${order} آماده است و همین حالا سر میز می‌آید.`;
    default:
      return `${vendorName}: ${order} آماده است و به‌زودی با پیک برایتان فرستاده می‌شود.`;
  }
}

/** Thrown by an adapter whose ready template is not set: skipped by failover, logged by the job. */
export function readyTemplateMissing(provider: string, setting: string): SmsSendError {
  return new SmsSendError(
    provider,
    'not_configured',
    `${provider} has no ready-notice template (${setting} is not set); skipped`,
  );
}
