import type { TPrinterPaperWidth } from '@sofreh/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { menuCategories, menuItems, printerStations, printers } from './catalog.schema';

const printerColumns = {
  id: printers.id,
  name: printers.name,
  ip: printers.ip,
  port: printers.port,
  paperWidthMm: printers.paperWidthMm,
  vendorId: printers.vendorId,
};

/** The column holds only 80 or 58 (a CHECK constraint says so). */
const toPrinter = <T extends { paperWidthMm: number }>(row: T) => ({
  ...row,
  paperWidthMm: row.paperWidthMm as TPrinterPaperWidth,
});

export async function listPrinters(db: Executor, vendorId: string) {
  const rows = await db
    .select(printerColumns)
    .from(printers)
    .where(eq(printers.vendorId, vendorId))
    .orderBy(asc(printers.createdAt));
  return rows.map(toPrinter);
}

export async function findPrinter(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select(printerColumns)
    .from(printers)
    .where(and(eq(printers.vendorId, vendorId), eq(printers.id, id)));
  return row ? toPrinter(row) : null;
}

/** Without a paper width, a printer is 80 mm (the column's default). */
type PrinterValues = { name: string; ip: string; port: number; paperWidthMm?: TPrinterPaperWidth };

export async function insertPrinter(db: Executor, vendorId: string, values: PrinterValues) {
  const [row] = await db
    .insert(printers)
    .values({ ...values, vendorId })
    .returning(printerColumns);
  return toPrinter(row!);
}

export async function updatePrinter(db: Executor, vendorId: string, id: string, values: PrinterValues) {
  const [row] = await db
    .update(printers)
    .set(values)
    .where(and(eq(printers.vendorId, vendorId), eq(printers.id, id)))
    .returning(printerColumns);
  return row ? toPrinter(row) : null;
}

export async function deletePrinter(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(printers)
    .where(and(eq(printers.vendorId, vendorId), eq(printers.id, id)))
    .returning({ id: printers.id });
  return rows.length === 1;
}

export async function isPrinterUsed(db: Executor, vendorId: string, printerId: string) {
  const rows = await db
    .select({ id: printerStations.id })
    .from(printerStations)
    .where(and(eq(printerStations.vendorId, vendorId), eq(printerStations.printerId, printerId)))
    .limit(1);
  return rows.length > 0;
}

const stationColumns = {
  id: printerStations.id,
  name: printerStations.name,
  kind: printerStations.kind,
  printerId: printerStations.printerId,
  printerName: printers.name,
};

function stationsQuery(db: Executor, vendorId: string) {
  return db
    .select(stationColumns)
    .from(printerStations)
    .leftJoin(
      printers,
      and(eq(printers.vendorId, printerStations.vendorId), eq(printers.id, printerStations.printerId)),
    )
    .where(eq(printerStations.vendorId, vendorId))
    .$dynamic();
}

export function listStations(db: Executor, vendorId: string) {
  return stationsQuery(db, vendorId).orderBy(asc(printerStations.createdAt));
}

export async function findStation(db: Executor, vendorId: string, id: string) {
  const [row] = await stationsQuery(db, vendorId).where(
    and(eq(printerStations.vendorId, vendorId), eq(printerStations.id, id)),
  );
  return row ?? null;
}

/** Category ids routed to each of the vendor's stations. */
export async function categoryIdsByStation(db: Executor, vendorId: string) {
  const rows = await db
    .select({ id: menuCategories.id, stationId: menuCategories.printerStationId })
    .from(menuCategories)
    .where(and(eq(menuCategories.vendorId, vendorId), isNotNull(menuCategories.printerStationId)));
  const byStation = new Map<string, string[]>();
  for (const row of rows) byStation.set(row.stationId!, [...(byStation.get(row.stationId!) ?? []), row.id]);
  return byStation;
}

export async function insertStation(
  db: Executor,
  vendorId: string,
  values: { name: string; kind: 'KITCHEN' | 'CUSTOMER'; printerId: string | null },
) {
  const [row] = await db
    .insert(printerStations)
    .values({ ...values, vendorId })
    .returning({ id: printerStations.id });
  return row!.id;
}

export async function updateStation(
  db: Executor,
  vendorId: string,
  id: string,
  values: { name: string; kind: 'KITCHEN' | 'CUSTOMER'; printerId: string | null },
) {
  const rows = await db
    .update(printerStations)
    .set(values)
    .where(and(eq(printerStations.vendorId, vendorId), eq(printerStations.id, id)))
    .returning({ id: printerStations.id });
  return rows.length === 1;
}

export async function deleteStation(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(printerStations)
    .where(and(eq(printerStations.vendorId, vendorId), eq(printerStations.id, id)))
    .returning({ id: printerStations.id });
  return rows.length === 1;
}

/** Routes exactly `categoryIds` to the station: listed categories move here, others leave it. */
export async function routeCategoriesToStation(
  db: Executor,
  vendorId: string,
  stationId: string,
  categoryIds: string[],
) {
  await db
    .update(menuCategories)
    .set({ printerStationId: null })
    .where(and(eq(menuCategories.vendorId, vendorId), eq(menuCategories.printerStationId, stationId)));
  if (categoryIds.length === 0) return;
  await db
    .update(menuCategories)
    .set({ printerStationId: stationId })
    .where(and(eq(menuCategories.vendorId, vendorId), inArray(menuCategories.id, categoryIds)));
}

/** Which of `ids` are the vendor's menu categories. */
export async function findCategoryIds(db: Executor, vendorId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.vendorId, vendorId), inArray(menuCategories.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export function listCategoryRoutes(db: Executor, vendorId: string) {
  return db
    .select({
      categoryId: menuCategories.id,
      categoryTitle: menuCategories.title,
      printerStationId: menuCategories.printerStationId,
      printerStationName: printerStations.name,
    })
    .from(menuCategories)
    .leftJoin(
      printerStations,
      and(
        eq(printerStations.vendorId, menuCategories.vendorId),
        eq(printerStations.id, menuCategories.printerStationId),
      ),
    )
    .where(eq(menuCategories.vendorId, vendorId))
    .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.createdAt));
}

// ─── For the printing module (through printers.service.ts) ───────────────────────────────────────

export type StationRow = {
  id: string;
  name: string;
  kind: 'KITCHEN' | 'CUSTOMER';
  printerId: string | null;
  printerName: string | null;
  printerIp: string | null;
  printerPort: number | null;
  /** 80 or 58: how wide the printer's receipt is drawn (null without a printer). */
  printerPaperWidthMm: number | null;
};

export function listStationsWithPrinters(db: Executor, vendorId: string): Promise<StationRow[]> {
  return db
    .select({
      id: printerStations.id,
      name: printerStations.name,
      kind: printerStations.kind,
      printerId: printerStations.printerId,
      printerName: printers.name,
      printerIp: printers.ip,
      printerPort: printers.port,
      printerPaperWidthMm: printers.paperWidthMm,
    })
    .from(printerStations)
    .leftJoin(
      printers,
      and(eq(printers.vendorId, printerStations.vendorId), eq(printers.id, printerStations.printerId)),
    )
    .where(eq(printerStations.vendorId, vendorId))
    .orderBy(asc(printerStations.createdAt));
}

/** The station each of these menu items prints at now: its category's (absent: the item is gone). */
export async function stationsOfMenuItems(
  db: Executor,
  vendorId: string,
  menuItemIds: string[],
): Promise<Map<string, string | null>> {
  if (menuItemIds.length === 0) return new Map();
  const rows = await db
    .select({ menuItemId: menuItems.id, stationId: menuCategories.printerStationId })
    .from(menuItems)
    .innerJoin(
      menuCategories,
      and(eq(menuCategories.vendorId, menuItems.vendorId), eq(menuCategories.id, menuItems.categoryId)),
    )
    .where(and(eq(menuItems.vendorId, vendorId), inArray(menuItems.id, menuItemIds)));
  return new Map(rows.map((r) => [r.menuItemId, r.stationId]));
}

export async function printerExists(db: Executor, vendorId: string, printerId: string) {
  const rows = await db
    .select({ id: printers.id })
    .from(printers)
    .where(and(eq(printers.vendorId, vendorId), eq(printers.id, printerId)));
  return rows.length === 1;
}
