import { z } from 'zod';
import { PrintStation } from '../enums';
import { ZCatalogId, ZTitle } from './catalog';

const ZIpv4 = z
  .string()
  .trim()
  .regex(
    /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/,
    'آدرس IP چاپگر را به شکل ۱۹۲.۱۶۸.۱.۵۰ وارد کنید.',
  )
  .describe('IPv4 address of the printer on the restaurant’s network');

/** The paper widths receipt printers take, in millimetres (decision 0044). */
export const PRINTER_PAPER_WIDTHS = [80, 58] as const;
export type TPrinterPaperWidth = (typeof PRINTER_PAPER_WIDTHS)[number];
export const PRINTER_PAPER_WIDTH_LABELS: Record<TPrinterPaperWidth, string> = {
  80: '۸۰ میلی‌متر (۵۷۶ نقطه)',
  58: '۵۸ میلی‌متر (۳۸۴ نقطه)',
};
const ZPaperWidth = z
  .union([z.literal(80), z.literal(58)], { error: 'عرض کاغذ چاپگر ۸۰ یا ۵۸ میلی‌متر است.' })
  .describe('Paper width in mm: the receipt is drawn 576 dots wide for 80, 384 for 58');

export const ZPrinter = z.object({
  id: z.string(),
  name: z.string(),
  ip: z.string(),
  port: z.number().int(),
  paperWidthMm: ZPaperWidth,
  vendorId: z.string(),
});
export type TPrinter = z.infer<typeof ZPrinter>;

const printerFields = {
  name: ZTitle,
  ip: ZIpv4,
  port: z
    .number()
    .int()
    .min(1)
    .max(65535, 'پورت باید بین ۱ و ۶۵۵۳۵ باشد.')
    .default(9100)
    .describe('ESC/POS raw port, 9100'),
  // The spec's printer create carries vendorId; the host decides the vendor, so it is only checked for shape.
  vendorId: z.string().optional().describe('Ignored: the vendor is the one of the host'),
};
export const ZCreatePrinter = z.object({ ...printerFields, paperWidthMm: ZPaperWidth.default(80) });
/** Leaving paperWidthMm out of an update keeps the printer's width. */
export const ZUpdatePrinter = z.object({
  id: ZCatalogId,
  ...printerFields,
  paperWidthMm: ZPaperWidth.optional(),
});

export const ZPrinterStation = z.object({
  id: z.string(),
  name: z.string(),
  kind: PrintStation,
  printerId: z.string().nullable(),
  printerName: z.string().nullable(),
  categoryIds: z.array(z.string()).describe('Menu categories whose items print here (KITCHEN stations)'),
});
export type TPrinterStation = z.infer<typeof ZPrinterStation>;

const stationFields = {
  name: ZTitle,
  kind: PrintStation,
  printerId: ZCatalogId.nullable().default(null),
  categoryIds: z.array(ZCatalogId).max(200).default([]),
};
function kitchenOnlyCategories(station: { kind: string; categoryIds: string[] }, ctx: z.RefinementCtx) {
  if (station.kind === 'CUSTOMER' && station.categoryIds.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['categoryIds'],
      message: 'ایستگاه صندوق صورت‌حساب کامل را چاپ می‌کند؛ دسته‌ها فقط به ایستگاه آشپزخانه داده می‌شوند.',
    });
  }
}
export const ZCreatePrinterStation = z.object(stationFields).superRefine(kitchenOnlyCategories);
export const ZUpdatePrinterStation = z
  .object({ id: ZCatalogId, ...stationFields })
  .superRefine(kitchenOnlyCategories);

/** Which station each menu category's items print at (GET menucategories/printer). */
export const ZCategoryPrinterRoute = z.object({
  categoryId: z.string(),
  categoryTitle: z.string(),
  printerStationId: z.string().nullable(),
  printerStationName: z.string().nullable(),
});
