import { formatNumber, type TOrderStatus } from '@sofreh/domain';
import type { SmsProvider } from '../../integrations/sms/sms-provider';
import type { Jobs } from '../../platform/jobs';

// "Your order is ready" by SMS (PUT /api/orders/callforreadyorder/{id}; decision 0023). The request
// claims the per-order window and enqueues this job in one transaction; the job sends through the SMS
// adapter chain and pg-boss retries a failed send.

export const ORDER_READY_SMS_QUEUE = 'order-ready-sms';
/** SMS costs the restaurant money: at most one ready message per order in this window. */
export const READY_SMS_INTERVAL_MS = 5 * 60 * 1000;
export const READY_STATES: readonly TOrderStatus[] = ['READYTOSHIPMENT', 'READYTOPICKUP', 'READYTOSERVE'];

export type OrderReadySmsJob = { vendorId: string; orderId: string; phoneNumber: string; text: string };

/** The message, in Persian, with the restaurant's name and the order's number. */
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

export async function registerOrderReadySmsJob(deps: {
  jobs: Jobs;
  sms: SmsProvider;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}) {
  await deps.jobs.work<OrderReadySmsJob>(ORDER_READY_SMS_QUEUE, async (job) => {
    if (!deps.sms.sendText) {
      // A login-code-only provider: nothing to retry. Logged for the operator.
      deps.log.error({ vendorId: job.vendorId, orderId: job.orderId }, 'orders.ready_sms_unsupported');
      return;
    }
    const sent = await deps.sms.sendText({ phoneNumber: job.phoneNumber, text: job.text });
    deps.log.info(
      { vendorId: job.vendorId, orderId: job.orderId, provider: sent.provider },
      'orders.ready_sms_sent',
    );
  });
}
