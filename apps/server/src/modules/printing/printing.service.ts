import {
  autoPrintCatchUpStates,
  autoPrintTriggersFor,
  type PrintableOrder,
  printTargetsOf,
  receiptFor,
  type TAutoPrintSettings,
  type TAutoPrintTrigger,
  type TOrderPrintStatus,
  type TOrderReceipts,
  type TPrintOrderRequest,
  type TSandboxPrint,
  type TSaveAutoPrintSettings,
} from '@sofreh/domain';
import { lockKeys } from '../../db/advisory-lock';
import type { Database, Executor } from '../../db/database';
import { encodeRasterReceipt, type PaperWidthMm, RASTER_DOTS } from '../../integrations/printers/escpos';
import type { NetworkPrinter } from '../../integrations/printers/network-printer';
import { renderReceiptBitmap } from '../../integrations/printers/receipt-image';
import type { ChangeFeed } from '../../platform/change-feed';
import { type Clock, systemClock } from '../../platform/clock';
import type { AuthContext, VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { createFeedCache } from '../../platform/feed-cache';
import type { Jobs } from '../../platform/jobs';
import {
  listStationsWithPrinters,
  printerExists,
  type StationRow,
  stationsOfMenuItems,
} from '../catalog/printers.service';
import type { OrderChange } from '../orders/order-events';
import { findOrdersToPrint } from '../orders/order-prints.service';
import { vendorPrintOptions } from '../vendors/vendors.service';
import { createPrinterTurns } from './printer-turns';
import * as repo from './printing.repository';

export const PRINT_QUEUE = 'order-print';
export type PrintJobData = { vendorId: string; jobId: string };
/** A printer that is off gets four more tries (2, 4, 8, 16 s apart) before the job stays failed. */
const PRINT_RETRIES = 4;
/** How far back the catch-up sweep looks: an order older than this is long past its kitchen ticket. */
export const SWEEP_LOOKBACK_MS = 2 * 60 * 60 * 1000;
/**
 * How long the change feed has to claim an order's print before the sweep does it instead: the feed
 * takes milliseconds, so what is still unclaimed after this was missed (either way the claim is once).
 */
export const SWEEP_GRACE_MS = 30 * 1000;
const SWEEP_BATCH = 200;
/** The change feed's channel for "this vendor's auto-print settings changed" (payload: the vendor id). */
export const AUTO_PRINT_CHANGES = 'auto_print_changes';
/**
 * How long an instance keeps a vendor's auto-print settings without hearing of a change: a bound
 * for a change whose message was lost while the feed still looked healthy.
 */
export const AUTO_PRINT_SETTINGS_TTL_MS = 30 * 1000;
/** Vendors whose settings an instance keeps at most (least recently used dropped first). */
const AUTO_PRINT_SETTINGS_KEPT = 10_000;

type Log = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * Printing orders (decision 0021): which stations print what of an order, what each printed, the
 * receipts for the browser, network print jobs, and the automatic prints of new or confirmed orders
 * — once per order, station and trigger however many instances hear the order's event.
 */
export function createPrintingService(deps: {
  database: Database;
  jobs: Jobs;
  printer: NetworkPrinter;
  log: Log;
  /** The app's clock: when an auto-print setting took effect, and the sweep's window. */
  clock?: Clock;
  /**
   * The change feed: settings are kept per vendor while it is healthy, and dropped on every instance
   * when they change. Without it (a second instance in a test) every order event reads them.
   */
  changes?: Pick<ChangeFeed, 'subscribe' | 'onHealthChange' | 'healthy' | 'transaction'>;
}) {
  const db = deps.database.db;
  const clock = deps.clock ?? systemClock;
  const { changes } = deps;
  const printerTurns = createPrinterTurns(deps.database);

  // Every order event asks which stations print by themselves (the writer hears its own event twice),
  // and most vendors have none: the settings are kept per vendor instead of read each time, trusted
  // only while the feed is up, dropped on every instance when they change (decision 0026).
  const settingsCache =
    changes &&
    createFeedCache<Map<string, TAutoPrintTrigger>>({
      feed: changes,
      maxEntries: AUTO_PRINT_SETTINGS_KEPT,
      maxAgeMs: AUTO_PRINT_SETTINGS_TTL_MS,
      now: () => performance.now(),
    });
  changes?.subscribe(AUTO_PRINT_CHANGES, (vendorId) => settingsCache?.drop(vendorId));

  /** The vendor's stations that print by themselves, and on which trigger. */
  async function autoPrintTriggers(vendorId: string): Promise<Map<string, TAutoPrintTrigger>> {
    const read = () => repo.autoPrintTriggers(db, vendorId);
    if (!settingsCache) return read();
    // The read never answers null, so get never does either.
    return (await settingsCache.get(vendorId, read))!;
  }

  function statusOf(
    orderId: string,
    order: PrintableOrder,
    stations: StationRow[],
    jobs: repo.PrintJobRow[],
  ): TOrderPrintStatus {
    const targets = printTargetsOf(order, stations).map(({ station, itemCount }) => {
      // Jobs come newest first.
      const mine = jobs.filter((j) => j.orderId === orderId && j.stationId === station.id);
      const latest = mine[0];
      const printed = mine.filter((j) => j.state === 'PRINTED');
      return {
        stationId: station.id,
        stationName: station.name,
        kind: station.kind,
        printerId: station.printerId,
        printerName: station.printerName,
        itemCount,
        state: latest?.state ?? ('NOT_PRINTED' as const),
        output: latest?.output ?? null,
        printedAt: printed[0]?.printedAt?.toISOString() ?? null,
        failureReason: latest?.state === 'FAILED' ? latest.failureReason : null,
        printCount: printed.length,
      };
    });
    return { orderId, printed: targets.length > 0 && targets.every((t) => t.printCount > 0), targets };
  }

  async function loadOrder(tx: Executor, vendorId: string, orderId: string) {
    const order = (await findPrintableOrders(tx, vendorId, [orderId])).get(orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  async function options(tx: Executor, vendorId: string) {
    const found = await vendorPrintOptions(tx, vendorId);
    return found ?? { vendorName: '', printItemsOnFactor: true };
  }

  async function statuses(vendorId: string, orderIds: string[]): Promise<TOrderPrintStatus[]> {
    const unique = [...new Set(orderIds)];
    const [orders, stations, jobs] = await Promise.all([
      findPrintableOrders(db, vendorId, unique),
      listStationsWithPrinters(db, vendorId),
      repo.listJobs(db, vendorId, unique),
    ]);
    return unique.flatMap((id) => {
      const order = orders.get(id);
      return order ? [statusOf(id, order, stations, jobs)] : [];
    });
  }

  /**
   * Claims the order's automatic prints for `triggers` under the vendor's `settings` and queues them
   * in the same transaction. Whoever claims first prints; the rest find the row taken and do nothing.
   */
  async function claimAutoPrints(
    vendorId: string,
    orderId: string,
    triggers: TAutoPrintTrigger[],
    settings: Map<string, TAutoPrintTrigger>,
  ): Promise<number> {
    const wanted = [...settings].filter(([, trigger]) => triggers.includes(trigger));
    if (wanted.length === 0) return 0;
    return db.transaction(async (tx) => {
      const orders = await findPrintableOrders(tx, vendorId, [orderId]);
      const order = orders.get(orderId);
      if (!order) return 0;
      const stations = (await listStationsWithPrinters(tx, vendorId)).filter(
        (s) => s.printerId && settings.has(s.id),
      );
      let queued = 0;
      for (const { station } of printTargetsOf(order, stations)) {
        const trigger = settings.get(station.id)!;
        if (!triggers.includes(trigger)) continue;
        const jobId = await repo.claimAutoJob(tx, vendorId, {
          orderId: orderId,
          stationId: station.id,
          trigger,
        });
        if (!jobId) continue;
        await deps.jobs.send<PrintJobData>(
          PRINT_QUEUE,
          { vendorId: vendorId, jobId },
          { tx, retryLimit: PRINT_RETRIES },
        );
        queued += 1;
      }
      return queued;
    });
  }

  return {
    /** Print status of the board's visible orders (another vendor's ids are left out). */
    statuses: (vendor: VendorContext, orderIds: string[]) => statuses(vendor.id, orderIds),

    async status(vendor: VendorContext, orderId: string): Promise<TOrderPrintStatus> {
      const [found] = await statuses(vendor.id, [orderId]);
      if (!found) throw new AppError('ORDER_NOT_FOUND');
      return found;
    },

    /** Every receipt of the order, for the 80 mm browser page. */
    async receipts(vendor: VendorContext, orderId: string): Promise<TOrderReceipts> {
      const [order, stations, opts] = await Promise.all([
        loadOrder(db, vendor.id, orderId),
        listStationsWithPrinters(db, vendor.id),
        options(db, vendor.id),
      ]);
      return {
        orderId,
        receipts: printTargetsOf(order, stations).map(({ station }) => receiptFor(order, station, opts)),
      };
    },

    /**
     * Prints (or prints again) the order at a station: a network job for the station's printer, or
     * the record that the browser page was printed. Always a new print, never refused as a repeat.
     */
    async print(
      vendor: VendorContext,
      auth: AuthContext,
      orderId: string,
      request: TPrintOrderRequest,
    ): Promise<TOrderPrintStatus> {
      await db.transaction(async (tx) => {
        const order = await loadOrder(tx, vendor.id, orderId);
        const stations = await listStationsWithPrinters(tx, vendor.id);
        const station = stations.find((s) => s.id === request.stationId);
        if (!station)
          throw new AppError('PRINTER_STATION_NOT_FOUND', {
            errors: [fieldError('stationId', 'این ایستگاه چاپ در رستوران شما نیست.')],
          });
        if (!printTargetsOf(order, [station]).length) throw new AppError('PRINT_NOTHING_FOR_STATION');
        if (request.output === 'NETWORK' && !station.printerId)
          throw new AppError('PRINT_STATION_NO_PRINTER');
        const jobId = await repo.insertJob(
          tx,
          vendor.id,
          {
            orderId,
            stationId: station.id,
            trigger: 'MANUAL',
            output: request.output,
            state: request.output === 'BROWSER' ? 'PRINTED' : 'QUEUED',
            requestedBy: auth.userId,
          },
          clock.now(),
        );
        if (request.output === 'NETWORK')
          await deps.jobs.send<PrintJobData>(
            PRINT_QUEUE,
            { vendorId: vendor.id, jobId },
            { tx, retryLimit: PRINT_RETRIES },
          );
      });
      const [found] = await statuses(vendor.id, [orderId]);
      return found!;
    },

    /**
     * An order event (heard by every instance, maybe twice each): claims the automatic prints it
     * starts and queues them in the same transaction. Whoever claims first prints; the rest find
     * the row taken and do nothing.
     */
    async onOrderChange(change: OrderChange): Promise<number> {
      const triggers = autoPrintTriggersFor(change.kind, change.status);
      if (triggers.length === 0) return 0;
      return claimAutoPrints(
        change.vendorId,
        change.orderId,
        triggers,
        await autoPrintTriggers(change.vendorId),
      );
    },

    /**
     * The catch-up sweep (every minute, decision 0021): the automatic prints whose order event was
     * lost — the process died between the order's commit and the claim — are claimed now, through the
     * same once-only claim as the feed's, so a print is made at least once and still at most once.
     */
    async sweepMissedAutoPrints(now: Date = clock.now()): Promise<number> {
      const states = { NEW: autoPrintCatchUpStates('NEW'), CONFIRMED: autoPrintCatchUpStates('CONFIRMED') };
      let queued = 0;
      for (const vendorId of await repo.vendorsWithAutoPrint(db)) {
        // Read here, not kept: the sweep is what still prints when a change of them went unheard.
        const settings = await repo.autoPrintTriggers(db, vendorId);
        const missed = await repo.missedAutoPrints(db, vendorId, {
          since: new Date(now.getTime() - SWEEP_LOOKBACK_MS),
          before: new Date(now.getTime() - SWEEP_GRACE_MS),
          states,
          limit: SWEEP_BATCH,
        });
        for (const { orderId, trigger } of missed) {
          const claimed = await claimAutoPrints(vendorId, orderId, [trigger], settings);
          if (claimed > 0)
            deps.log.warn(
              { vendorId, orderId, trigger },
              'auto print: claimed by the sweep, its event was lost',
            );
          queued += claimed;
        }
      }
      return queued;
    },

    /**
     * The job: draws the receipt, sends it, and records the outcome. A printer that does not take it
     * marks the job failed with the reason and throws, so the job system tries again later.
     */
    async runJob(data: PrintJobData): Promise<void> {
      const job = await repo.findJob(db, data.vendorId, data.jobId);
      if (!job || job.state === 'PRINTED' || job.output !== 'NETWORK') return;
      const stations = await listStationsWithPrinters(db, data.vendorId);
      const station = stations.find((s) => s.id === job.stationId);
      if (!station?.printerId || !station.printerIp || !station.printerPort) {
        // Nothing to try again: the station or its printer is gone.
        await repo.markFailed(db, data.vendorId, job.id, 'این ایستگاه دیگر چاپگری ندارد.');
        return;
      }
      const order = (await findPrintableOrders(db, data.vendorId, [job.orderId])).get(job.orderId);
      if (!order) return;
      const receipt = receiptFor(order, station, await options(db, data.vendorId));
      // Drawn as wide as this printer's paper: a wider image loses the start of every RTL line.
      const dots = RASTER_DOTS[(station.printerPaperWidthMm ?? 80) as PaperWidthMm] ?? RASTER_DOTS[80];
      const bytes = encodeRasterReceipt(renderReceiptBitmap(receipt, dots));
      const address = {
        vendorId: data.vendorId,
        printerId: station.printerId,
        name: station.printerName ?? station.name,
        ip: station.printerIp,
        port: station.printerPort,
      };
      // Never two receipts into one printer at once, from this instance or another.
      const result = await printerTurns(address, () => deps.printer.send(address, bytes));
      if (result.ok) {
        await repo.markPrinted(db, data.vendorId, job.id, clock.now());
        deps.log.info({ jobId: job.id, orderId: job.orderId, stationId: station.id }, 'order printed');
        return;
      }
      await repo.markFailed(db, data.vendorId, job.id, result.reason);
      deps.log.warn({ jobId: job.id, orderId: job.orderId, stationId: station.id }, 'order print failed');
      throw new Error(`print job ${job.id} failed: the printer did not take it`);
    },

    async autoPrintSettings(vendor: VendorContext): Promise<TAutoPrintSettings> {
      const [stations, triggers] = await Promise.all([
        listStationsWithPrinters(db, vendor.id),
        repo.autoPrintTriggers(db, vendor.id),
      ]);
      return {
        stations: stations.map((s) => ({
          stationId: s.id,
          stationName: s.name,
          kind: s.kind,
          printerName: s.printerName,
          trigger: triggers.get(s.id) ?? null,
        })),
      };
    },

    async saveAutoPrintSettings(
      vendor: VendorContext,
      input: TSaveAutoPrintSettings,
    ): Promise<TAutoPrintSettings> {
      const save = async (tx: Executor) => {
        // One save of a vendor's set at a time, on every instance: the last one wins whole.
        await lockKeys(tx, [`auto-print:${vendor.id}`]);
        const stations = await listStationsWithPrinters(tx, vendor.id);
        const errors = input.stations.flatMap((s, index) => {
          const station = stations.find((x) => x.id === s.stationId);
          if (!station)
            return [fieldError(`stations.${index}.stationId`, 'این ایستگاه چاپ در رستوران شما نیست.')];
          if (s.trigger && !station.printerId)
            return [
              fieldError(
                `stations.${index}.trigger`,
                `ایستگاه «${station.name}» چاپگری ندارد و نمی‌تواند خودکار چاپ کند.`,
              ),
            ];
          return [];
        });
        if (errors.length > 0) throw new AppError('BAD_REQUEST', { errors });
        const chosen = new Map<string, NonNullable<(typeof input.stations)[number]['trigger']>>();
        for (const s of input.stations) if (s.trigger) chosen.set(s.stationId, s.trigger);
        await repo.replaceAutoPrint(
          tx,
          vendor.id,
          [...chosen].map(([stationId, trigger]) => ({ stationId, trigger })),
          clock.now(),
        );
      };
      // Every instance (this one right after the commit) drops what it kept of the old settings.
      if (changes)
        await changes.transaction(async (tx, publish) => {
          await save(tx);
          await publish(AUTO_PRINT_CHANGES, vendor.id);
        });
      else await db.transaction(save);
      return this.autoPrintSettings(vendor);
    },

    /** The printer sandbox's last receipt for a printer (demo), or 404. */
    async sandboxPrint(vendor: VendorContext, printerId: string): Promise<TSandboxPrint> {
      if (!(await printerExists(db, vendor.id, printerId))) throw new AppError('PRINTER_NOT_FOUND');
      const row = await repo.findSandboxPrint(db, vendor.id, printerId);
      if (!row) throw new AppError('NOT_FOUND');
      return {
        printerId,
        printedAt: row.printedAt.toISOString(),
        width: row.width,
        height: row.height,
        pngBase64: row.pngBase64,
      };
    },
  };
}
export type PrintingService = ReturnType<typeof createPrintingService>;

/**
 * The orders with their live lines, each line with the printer station its menu category prints at
 * now (null: the item or its category is gone, or the category prints nowhere). The order comes
 * from the orders module, the stations from the catalog.
 */
async function findPrintableOrders(
  db: Executor,
  vendorId: string,
  orderIds: string[],
): Promise<Map<string, PrintableOrder>> {
  const orders = await findOrdersToPrint(db, vendorId, orderIds);
  const itemIds = [...new Set([...orders.values()].flatMap((o) => o.items.map((line) => line.menuItemId)))];
  const stations = await stationsOfMenuItems(db, vendorId, itemIds);
  return new Map(
    [...orders].map(([id, order]) => [
      id,
      {
        ...order,
        items: order.items.map(({ menuItemId, ...line }) => ({
          ...line,
          stationId: stations.get(menuItemId) ?? null,
        })),
      },
    ]),
  );
}
