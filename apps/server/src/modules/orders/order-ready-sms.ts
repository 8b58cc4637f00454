import type { TOrderStatus } from '@sofreh/domain';
import { readySmsText } from '../../integrations/sms/ready-notice';
import { type SmsProvider, SmsSendError } from '../../integrations/sms/sms-provider';
import type { Jobs } from '../../platform/jobs';

// "Your order is ready" by SMS (PUT /api/orders/callforreadyorder/{id}; decision 0023). The request
// claims the per-order window and enqueues this job in one transaction; the job sends through the SMS
// adapter chain and pg-boss retries a failed send.

export const ORDER_READY_SMS_QUEUE = 'order-ready-sms';
/** SMS costs the restaurant money: at most one ready message per order in this window. */
export const READY_SMS_INTERVAL_MS = 5 * 60 * 1000;
export const READY_STATES: readonly TOrderStatus[] = ['READYTOSHIPMENT', 'READYTOPICKUP', 'READYTOSERVE'];

export type OrderReadySmsJob = {
  vendorId: string;
  orderId: string;
  phoneNumber: string;
  vendorName: string;
  orderNumber: number;
  status: TOrderStatus;
};

/** The Persian sentence now lives beside the SMS adapters that render it (console). */
export { readySmsText };

export async function registerOrderReadySmsJob(deps: {
  jobs: Jobs;
  sms: SmsProvider;
  log: {
    info: (obj: object, msg: string) => void;
    warn: (obj: object, msg: string) => void;
    error: (obj: object, msg: string) => void;
  };
}) {
  await deps.jobs.work<OrderReadySmsJob>(ORDER_READY_SMS_QUEUE, async (job) => {
    const where = { vendorId: job.vendorId, orderId: job.orderId };
    try {
      const sent = await deps.sms.sendReadyNotice({
        phoneNumber: job.phoneNumber,
        vendorName: job.vendorName,
        orderNumber: job.orderNumber,
        status: job.status,
      });
      // Sent, but its answer could not be read: most likely delivered. Logged, never retried (0044).
      if (sent.unconfirmed)
        deps.log.warn(
          { ...where, provider: sent.provider, detail: sent.unconfirmed },
          'orders.ready_sms_unconfirmed',
        );
      else deps.log.info({ ...where, provider: sent.provider }, 'orders.ready_sms_sent');
    } catch (error) {
      // No provider has a ready template: nothing to retry. Logged for the operator, not thrown.
      if (error instanceof SmsSendError && error.reason === 'not_configured') {
        deps.log.warn(
          { ...where, provider: error.provider, reason: error.message },
          'orders.ready_sms_skipped',
        );
        return;
      }
      // Timeouts and outages are thrown, so pg-boss retries the job.
      throw error;
    }
  });
}
