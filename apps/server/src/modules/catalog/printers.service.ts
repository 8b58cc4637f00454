import type { TPrinterStation, ZCreatePrinter, ZCreatePrinterStation, ZUpdatePrinter } from '@sofreh/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { invalidFields } from './catalog-errors';
import * as repo from './printers.repository';

type PrinterInput = z.infer<typeof ZCreatePrinter>;
type PrinterUpdate = z.infer<typeof ZUpdatePrinter>;
type StationInput = z.infer<typeof ZCreatePrinterStation>;

/**
 * Printers on the restaurant's network and the stations that route tickets to them (SPEC §3):
 * a KITCHEN station prints the items of its menu categories, a CUSTOMER station the bill.
 */
export function createPrintersService(deps: { database: Database }) {
  const db = deps.database.db;

  async function stationView(tx: Executor, vendorId: string, id: string): Promise<TPrinterStation> {
    const row = await repo.findStation(tx, vendorId, id);
    if (!row) throw new AppError('PRINTER_STATION_NOT_FOUND');
    const categories = await repo.categoryIdsByStation(tx, vendorId);
    return { ...row, categoryIds: categories.get(id) ?? [] };
  }

  /** The printer and categories a station names must be this vendor's own. */
  async function checkReferences(tx: Executor, vendorId: string, input: StationInput) {
    const errors = [];
    if (input.printerId && !(await repo.findPrinter(tx, vendorId, input.printerId))) {
      errors.push(fieldError('printerId', 'این چاپگر در رستوران شما وجود ندارد.'));
    }
    const known = await repo.findCategoryIds(tx, vendorId, input.categoryIds);
    input.categoryIds.forEach((id, index) => {
      if (!known.has(id)) errors.push(fieldError(`categoryIds.${index}`, 'این دسته در منوی شما وجود ندارد.'));
    });
    if (errors.length > 0) throw invalidFields(errors);
  }

  return {
    listPrinters: (vendor: VendorContext) => repo.listPrinters(db, vendor.id),

    async getPrinter(vendor: VendorContext, id: string) {
      const row = await repo.findPrinter(db, vendor.id, id);
      if (!row) throw new AppError('PRINTER_NOT_FOUND');
      return row;
    },

    createPrinter: (vendor: VendorContext, input: PrinterInput) =>
      repo.insertPrinter(db, vendor.id, {
        name: input.name,
        ip: input.ip,
        port: input.port,
        paperWidthMm: input.paperWidthMm,
      }),

    async updatePrinter(vendor: VendorContext, id: string, input: PrinterUpdate) {
      const row = await repo.updatePrinter(db, vendor.id, id, {
        name: input.name,
        ip: input.ip,
        port: input.port,
        // Left out: the printer keeps its width.
        ...(input.paperWidthMm === undefined ? {} : { paperWidthMm: input.paperWidthMm }),
      });
      if (!row) throw new AppError('PRINTER_NOT_FOUND');
      return row;
    },

    async deletePrinter(vendor: VendorContext, id: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.findPrinter(tx, vendor.id, id))) throw new AppError('PRINTER_NOT_FOUND');
        if (await repo.isPrinterUsed(tx, vendor.id, id)) throw new AppError('PRINTER_IN_USE');
        await repo.deletePrinter(tx, vendor.id, id);
      });
    },

    async listStations(vendor: VendorContext): Promise<TPrinterStation[]> {
      const [rows, categories] = await Promise.all([
        repo.listStations(db, vendor.id),
        repo.categoryIdsByStation(db, vendor.id),
      ]);
      return rows.map((row) => ({ ...row, categoryIds: categories.get(row.id) ?? [] }));
    },

    getStation: (vendor: VendorContext, id: string) => stationView(db, vendor.id, id),

    createStation(vendor: VendorContext, input: StationInput) {
      return db.transaction(async (tx) => {
        await checkReferences(tx, vendor.id, input);
        const id = await repo.insertStation(tx, vendor.id, {
          name: input.name,
          kind: input.kind,
          printerId: input.printerId,
        });
        await repo.routeCategoriesToStation(tx, vendor.id, id, input.categoryIds);
        return stationView(tx, vendor.id, id);
      });
    },

    updateStation(vendor: VendorContext, id: string, input: StationInput) {
      return db.transaction(async (tx) => {
        await checkReferences(tx, vendor.id, input);
        const fields = { name: input.name, kind: input.kind, printerId: input.printerId };
        if (!(await repo.updateStation(tx, vendor.id, id, fields)))
          throw new AppError('PRINTER_STATION_NOT_FOUND');
        await repo.routeCategoriesToStation(tx, vendor.id, id, input.categoryIds);
        return stationView(tx, vendor.id, id);
      });
    },

    async deleteStation(vendor: VendorContext, id: string) {
      await db.transaction(async (tx) => {
        // Its categories print nowhere until routed again, rather than pointing at a station that is gone.
        await repo.routeCategoriesToStation(tx, vendor.id, id, []);
        if (!(await repo.deleteStation(tx, vendor.id, id))) throw new AppError('PRINTER_STATION_NOT_FOUND');
      });
    },

    listCategoryRoutes: (vendor: VendorContext) => repo.listCategoryRoutes(db, vendor.id),
  };
}
export type PrintersService = ReturnType<typeof createPrintersService>;

// What the printing module reads of printers and stations (the catalog owns them): each on the
// executor it is given, with the vendor named.
export {
  listStationsWithPrinters,
  printerExists,
  type StationRow,
  stationsOfMenuItems,
} from './printers.repository';
