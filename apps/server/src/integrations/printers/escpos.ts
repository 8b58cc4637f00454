// ESC/POS for receipt printers without a Persian code page (decision 0021): the receipt is drawn
// into a 1-bit image as wide as the printer's paper (decision 0044) and sent with the raster command
// GS v 0, in bands, then fed and cut with GS V 66 n.

/** A 1-bit image as GS v 0 takes it: rows of ceil(width / 8) bytes, most significant bit first, 1 = black. */
export type MonoBitmap = { width: number; height: number; data: Uint8Array };

/** The paper widths receipt printers come in, in millimetres. */
export type PaperWidthMm = 80 | 58;
/**
 * Printable dots per line at 203 dpi: 80 mm paper prints 72 mm = 576 dots, 58 mm prints 48 mm = 384.
 * A printer drops what a wider raster sends past its head — in a right-to-left receipt, the start of
 * every line — so the image is drawn for the printer's own width.
 */
export const RASTER_DOTS: Readonly<Record<PaperWidthMm, number>> = { 80: 576, 58: 384 };
/** 80 mm paper, the default. */
export const RECEIPT_WIDTH_DOTS = RASTER_DOTS[80];
/**
 * GS V 66 n: feed to the cutting position plus n motion units (about n / 8 mm), then cut — the form
 * every printer manual checked accepts (`GS V 1`, cut where the paper stands, is not). 24 leaves a
 * 3 mm head on the next receipt.
 */
export const FEED_BEFORE_CUT = 24;
/** Rows per GS v 0 command: small enough for every printer's receive buffer. */
export const BAND_ROWS = 128;

const ESC = 0x1b;
const GS = 0x1d;

export function bytesPerRow(width: number): number {
  return Math.ceil(width / 8);
}

export function emptyBitmap(width: number, height: number): MonoBitmap {
  return { width, height, data: new Uint8Array(bytesPerRow(width) * height) };
}

export function getPixel(bitmap: MonoBitmap, x: number, y: number): boolean {
  const byte = bitmap.data[y * bytesPerRow(bitmap.width) + (x >> 3)]!;
  return (byte & (0x80 >> (x & 7))) !== 0;
}

export function setPixel(bitmap: MonoBitmap, x: number, y: number): void {
  const index = y * bytesPerRow(bitmap.width) + (x >> 3);
  bitmap.data[index] = bitmap.data[index]! | (0x80 >> (x & 7));
}

/**
 * The bytes of one receipt: initialise, the image in bands of `bandRows` rows (GS v 0, normal
 * density), then feed past the cutter and cut (GS V 66 n).
 */
export function encodeRasterReceipt(bitmap: MonoBitmap, bandRows = BAND_ROWS): Buffer {
  const rowBytes = bytesPerRow(bitmap.width);
  const parts: Buffer[] = [Buffer.from([ESC, 0x40])];
  for (let top = 0; top < bitmap.height; top += bandRows) {
    const rows = Math.min(bandRows, bitmap.height - top);
    parts.push(
      Buffer.from([GS, 0x76, 0x30, 0x00, rowBytes & 0xff, rowBytes >> 8, rows & 0xff, rows >> 8]),
      Buffer.from(bitmap.data.subarray(top * rowBytes, (top + rows) * rowBytes)),
    );
  }
  parts.push(Buffer.from([GS, 0x56, 66, FEED_BEFORE_CUT]));
  return Buffer.concat(parts);
}

/**
 * Reads back what `encodeRasterReceipt` (or a sequence of them) wrote: one bitmap per cut. Knows
 * exactly the commands we send; anything else is an error, so a test catches a stray byte.
 */
export function decodeRasterReceipts(bytes: Uint8Array): MonoBitmap[] {
  const receipts: MonoBitmap[] = [];
  let bands: Array<{ width: number; rows: number; data: Uint8Array }> = [];
  let i = 0;
  const finish = () => {
    if (bands.length === 0) return;
    const width = bands[0]!.width;
    if (bands.some((b) => b.width !== width))
      throw new Error('raster bands of different widths in one receipt');
    const height = bands.reduce((sum, b) => sum + b.rows, 0);
    const bitmap = emptyBitmap(width * 8, height);
    let offset = 0;
    for (const band of bands) {
      bitmap.data.set(band.data, offset);
      offset += band.data.length;
    }
    receipts.push(bitmap);
    bands = [];
  };
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b === ESC && bytes[i + 1] === 0x40) i += 2;
    else if (b === ESC && bytes[i + 1] === 0x64) i += 3;
    else if (b === GS && bytes[i + 1] === 0x76 && bytes[i + 2] === 0x30) {
      if (i + 8 > bytes.length) throw new Error('truncated GS v 0 header');
      const width = bytes[i + 4]! | (bytes[i + 5]! << 8);
      const rows = bytes[i + 6]! | (bytes[i + 7]! << 8);
      const size = width * rows;
      if (i + 8 + size > bytes.length) throw new Error('truncated raster data');
      bands.push({ width, rows, data: bytes.slice(i + 8, i + 8 + size) });
      i += 8 + size;
    } else if (b === GS && bytes[i + 1] === 0x56) {
      // GS V m (m = 0, 1, 48, 49) or GS V m n (m = 65, 66)
      const m = bytes[i + 2]!;
      i += m === 65 || m === 66 ? 4 : 3;
      finish();
    } else {
      throw new Error(`unexpected byte 0x${b.toString(16)} at ${i}`);
    }
  }
  finish();
  return receipts;
}
