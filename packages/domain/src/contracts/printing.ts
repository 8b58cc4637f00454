import { z } from 'zod';
import { PrintStation } from '../enums';

// Printing orders (issue 5 "Printing", decision 0021): kitchen tickets per printer station, the
// customer's bill, where each was printed, and which stations print by themselves.

/** When a station prints an order by itself: a new order (CREATED, or PAID online), or on confirmation. */
export const AutoPrintTrigger = Object.assign(z.enum(['NEW', 'CONFIRMED']), {
  labels: { NEW: 'با رسیدن سفارش جدید', CONFIRMED: 'با تأیید سفارش' } as const,
});
export type TAutoPrintTrigger = z.infer<typeof AutoPrintTrigger>;

/** Why a print job exists: one of the automatic triggers, or a person asking (print / reprint). */
export const PrintJobTrigger = z.enum(['NEW', 'CONFIRMED', 'MANUAL']);
export type TPrintJobTrigger = z.infer<typeof PrintJobTrigger>;

/** NETWORK: ESC/POS to the station's printer; BROWSER: the 80 mm page printed from the back office. */
export const PrintOutput = Object.assign(z.enum(['NETWORK', 'BROWSER']), {
  labels: { NETWORK: 'چاپگر شبکه', BROWSER: 'مرورگر' } as const,
});
export type TPrintOutput = z.infer<typeof PrintOutput>;

export const PrintState = Object.assign(z.enum(['NOT_PRINTED', 'QUEUED', 'PRINTED', 'FAILED']), {
  labels: {
    NOT_PRINTED: 'چاپ نشده',
    QUEUED: 'در صف چاپ',
    PRINTED: 'چاپ شده',
    FAILED: 'چاپ ناموفق',
  } as const,
});
export type TPrintState = z.infer<typeof PrintState>;

// ─── Receipt layout (the same lines go to the browser page and to the thermal printer's image) ─────

export const ZReceiptLine = z.discriminatedUnion('kind', [
  /** The vendor's name, centred, large. */
  z.object({ kind: z.literal('title'), text: z.string() }),
  /** The order number, centred, very large. */
  z.object({ kind: z.literal('big'), text: z.string() }),
  /** Centred text (the station's name, «فیش مشتری»). */
  z.object({ kind: z.literal('center'), text: z.string() }),
  /** A label on the right and its value on the left. */
  z.object({ kind: z.literal('pair'), label: z.string(), value: z.string() }),
  /** Free text over the whole width (address, the customer's note). */
  z.object({ kind: z.literal('text'), text: z.string() }),
  /** An order line: count, title, its toppings below, and on the bill its amount. */
  z.object({
    kind: z.literal('item'),
    count: z.string(),
    title: z.string(),
    details: z.array(z.string()),
    amount: z.string().nullable(),
  }),
  /** A total: bold when it is what the customer pays. */
  z.object({ kind: z.literal('total'), label: z.string(), value: z.string(), bold: z.boolean() }),
  z.object({ kind: z.literal('rule') }),
]);
export type TReceiptLine = z.infer<typeof ZReceiptLine>;

export const ZReceipt = z.object({
  stationId: z.string(),
  stationName: z.string(),
  kind: PrintStation.describe('KITCHEN: the station’s items for the cooks; CUSTOMER: the bill'),
  lines: z.array(ZReceiptLine),
});
export type TReceipt = z.infer<typeof ZReceipt>;

// ─── Print status ───────────────────────────────────────────────────────────────────────────────

export const ZPrintTarget = z.object({
  stationId: z.string(),
  stationName: z.string(),
  kind: PrintStation,
  printerId: z.string().nullable().describe('Null: the station has no printer; only browser printing'),
  printerName: z.string().nullable(),
  itemCount: z.number().int().describe('Units of the order this station prints (the bill: all of them)'),
  state: PrintState.describe('Of the latest print job for this station'),
  output: PrintOutput.nullable().describe('How the latest job printed, or was to print'),
  printedAt: z.string().nullable().describe('Last time it printed (ISO 8601, UTC)'),
  failureReason: z.string().nullable().describe('Why the latest job failed, in Persian'),
  printCount: z.number().int().describe('How many times it printed'),
});
export type TPrintTarget = z.infer<typeof ZPrintTarget>;

export const ZOrderPrintStatus = z.object({
  orderId: z.string(),
  printed: z.boolean().describe('Every station with something to print has printed at least once'),
  targets: z.array(ZPrintTarget).describe('Stations with something of this order to print'),
});
export type TOrderPrintStatus = z.infer<typeof ZOrderPrintStatus>;

export const ZPrintStatusQuery = z.object({
  orderIds: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.guid('شناسه سفارش معتبر نیست.')).max(600, 'تعداد سفارش‌ها بیش از حد مجاز است.'))
    .describe('Comma-separated order ids (the board’s visible rows)'),
});

export const ZOrderReceipts = z.object({
  orderId: z.string(),
  receipts: z.array(ZReceipt),
});
export type TOrderReceipts = z.infer<typeof ZOrderReceipts>;

export const ZPrintOrderRequest = z.object({
  stationId: z.guid('ایستگاه چاپ را انتخاب کنید.'),
  output: PrintOutput.describe(
    'NETWORK: send to the station’s printer (a job); BROWSER: record that the 80 mm page was printed',
  ),
});
export type TPrintOrderRequest = z.infer<typeof ZPrintOrderRequest>;

// ─── Auto print settings ────────────────────────────────────────────────────────────────────────

export const ZAutoPrintStation = z.object({
  stationId: z.string(),
  stationName: z.string(),
  kind: PrintStation,
  printerName: z.string().nullable(),
  trigger: AutoPrintTrigger.nullable().describe('Null: this station prints only when asked'),
});
export type TAutoPrintStation = z.infer<typeof ZAutoPrintStation>;

export const ZAutoPrintSettings = z.object({ stations: z.array(ZAutoPrintStation) });
export type TAutoPrintSettings = z.infer<typeof ZAutoPrintSettings>;

export const ZSaveAutoPrintSettings = z.object({
  stations: z
    .array(z.object({ stationId: z.guid('ایستگاه چاپ معتبر نیست.'), trigger: AutoPrintTrigger.nullable() }))
    .max(100),
});
export type TSaveAutoPrintSettings = z.infer<typeof ZSaveAutoPrintSettings>;

export const ZPrinterSandboxState = z.object({
  enabled: z.boolean().describe('Network printing goes to the built-in sandbox (demo), not to the printers'),
});

export const ZSandboxPrint = z.object({
  printerId: z.string(),
  printedAt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pngBase64: z.string().describe('The raster the printer was sent, decoded back to a PNG'),
});
export type TSandboxPrint = z.infer<typeof ZSandboxPrint>;
