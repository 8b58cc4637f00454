import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { TReceipt, TReceiptLine } from '@sofreh/domain';
import { emptyBitmap, type MonoBitmap, RECEIPT_WIDTH_DOTS, setPixel } from './escpos';

// Draws a receipt the way a person reads it — Persian shaped and joined, right to left, Persian
// digits (the lines already carry them) — with the Vazirmatn TTF from the `vazirmatn` package, then
// thresholds it to the 1-bit image the printer takes.

const FONT = 'Vazirmatn';
let fontsReady = false;
function registerFonts() {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('vazirmatn/package.json')), 'fonts', 'ttf');
  GlobalFonts.registerFromPath(path.join(dir, 'Vazirmatn-Regular.ttf'), FONT);
  GlobalFonts.registerFromPath(path.join(dir, 'Vazirmatn-Bold.ttf'), FONT);
  fontsReady = true;
}

const MARGIN = 8;
/** The type sizes for 80 mm paper; narrower paper scales them down (see `typeScaleFor`). */
const SIZES = { body: 26, title: 34, big: 56, item: 30 } as const;

type Sizes = { body: number; title: number; big: number; item: number };
type Draw = { height: number; paint(g: SKRSContext2D, top: number): void };

/**
 * 58 mm paper has two thirds of 80 mm's dots. Scaling the type by as much would make it hard to read
 * in a kitchen, so it shrinks less and lines wrap more: wrapping keeps every row inside the paper.
 */
function typeScaleFor(width: number): number {
  return width >= RECEIPT_WIDTH_DOTS ? 1 : 0.85;
}

function font(size: number, bold = false) {
  return `${bold ? 'bold ' : ''}${size}px ${FONT}`;
}

/** Cuts a word wider than `width` into pieces that fit (a long number, a word with no space). */
function breakWord(g: SKRSContext2D, word: string, width: number): string[] {
  if (g.measureText(word).width <= width) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && g.measureText(piece + char).width > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Splits `text` into lines no wider than `width`, at spaces (inside a word only when it must). */
function wrap(g: SKRSContext2D, text: string, width: number): string[] {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => breakWord(g, word, width));
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (current && g.measureText(next).width > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

function layout(g: SKRSContext2D, line: TReceiptLine, width: number, sizes: Sizes): Draw {
  const BODY = sizes.body;
  const right = width - MARGIN;
  const inner = width - 2 * MARGIN;
  const text = (
    c: SKRSContext2D,
    value: string,
    x: number,
    y: number,
    size: number,
    align: 'left' | 'right' | 'center',
    bold = false,
  ) => {
    c.font = font(size, bold);
    c.textAlign = align;
    c.fillText(value, x, y);
  };
  switch (line.kind) {
    case 'title':
    case 'big':
    case 'center': {
      const size = line.kind === 'big' ? sizes.big : line.kind === 'title' ? sizes.title : BODY;
      g.font = font(size, line.kind !== 'center');
      const rows = wrap(g, line.text, inner);
      const lineHeight = Math.round(size * 1.45);
      return {
        height: rows.length * lineHeight,
        paint: (c, top) =>
          rows.forEach((row, i) => {
            c.font = font(size, line.kind !== 'center');
            c.textAlign = 'center';
            c.fillText(row, width / 2, top + i * lineHeight + size * 1.05);
          }),
      };
    }
    case 'text': {
      g.font = font(BODY);
      const rows = wrap(g, line.text, inner);
      const lineHeight = Math.round(BODY * 1.5);
      return {
        height: rows.length * lineHeight,
        paint: (c, top) => {
          rows.forEach((row, i) => {
            text(c, row, right, top + i * lineHeight + BODY * 1.1, BODY, 'right');
          });
        },
      };
    }
    case 'pair':
    case 'total': {
      const bold = line.kind === 'total' && line.bold;
      const size = bold ? Math.round(sizes.title * 0.95) : BODY;
      const lineHeight = Math.round(size * 1.5);
      g.font = font(size, bold);
      const valueWidth = g.measureText(line.value).width;
      // Label on the right, value on the left; when both do not fit side by side (narrow paper, a
      // long label), the label wraps above and the value takes the last row's left end.
      const labelRows = wrap(g, line.label, inner - valueWidth - 16);
      const fits = labelRows.length === 1;
      const rows = fits ? labelRows : wrap(g, line.label, inner);
      const valueRow = fits ? 0 : rows.length;
      return {
        height: (valueRow + 1) * lineHeight,
        paint: (c, top) => {
          rows.forEach((row, i) => {
            text(c, row, right, top + i * lineHeight + size * 1.1, size, 'right', bold);
          });
          text(c, line.value, MARGIN, top + valueRow * lineHeight + size * 1.1, size, 'left', bold);
        },
      };
    }
    case 'item': {
      const size = sizes.item;
      g.font = font(size, true);
      const countWidth = g.measureText(`${line.count} `).width;
      g.font = font(BODY);
      const amountWidth = line.amount ? g.measureText(line.amount).width + 16 : 0;
      g.font = font(size, true);
      const titleRows = wrap(g, line.title, inner - countWidth - amountWidth);
      const lineHeight = Math.round(size * 1.45);
      const detailHeight = Math.round(BODY * 1.4);
      return {
        height: titleRows.length * lineHeight + line.details.length * detailHeight + 6,
        paint: (c, top) => {
          text(c, line.count, right, top + size * 1.05, size, 'right', true);
          titleRows.forEach((row, i) => {
            text(c, row, right - countWidth, top + i * lineHeight + size * 1.05, size, 'right', true);
          });
          if (line.amount) text(c, line.amount, MARGIN, top + size * 1.05, BODY, 'left');
          const detailsTop = top + titleRows.length * lineHeight;
          line.details.forEach((d, i) => {
            text(c, d, right - countWidth - 12, detailsTop + i * detailHeight + BODY, BODY, 'right');
          });
        },
      };
    }
    case 'rule':
      return {
        height: 18,
        paint: (c, top) => {
          c.fillRect(MARGIN, top + 8, inner, 2);
        },
      };
  }
}

/**
 * The receipt as a 1-bit image `width` dots wide: the printer's own (RASTER_DOTS: 576 for 80 mm
 * paper, 384 for 58 mm), every row laid out to fit inside it.
 */
export function renderReceiptBitmap(receipt: TReceipt, width = RECEIPT_WIDTH_DOTS): MonoBitmap {
  registerFonts();
  const scale = typeScaleFor(width);
  const sizes: Sizes = {
    body: Math.round(SIZES.body * scale),
    title: Math.round(SIZES.title * scale),
    big: Math.round(SIZES.big * scale),
    item: Math.round(SIZES.item * scale),
  };
  const measure = createCanvas(width, 10).getContext('2d');
  measure.direction = 'rtl';
  const draws = receipt.lines.map((line) => layout(measure, line, width, sizes));
  const height = draws.reduce((sum, d) => sum + d.height, 0) + 2 * MARGIN;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#000000';
  g.direction = 'rtl';
  let top = MARGIN;
  for (const draw of draws) {
    draw.paint(g, top);
    top += draw.height;
  }
  const pixels = g.getImageData(0, 0, width, height).data;
  const bitmap = emptyBitmap(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const luminance = 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
      if (luminance < 140) setPixel(bitmap, x, y);
    }
  }
  return bitmap;
}

/** A 1-bit image as a PNG (black on white), for the sandbox and for people looking at tests. */
export function bitmapToPng(bitmap: MonoBitmap): Buffer {
  const canvas = createCanvas(bitmap.width, bitmap.height);
  const g = canvas.getContext('2d');
  const image = g.createImageData(bitmap.width, bitmap.height);
  const rowBytes = Math.ceil(bitmap.width / 8);
  for (let y = 0; y < bitmap.height; y++) {
    for (let x = 0; x < bitmap.width; x++) {
      const black = (bitmap.data[y * rowBytes + (x >> 3)]! & (0x80 >> (x & 7))) !== 0;
      const i = (y * bitmap.width + x) * 4;
      const v = black ? 0 : 255;
      image.data[i] = v;
      image.data[i + 1] = v;
      image.data[i + 2] = v;
      image.data[i + 3] = 255;
    }
  }
  g.putImageData(image, 0, 0);
  return canvas.toBuffer('image/png');
}
