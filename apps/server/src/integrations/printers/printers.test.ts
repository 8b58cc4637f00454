import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { customerBill, type PrintableOrder } from '@sofreh/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  decodeRasterReceipts,
  emptyBitmap,
  encodeRasterReceipt,
  getPixel,
  type MonoBitmap,
  RASTER_DOTS,
  setPixel,
} from './escpos';
import { closedPort, type FakePrinter, startFakePrinter } from './fake-printer';
import { bitmapToPng, renderReceiptBitmap } from './receipt-image';
import { createTcpPrinter } from './tcp-printer';

const order: PrintableOrder = {
  number: 1042,
  source: 'WEBSITE',
  deliveryType: 'DELIVER',
  status: 'PAID',
  paymentMethod: 'ONLINE',
  paymentState: 'PAID',
  customer: { firstName: 'علی', lastName: 'رضایی', phoneNumber: '09121111111' },
  address: { text: 'تهران، خیابان ولیعصر، کوچه نسترن، پلاک ۱۲', details: 'واحد 3' },
  tableNumber: null,
  numberOfPerson: null,
  description: 'کباب‌ها بدون پیاز باشد',
  totals: {
    sumOfItemsPrice: 500_000,
    sumOfItemToppingsPrice: 40_000,
    totalPackagingCost: 10_000,
    finalDiscountAmount: 54_000,
    serviceFeeType: 'PERCENTAGE',
    serviceFeeValue: 0,
    totalServiceFee: 0,
    tax: 48_600,
    deliveryCost: 30_000,
    tip: 0,
    finalPrice: 574_600,
  },
  currency: 'TOMAN',
  createdAt: '2026-11-22T09:35:00Z',
  items: [
    {
      title: 'چلوکباب کوبیده مخصوص با برنج ایرانی',
      count: 2,
      unitPrice: 220_000,
      isFreeItem: false,
      toppings: [{ title: 'گوجه کبابی', price: 20_000, count: 1 }],
      stationId: 'k',
    },
    { title: 'دوغ محلی', count: 2, unitPrice: 30_000, isFreeItem: false, toppings: [], stationId: null },
  ],
};
const bill = customerBill(
  order,
  { id: 'c', name: 'صندوق', kind: 'CUSTOMER', printerId: 'p', printerName: 'صندوق' },
  { vendorName: 'رستوران نارنج', printItemsOnFactor: true },
);

let printer: FakePrinter | null = null;
afterEach(async () => {
  await printer?.close();
  printer = null;
});

describe('the ESC/POS raster encoder', () => {
  it('decodes back to the very bitmap it encoded, across bands', () => {
    const bitmap = emptyBitmap(576, 300);
    let seed = 7;
    for (let y = 0; y < 300; y++)
      for (let x = 0; x < 576; x++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        if (seed % 3 === 0) setPixel(bitmap, x, y);
      }
    const bytes = encodeRasterReceipt(bitmap, 128);
    // Three GS v 0 bands: 128 + 128 + 44 rows.
    expect(
      bytes.filter((b, i) => b === 0x1d && bytes[i + 1] === 0x76 && bytes[i + 2] === 0x30).length,
    ).toBeGreaterThanOrEqual(3);
    const [decoded, ...rest] = decodeRasterReceipts(bytes);
    expect(rest).toEqual([]);
    expect(decoded!.width).toBe(576);
    expect(decoded!.height).toBe(300);
    expect(Buffer.from(decoded!.data).equals(Buffer.from(bitmap.data))).toBe(true);
    // Feed past the cutter and cut, GS V 66 n: accepted by every printer manual checked (GS V 1 is not).
    expect(bytes.subarray(-4)).toEqual(Buffer.from([0x1d, 0x56, 66, 24]));
    expect(bytes.includes(Buffer.from([0x1d, 0x56, 0x01]))).toBe(false);
  });

  it('refuses bytes it does not know, so a stray command is caught', () => {
    expect(() => decodeRasterReceipts(Buffer.from([0x1b, 0x40, 0x41]))).toThrow(/unexpected byte/);
  });
});

/** The leftmost and rightmost columns with ink, over the whole image. */
function inkColumns(bitmap: MonoBitmap) {
  let left = bitmap.width;
  let right = -1;
  for (let y = 0; y < bitmap.height; y++)
    for (let x = 0; x < bitmap.width; x++)
      if (getPixel(bitmap, x, y)) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  return { left, right };
}

describe('a receipt for 58 mm paper', () => {
  // Long labels, a long address and a word with no space to break at: each must wrap inside 384 dots.
  const narrowBill = {
    ...bill,
    lines: [
      ...bill.lines,
      {
        kind: 'pair' as const,
        label: 'هزینه بسته‌بندی ویژه برای سفارش‌های بیرون‌بر و ارسال با پیک',
        value: '۱۲۰٬۰۰۰ تومان',
      },
      { kind: 'text' as const, text: `نشانی: ${'۱۲۳۴۵۶۷۸۹۰'.repeat(6)}` },
    ],
  };

  it('is drawn 384 dots wide, every row between the margins, the start of each line at the right edge', () => {
    const bitmap = renderReceiptBitmap(narrowBill, RASTER_DOTS[58]);
    expect(bitmap.width).toBe(384);
    const { left, right } = inkColumns(bitmap);
    // Nothing reaches past the 8-dot margins (a glyph's edge may touch them).
    expect(left).toBeGreaterThanOrEqual(6);
    expect(right).toBeLessThanOrEqual(384 - 6);
    // Right-aligned Persian starts at the right margin: the start of the lines is on the paper.
    expect(right).toBeGreaterThan(384 - 20);
  });

  it('reaches the printer as GS v 0 rows of 48 bytes: nothing for a 58 mm head to drop', async () => {
    printer = await startFakePrinter();
    const bitmap = renderReceiptBitmap(narrowBill, RASTER_DOTS[58]);
    await createTcpPrinter().send(
      { vendorId: 'v', printerId: 'p', name: 'صندوق', ip: printer.ip, port: printer.port },
      encodeRasterReceipt(bitmap),
    );
    const bytes = printer.jobs[0]!;
    const header = bytes.indexOf(Buffer.from([0x1d, 0x76, 0x30, 0x00]));
    expect(bytes[header + 4]! | (bytes[header + 5]! << 8)).toBe(48);
    const [received] = printer.receipts();
    expect(received!.width).toBe(384);
    const file = path.join(process.env.RECEIPT_PNG_DIR ?? os.tmpdir(), 'fake-printer-bill-58mm.png');
    fs.writeFileSync(file, bitmapToPng(received!));
  });
});

describe('a receipt printed on the fake network printer', () => {
  it('arrives as the rendered image: 576 dots wide, Persian drawn right to left', async () => {
    printer = await startFakePrinter();
    const bitmap = renderReceiptBitmap(bill);
    expect(bitmap.width).toBe(576);
    const result = await createTcpPrinter().send(
      { vendorId: 'v', printerId: 'p', name: 'صندوق', ip: printer.ip, port: printer.port },
      encodeRasterReceipt(bitmap),
    );
    expect(result).toEqual({ ok: true });
    const [received] = printer.receipts();
    expect(Buffer.from(received!.data).equals(Buffer.from(bitmap.data))).toBe(true);
    // Right-aligned Persian: the vendor's name is centred, but the labels hug the right edge: in the
    // row band of the first label, ink starts within the right margin.
    let rightmostInk = 0;
    for (let y = 0; y < bitmap.height; y++)
      for (let x = bitmap.width - 1; x > rightmostInk; x--) if (getPixel(bitmap, x, y)) rightmostInk = x;
    expect(rightmostInk).toBeGreaterThan(bitmap.width - 20);
    const file = path.join(process.env.RECEIPT_PNG_DIR ?? os.tmpdir(), 'fake-printer-bill.png');
    fs.writeFileSync(file, bitmapToPng(received!));
  });

  it('says in Persian that a printer refused the connection', async () => {
    const port = await closedPort();
    const result = await createTcpPrinter().send(
      { vendorId: 'v', printerId: 'p', name: 'آشپزخانه', ip: '127.0.0.1', port },
      encodeRasterReceipt(emptyBitmap(576, 8)),
    );
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('اتصال را نپذیرفت') });
    expect(result.ok || result.reason).toContain('«آشپزخانه»');
  });

  it('gives up on a printer that takes the connection but never the job', async () => {
    printer = await startFakePrinter();
    printer.setMode('stall');
    const result = await createTcpPrinter({ writeTimeoutMs: 300 }).send(
      { vendorId: 'v', printerId: 'p', name: 'آشپزخانه', ip: printer.ip, port: printer.port },
      encodeRasterReceipt(emptyBitmap(576, 8)),
    );
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('فیش را کامل نگرفت') });
  });
});
