import type { Database } from '../../db/database';
import { printerSandboxPrints } from '../../modules/printing/printing.schema';
import { type Clock, systemClock } from '../../platform/clock';
import { decodeRasterReceipts } from './escpos';
import type { NetworkPrinter } from './network-printer';
import { bitmapToPng } from './receipt-image';

/**
 * The demo's printers (PRINTER_SANDBOX): nothing goes on the network; the ESC/POS bytes are decoded
 * back to an image — so the sandbox shows exactly what a real printer would have printed — and the
 * last one per printer is kept in the database, where the printers screen shows it.
 */
export function createSandboxPrinter(database: Database, clock: Clock = systemClock): NetworkPrinter {
  return {
    async send(printer, bytes) {
      // The app's clock, not the database's: the demo runs at its own hour (issue 19 point 17).
      const printedAt = clock.now();
      const receipts = decodeRasterReceipts(bytes);
      const last = receipts.at(-1);
      if (!last) return { ok: false, reason: 'فیش خالی بود.' };
      const png = bitmapToPng(last).toString('base64');
      await database.db
        .insert(printerSandboxPrints)
        .values({
          vendorId: printer.vendorId,
          printerId: printer.printerId,
          width: last.width,
          height: last.height,
          pngBase64: png,
          printedAt,
        })
        .onConflictDoUpdate({
          target: [printerSandboxPrints.vendorId, printerSandboxPrints.printerId],
          set: { width: last.width, height: last.height, pngBase64: png, printedAt },
        });
      return { ok: true };
    },
  };
}
