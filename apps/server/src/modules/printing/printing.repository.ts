import type { TAutoPrintTrigger, TPrintJobTrigger, TPrintOutput } from '@sofreh/domain';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { autoPrintStations, printerSandboxPrints, printJobs } from './printing.schema';

// Every query names the vendor: an order, station or printer of another vendor is simply not found.

export type PrintJobRow = {
  id: string;
  orderId: string;
  stationId: string;
  trigger: TPrintJobTrigger;
  output: TPrintOutput;
  state: 'QUEUED' | 'PRINTED' | 'FAILED';
  failureReason: string | null;
  printedAt: Date | null;
  createdAt: Date;
};

const jobColumns = {
  id: printJobs.id,
  orderId: printJobs.orderId,
  stationId: printJobs.stationId,
  trigger: printJobs.trigger,
  output: printJobs.output,
  state: printJobs.state,
  failureReason: printJobs.failureReason,
  printedAt: printJobs.printedAt,
  createdAt: printJobs.createdAt,
};

/** The orders' print jobs, newest first. */
export function listJobs(db: Executor, vendorId: string, orderIds: string[]): Promise<PrintJobRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select(jobColumns)
    .from(printJobs)
    .where(and(eq(printJobs.vendorId, vendorId), inArray(printJobs.orderId, orderIds)))
    .orderBy(desc(printJobs.createdAt));
}

type NewJob = {
  orderId: string;
  stationId: string;
  trigger: TPrintJobTrigger;
  output: TPrintOutput;
  state: 'QUEUED' | 'PRINTED';
  requestedBy: string | null;
};

/** A print someone asked for (always a new row). */
export async function insertJob(db: Executor, vendorId: string, job: NewJob, at: Date): Promise<string> {
  const [row] = await db
    .insert(printJobs)
    .values({ ...job, vendorId, printedAt: job.state === 'PRINTED' ? at : null })
    .returning({ id: printJobs.id });
  return row!.id;
}

/**
 * Claims the automatic print of an order at a station for a trigger: the row is written by whoever
 * comes first; everyone else gets null (the partial unique index print_jobs_auto_once decides).
 */
export async function claimAutoJob(
  db: Executor,
  vendorId: string,
  job: { orderId: string; stationId: string; trigger: TAutoPrintTrigger },
): Promise<string | null> {
  const rows = await db
    .insert(printJobs)
    .values({ ...job, vendorId, output: 'NETWORK', state: 'QUEUED' })
    .onConflictDoNothing({
      target: [printJobs.vendorId, printJobs.orderId, printJobs.stationId, printJobs.trigger],
      where: sql`${printJobs.trigger} <> 'MANUAL'`,
    })
    .returning({ id: printJobs.id });
  return rows[0]?.id ?? null;
}

export async function findJob(db: Executor, vendorId: string, jobId: string) {
  const [row] = await db
    .select(jobColumns)
    .from(printJobs)
    .where(and(eq(printJobs.vendorId, vendorId), eq(printJobs.id, jobId)));
  return row ?? null;
}

/** `at` is the app's clock (the demo's clock reads lunchtime), like the order's own times. */
export async function markPrinted(db: Executor, vendorId: string, jobId: string, at: Date) {
  await db
    .update(printJobs)
    .set({
      state: 'PRINTED',
      failureReason: null,
      printedAt: at,
      updatedAt: sql`now()`,
      attempts: sql`${printJobs.attempts} + 1`,
    })
    .where(and(eq(printJobs.vendorId, vendorId), eq(printJobs.id, jobId)));
}

export async function markFailed(db: Executor, vendorId: string, jobId: string, reason: string) {
  await db
    .update(printJobs)
    .set({
      state: 'FAILED',
      failureReason: reason,
      updatedAt: sql`now()`,
      attempts: sql`${printJobs.attempts} + 1`,
    })
    .where(and(eq(printJobs.vendorId, vendorId), eq(printJobs.id, jobId)));
}

// ─── Auto print settings ────────────────────────────────────────────────────────────────────────

export async function autoPrintTriggers(
  db: Executor,
  vendorId: string,
): Promise<Map<string, TAutoPrintTrigger>> {
  const rows = await db
    .select({ stationId: autoPrintStations.stationId, trigger: autoPrintStations.trigger })
    .from(autoPrintStations)
    .where(eq(autoPrintStations.vendorId, vendorId));
  return new Map(rows.map((r) => [r.stationId, r.trigger]));
}

/**
 * Saves the vendor's automatic prints: the chosen stations upserted, every other station's row
 * deleted. `at` (the app's clock) is when each setting took effect: the catch-up sweep prints only
 * what reached its trigger after that, never the orders from before. Callers hold the vendor's
 * auto-print lock, so concurrent saves follow each other whole (decision 0043).
 */
export async function replaceAutoPrint(
  db: Executor,
  vendorId: string,
  settings: Array<{ stationId: string; trigger: TAutoPrintTrigger }>,
  at: Date,
) {
  const kept = settings.map((s) => s.stationId);
  await db
    .delete(autoPrintStations)
    .where(
      and(
        eq(autoPrintStations.vendorId, vendorId),
        kept.length > 0 ? notInArray(autoPrintStations.stationId, kept) : undefined,
      ),
    );
  if (settings.length === 0) return;
  await db
    .insert(autoPrintStations)
    .values(settings.map((s) => ({ ...s, vendorId, updatedAt: at })))
    .onConflictDoUpdate({
      target: [autoPrintStations.vendorId, autoPrintStations.stationId],
      set: {
        trigger: sql`excluded.trigger`,
        // Saving the screen again changes nothing for a station whose trigger stays the same.
        updatedAt: sql`CASE WHEN ${autoPrintStations.trigger} = excluded.trigger THEN ${autoPrintStations.updatedAt} ELSE excluded.updated_at END`,
      },
    });
}

/** The vendors with at least one station printing by itself (the catch-up sweep's round). */
export async function vendorsWithAutoPrint(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ vendorId: autoPrintStations.vendorId }).from(autoPrintStations);
  return rows.map((r) => r.vendorId);
}

/**
 * Automatic prints the vendor's orders should have had and did not (decision 0021, the catch-up
 * sweep): orders created since `since`, now in a state where the print still helps, that reached the
 * station's trigger after the setting took effect and before `before`, and that the station has
 * not printed at all (no automatic job of that trigger, and no one printed it by hand meanwhile). NEW is reached when the order is created in any state but
 * SUBMITTED or when it is paid; CONFIRMED when it is confirmed — as in autoPrintTriggersFor.
 */
export async function missedAutoPrints(
  db: Executor,
  vendorId: string,
  window: {
    since: Date;
    before: Date;
    states: Record<TAutoPrintTrigger, readonly string[]>;
    limit: number;
  },
): Promise<Array<{ orderId: string; trigger: TAutoPrintTrigger }>> {
  const list = (states: readonly string[]) =>
    sql.join(
      states.map((s) => sql`${s}`),
      sql`, `,
    );
  const result = await db.execute(sql`
    SELECT DISTINCT o.id AS order_id, a.trigger, o.created_at
    FROM auto_print_stations a
    JOIN printer_stations s ON s.vendor_id = a.vendor_id AND s.id = a.station_id AND s.printer_id IS NOT NULL
    JOIN orders o ON o.vendor_id = a.vendor_id
    CROSS JOIN LATERAL (
      SELECT CASE WHEN a.trigger = 'NEW'
          THEN min(h.at) FILTER (WHERE (h.from_status IS NULL AND h.to_status <> 'SUBMITTED') OR h.to_status = 'PAID')
          ELSE max(h.at) FILTER (WHERE h.to_status = 'CONFIRMED')
        END AS reached
      FROM order_states h
      WHERE h.vendor_id = o.vendor_id AND h.order_id = o.id
    ) m
    WHERE a.vendor_id = ${vendorId}
      AND o.created_at >= ${window.since.toISOString()}::timestamptz
      AND ((a.trigger = 'NEW' AND o.status IN (${list(window.states.NEW)}))
        OR (a.trigger = 'CONFIRMED' AND o.status IN (${list(window.states.CONFIRMED)})))
      AND m.reached >= a.updated_at
      AND m.reached < ${window.before.toISOString()}::timestamptz
      AND NOT EXISTS (
        SELECT 1 FROM print_jobs j
        WHERE j.vendor_id = a.vendor_id AND j.order_id = o.id AND j.station_id = a.station_id
      )
    ORDER BY o.created_at
    LIMIT ${window.limit}
  `);
  return (result as unknown as { rows: Array<{ order_id: string; trigger: TAutoPrintTrigger }> }).rows.map(
    (r) => ({ orderId: r.order_id, trigger: r.trigger }),
  );
}

// ─── Sandbox ────────────────────────────────────────────────────────────────────────────────────

export async function findSandboxPrint(db: Executor, vendorId: string, printerId: string) {
  const [row] = await db
    .select()
    .from(printerSandboxPrints)
    .where(and(eq(printerSandboxPrints.vendorId, vendorId), eq(printerSandboxPrints.printerId, printerId)));
  return row ?? null;
}
