// Writes public/sounds/new-order.wav: the board's new-order chime, made here from two sine tones so
// nothing is downloaded and the file's origin is plain. Run: node scripts/make-order-sound.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 16_000;
/** Two rising notes (E6, A6) with a soft attack and decay, then a short rest before the loop repeats. */
const NOTES = [
  { hz: 1318.5, seconds: 0.18 },
  { hz: 1760, seconds: 0.32 },
];
const REST_SECONDS = 0.5;

const samples = [];
for (const { hz, seconds } of NOTES) {
  const n = Math.round(seconds * RATE);
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    const envelope = Math.min(1, i / (0.01 * RATE)) * Math.exp(-4 * t);
    samples.push(0.6 * envelope * (Math.sin(2 * Math.PI * hz * t) + 0.3 * Math.sin(4 * Math.PI * hz * t)));
  }
}
for (let i = 0; i < REST_SECONDS * RATE; i++) samples.push(0);

const data = Buffer.alloc(samples.length * 2);
for (const [i, s] of samples.entries()) {
  data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_000), i * 2);
}
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/sounds/new-order.wav');
fs.writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${out} (${header.length + data.length} bytes)`);
