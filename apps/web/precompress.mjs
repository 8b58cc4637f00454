// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text file of dist, made once
// here at the highest settings so the server sends them as they are (@fastify/static preCompressed)
// instead of the raw bytes. Fonts (woff, woff2) and pictures are compressed already and left alone,
// and a copy that would not save a tenth of the file is not written.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'dist');
const files = fs
  .readdirSync(dist, { recursive: true })
  .map((name) => path.join(dist, String(name)))
  .filter((file) => TEXT.has(path.extname(file)) && fs.statSync(file).isFile());

let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const body = fs.readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [suffix, copy] of [
      ['.br', br],
      ['.gz', gz],
    ]) {
      if (copy.length <= body.length * 0.9) fs.writeFileSync(file + suffix, copy);
    }
    before += body.length;
    after += Math.min(body.length, br.length);
  }),
);
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(`precompressed ${files.length} files: ${kib(before)} → ${kib(after)} with brotli`);
