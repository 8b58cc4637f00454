import type { Jobs } from '../../platform/jobs';
import type { TransactionsService } from './transactions.service';

/** The reconciler's queue: one empty job a minute, taken by whichever instance is free. */
export const PAYMENT_RECONCILE_QUEUE = 'payments-reconcile';
const EVERY_MINUTE = '* * * * *';

/**
 * Settles payments whose callback never came (the customer closed the tab, the network dropped) and
 * gives back money still owed (decision 0016). Two instances running it at once are safe: settling
 * is a conditional UPDATE, so each payment is settled by whichever gets there first.
 */
export async function registerPaymentReconciler(deps: {
  jobs: Jobs;
  transactions: TransactionsService;
  log: { info: (obj: object, msg: string) => void };
  /** false (PAYMENT_RECONCILER=false): the queue exists but nothing is scheduled on it. */
  schedule: boolean;
}) {
  await deps.jobs.work(PAYMENT_RECONCILE_QUEUE, async () => {
    const { checked } = await deps.transactions.reconcile();
    if (checked > 0) deps.log.info({ checked }, 'payments.reconciled');
  });
  if (deps.schedule) await deps.jobs.schedule(PAYMENT_RECONCILE_QUEUE, EVERY_MINUTE);
}
