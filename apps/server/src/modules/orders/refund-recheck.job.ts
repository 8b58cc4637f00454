import type { Jobs } from '../../platform/jobs';
import type { RefundsService } from './refunds.service';

/** The hourly queue that asks gateways about refunds still PENDING (SPEC §9: every 3,600,000 ms). */
export const REFUND_RECHECK_QUEUE = 'refunds-recheck';
const EVERY_HOUR = '0 * * * *';

export async function registerRefundRecheck(deps: {
  jobs: Jobs;
  refunds: RefundsService;
  log: { info: (obj: object, msg: string) => void };
  /** false: the queue exists but nothing is scheduled (tests run the re-check by hand). */
  schedule: boolean;
}) {
  await deps.jobs.work(REFUND_RECHECK_QUEUE, async () => {
    const { checked } = await deps.refunds.recheck();
    if (checked > 0) deps.log.info({ checked }, 'refunds.rechecked');
  });
  if (deps.schedule) await deps.jobs.schedule(REFUND_RECHECK_QUEUE, EVERY_HOUR);
}
