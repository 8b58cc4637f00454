import type { ChangeFeed } from '../../platform/change-feed';
import type { Jobs } from '../../platform/jobs';
import { ORDER_CHANGES, parseOrderChange } from '../orders/order-events';
import { PRINT_QUEUE, type PrintingService, type PrintJobData } from './printing.service';

/** The catch-up sweep's queue: one empty job a minute, taken by whichever instance is free. */
export const PRINT_SWEEP_QUEUE = 'order-print-sweep';
const EVERY_MINUTE = '* * * * *';

/**
 * Network print jobs, and the automatic prints: every instance listens to the order change feed
 * and claims what an event starts; the claim's unique row makes it happen once (decision 0021). A
 * sweep every minute claims the prints whose event was lost, through the same claim.
 */
export async function registerPrinting(deps: {
  jobs: Jobs;
  changes: Pick<ChangeFeed, 'subscribe'>;
  printing: PrintingService;
  log: { warn: (obj: object, msg: string) => void };
}) {
  await deps.jobs.work<PrintJobData>(PRINT_QUEUE, (job) => deps.printing.runJob(job));
  await deps.jobs.work(PRINT_SWEEP_QUEUE, async () => {
    await deps.printing.sweepMissedAutoPrints();
  });
  await deps.jobs.schedule(PRINT_SWEEP_QUEUE, EVERY_MINUTE);
  return deps.changes.subscribe(ORDER_CHANGES, (payload) => {
    const change = parseOrderChange(payload);
    if (!change) return;
    deps.printing.onOrderChange(change).catch((err) => {
      deps.log.warn({ err, orderId: change.orderId }, 'auto print: could not claim the order’s prints');
    });
  });
}
