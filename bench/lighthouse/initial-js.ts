/**
 * bench/lighthouse/initial-js: how much JavaScript the customer site's first screen makes a phone
 * download before it can draw — the entry script and the modules index.html preloads — gzipped at
 * level 9 as the server's pre-compressed copies are (apps/web/precompress.mjs), against issue 19's
 * budget of 130 KiB. Lazy chunks (the ordering flow, the checkout, the back office) are not counted.
 *
 *   npm run build -w @sofreh/web && npm run initial-js -w bench
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_KIB = 130;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
  (m) => m[1]!,
);

let total = 0;
for (const script of scripts) {
  const bytes = fs.readFileSync(path.join(dist, script));
  const gzipped = zlib.gzipSync(bytes, { level: 9 }).length;
  total += gzipped;
  console.log(
    `${script.padEnd(44)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KiB ${(gzipped / 1024).toFixed(1).padStart(7)} KiB gz`,
  );
}
const kib = total / 1024;
console.log(
  `initial JS: ${kib.toFixed(1)} KiB gzipped — ${kib <= BUDGET_KIB ? 'PASS' : 'FAIL'} (budget ${BUDGET_KIB} KiB)`,
);
