import type { PrintableOrder, TAutoPrintTrigger, TPrintJobTrigger, TPrintOutput } from '@sofreh/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  autoPrintStations,
  menuCategories,
  menuItems,
  orderItems,
  orderItemToppings,
  orders,
  printerSandboxPrints,
  printerStations,
  printers,
  printJobs,
  users,
  vendors,
} from '../../db/schema';

// Every query names the vendor: an order, station or printer of another vendor is simply not found.

export type StationRow = {
  id: string;
  name: string;
  kind: 'KITCHEN' | 'CUSTOMER';
  printerId: string | null;
  printerName: string | null;
  printerIp: string | null;
  printerPort: number | null;
};

export function listStations(db: Executor, vendorId: string): Promise<StationRow[]> {
  return db
    .select({
      id: printerStations.id,
      name: printerStations.name,
      kind: printerStations.kind,
      printerId: printerStations.printerId,
      printerName: printers.name,
      printerIp: printers.ip,
      printerPort: printers.port,
    })
    .from(printerStations)
    .leftJoin(
      printers,
      and(eq(printers.vendorId, printerStations.vendorId), eq(printers.id, printerStations.printerId)),
    )
    .where(eq(printerStations.vendorId, vendorId))
    .orderBy(asc(printerStations.createdAt));
}

export async function vendorPrintOptions(db: Executor, vendorId: string) {
  const [row] = await db
    .select({ vendorName: vendors.name, printItemsOnFactor: vendors.printItemsOnFactor })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return row ?? null;
}

/**
 * The orders with their live lines, each line with the printer station its menu category prints at
 * now (null: the item or its category is gone, or the category prints nowhere).
 */
export async function findPrintableOrders(
  db: Executor,
  vendorId: string,
  orderIds: string[],
): Promise<Map<string, PrintableOrder>> {
  const result = new Map<string, PrintableOrder>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select({
      order: orders,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.customerUserId))
    .where(and(eq(orders.vendorId, vendorId), inArray(orders.id, orderIds)));
  const lines = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      title: orderItems.title,
      count: orderItems.count,
      unitPrice: orderItems.unitPrice,
      isFreeItem: orderItems.isFreeItem,
      stationId: menuCategories.printerStationId,
    })
    .from(orderItems)
    .leftJoin(
      menuItems,
      and(eq(menuItems.vendorId, orderItems.vendorId), eq(menuItems.id, orderItems.menuItemId)),
    )
    .leftJoin(
      menuCategories,
      and(eq(menuCategories.vendorId, menuItems.vendorId), eq(menuCategories.id, menuItems.categoryId)),
    )
    .where(and(eq(orderItems.vendorId, vendorId), inArray(orderItems.orderId, orderIds)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.lineNumber));
  const toppings = await db
    .select({
      orderItemId: orderItemToppings.orderItemId,
      title: orderItemToppings.title,
      price: orderItemToppings.price,
      count: orderItemToppings.count,
    })
    .from(orderItemToppings)
    .where(and(eq(orderItemToppings.vendorId, vendorId), inArray(orderItemToppings.orderId, orderIds)))
    .orderBy(asc(orderItemToppings.orderItemId), asc(orderItemToppings.title));
  const toppingsByLine = new Map<string, Array<{ title: string; price: number; count: number }>>();
  for (const t of toppings)
    toppingsByLine.set(t.orderItemId, [
      ...(toppingsByLine.get(t.orderItemId) ?? []),
      { title: t.title, price: t.price, count: t.count },
    ]);
  for (const { order: o, firstName, lastName, phoneNumber } of rows) {
    result.set(o.id, {
      number: o.number,
      source: o.source,
      serviceType: o.serviceType,
      status: o.status,
      paymentMethod: o.paymentMethod,
      paymentState: o.paymentState,
      customer: phoneNumber ? { firstName, lastName, phoneNumber } : null,
      address: o.addressText ? { text: o.addressText, details: o.addressDetails } : null,
      tableNumber: o.tableNumber,
      numberOfPerson: o.numberOfPerson,
      description: o.description,
      totals: {
        sumOfItemsPrice: o.sumOfItemsPrice,
        sumOfItemToppingsPrice: o.sumOfItemToppingsPrice,
        totalPackagingCost: o.totalPackagingCost,
        finalDiscountAmount: o.finalDiscountAmount,
        serviceFeeType: o.serviceFeeType,
        serviceFeeValue: o.serviceFeeValue,
        totalServiceFee: o.totalServiceFee,
        tax: o.tax,
        deliveryCost: o.deliveryCost,
        tip: o.tip,
        finalPrice: o.finalPrice,
      },
      currency: o.currency,
      createdAt: o.createdAt.toISOString(),
      items: [],
    });
  }
  for (const line of lines) {
    if (line.count <= 0) continue;
    result.get(line.orderId)?.items.push({
      title: line.title,
      count: line.count,
      unitPrice: line.unitPrice,
      isFreeItem: line.isFreeItem,
      stationId: line.stationId,
      toppings: toppingsByLine.get(line.id) ?? [],
    });
  }
  return result;
}

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
export async function insertJob(db: Executor, vendorId: string, job: NewJob): Promise<string> {
  const [row] = await db
    .insert(printJobs)
    .values({ ...job, vendorId, printedAt: job.state === 'PRINTED' ? sql`now()` : null })
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

export async function markPrinted(db: Executor, vendorId: string, jobId: string) {
  await db
    .update(printJobs)
    .set({
      state: 'PRINTED',
      failureReason: null,
      printedAt: sql`now()`,
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

export async function replaceAutoPrint(
  db: Executor,
  vendorId: string,
  settings: Array<{ stationId: string; trigger: TAutoPrintTrigger }>,
) {
  await db.delete(autoPrintStations).where(eq(autoPrintStations.vendorId, vendorId));
  if (settings.length > 0)
    await db.insert(autoPrintStations).values(settings.map((s) => ({ ...s, vendorId })));
}

// ─── Sandbox ────────────────────────────────────────────────────────────────────────────────────

export async function findSandboxPrint(db: Executor, vendorId: string, printerId: string) {
  const [row] = await db
    .select()
    .from(printerSandboxPrints)
    .where(and(eq(printerSandboxPrints.vendorId, vendorId), eq(printerSandboxPrints.printerId, printerId)));
  return row ?? null;
}

export async function printerExists(db: Executor, vendorId: string, printerId: string) {
  const rows = await db
    .select({ id: printers.id })
    .from(printers)
    .where(and(eq(printers.vendorId, vendorId), eq(printers.id, printerId)));
  return rows.length === 1;
}
