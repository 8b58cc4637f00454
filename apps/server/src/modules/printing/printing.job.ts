import type { ChangeFeed } from '../../platform/change-feed';
import type { Jobs } from '../../platform/jobs';
import { ORDER_CHANGES, parseOrderChange } from '../orders/order-events';
import { PRINT_QUEUE, type PrintingService, type PrintJobData } from './printing.service';

/**
 * Network print jobs, and the automatic prints: every instance listens to the order change feed
 * and claims what an event starts; the claim's unique row makes it happen once (decision 0021).
 */
export async function registerPrinting(deps: {
  jobs: Jobs;
  changes: Pick<ChangeFeed, 'subscribe'>;
  printing: PrintingService;
  log: { warn: (obj: object, msg: string) => void };
}) {
  await deps.jobs.work<PrintJobData>(PRINT_QUEUE, (job) => deps.printing.runJob(job));
  return deps.changes.subscribe(ORDER_CHANGES, (payload) => {
    const change = parseOrderChange(payload);
    if (!change) return;
    deps.printing.onOrderChange(change).catch((err) => {
      deps.log.warn({ err, orderId: change.orderId }, 'auto print: could not claim the order’s prints');
    });
  });
}
