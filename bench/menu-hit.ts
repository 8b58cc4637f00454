/**
 * bench/menu-hit: the JavaScript cost of one cached-menu hit against a plain Fastify endpoint sending
 * the same bytes and headers — without sockets, so without the kernel and the load generator.
 *
 *   npm run menu:hit -w bench
 *
 * Each server gets an in-process connection (a Duplex stream handed to its http.Server as a socket):
 * batches of pipelined requests are written into it and every answer is thrown away as written, so
 * Node's HTTP parser, Fastify, the platform's hooks and the route run exactly as for a real client,
 * while no system call is made. The two servers are measured in turn, round by round, so a change in
 * the machine's load falls on both; the ratio of their CPU time per request is the figure.
 *
 * Why next to bench/menu: on this shared 2-core machine its CPU µs per request move by ±15% between
 * runs (other benchmarks, the load generator on the same cores), which hides a change of a few
 * hundred nanoseconds; this ratio repeats within a few per cent. It measures only the server's own
 * work per hit (decision 0034); bench/menu remains the measure of the target.
 * BENCH_HIT_REQUESTS (20000) per round, BENCH_ROUNDS (7); PGlite in a temporary directory, one vendor
 * with an empty menu (a hit sends kept bytes whatever their size).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/open';
import { ensureVendor } from '../apps/server/src/orchestrators/vendor-onboarding';
import { menuBenchConfig } from './menu-config';
import { MENU_PATH, REQUEST_HEADERS } from './menu-protocol';

const BATCH = 50;
const REQUESTS = Math.ceil(positive('BENCH_HIT_REQUESTS', 20_000) / BATCH) * BATCH;
const ROUNDS = positive('BENCH_ROUNDS', 7);

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

/**
 * A connection to `app` that needs no socket: `send()` writes a batch of pipelined requests and
 * resolves when every answer has been written back (each must be a 200).
 */
function connect(app: FastifyInstance): () => Promise<void> {
  const request =
    `GET ${MENU_PATH} HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
    Object.entries(REQUEST_HEADERS)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  const batch = Buffer.from(request.repeat(BATCH));
  let answered = 0;
  let wanted = 0;
  let wake: (() => void) | null = null;
  /** Node writes each answer's head as its own chunk, starting with the status line. */
  const seen = (chunk: unknown) => {
    const text =
      typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('latin1', 0, 12) : '';
    if (!text.startsWith('HTTP/1.1 ')) return;
    if (!text.startsWith('HTTP/1.1 200')) throw new Error(`an answer that is not 200: ${text.slice(0, 40)}`);
    answered++;
  };
  const settle = () => {
    if (answered >= wanted && wake) {
      const resolve = wake;
      wake = null;
      resolve();
    }
  };
  const connection = new Duplex({
    decodeStrings: false,
    read() {},
    write(chunk, _encoding, callback) {
      seen(chunk);
      callback();
      settle();
    },
    writev(chunks, callback) {
      for (const { chunk } of chunks) seen(chunk);
      callback();
      settle();
    },
  });
  Object.assign(connection, { remoteAddress: '127.0.0.1', remotePort: 1 });
  app.server.emit('connection', connection);
  return () =>
    new Promise<void>((resolve) => {
      wanted = answered + BATCH;
      wake = resolve;
      connection.push(batch);
    });
}

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-bench-hit-'));
  const config = menuBenchConfig({ dataDir, cacheMb: '64' });
  const database = await openDatabase(config);
  const closers: Array<() => Promise<unknown>> = [];
  try {
    await ensureVendor(database.db, {
      slug: 'bench',
      name: 'رستوران سنجش',
      owner: { phoneNumber: '09129999999', firstName: 'سنجش', lastName: 'بار' },
    });
    const app = await buildApp({ config, database });
    closers.push(() => app.close());
    const first = await app.inject({ method: 'GET', url: MENU_PATH, headers: REQUEST_HEADERS });
    if (first.statusCode !== 200) throw new Error(`GET ${MENU_PATH}: ${first.statusCode} ${first.body}`);
    // The fixed Buffer: bench/menu's baseline, answering the app's bytes with the app's headers.
    const { date, connection, 'keep-alive': keepAlive, 'content-length': length, ...headers } = first.headers;
    const fixed = Fastify({ logger: false });
    closers.push(() => fixed.close());
    fixed.get('/api-catalog/catalog/menucategories/site', (_request, reply) => {
      reply.headers(headers).send(first.rawPayload);
    });
    await fixed.ready();

    const hit = connect(app);
    const plain = connect(fixed);
    // Warm-up: both paths compiled before anything counts.
    for (let i = 0; i < (2 * REQUESTS) / BATCH; i++) {
      await hit();
      await plain();
    }
    console.log('bench/menu-hit — CPU per cached-menu hit against a fixed Buffer, without sockets');
    console.log(`Node ${process.version} · ${ROUNDS} rounds of ${REQUESTS} requests each, in turn`);
    console.log('  round   cached µs   fixed µs   cached / fixed');
    const ratios: number[] = [];
    const cachedCosts: number[] = [];
    const fixedCosts: number[] = [];
    /** CPU µs per request of `requests` answers through `send`. */
    const measure = async (send: () => Promise<void>) => {
      const start = cpuMicros();
      for (let i = 0; i < REQUESTS / BATCH; i++) await send();
      return (cpuMicros() - start) / REQUESTS;
    };
    for (let round = 1; round <= ROUNDS; round++) {
      // Whole rounds in turn, the first alternating: each round's garbage is mostly collected within
      // it, so neither is charged for the other's collections (batch by batch, they were).
      let cached: number;
      let baseline: number;
      if (round % 2) {
        cached = await measure(hit);
        baseline = await measure(plain);
      } else {
        baseline = await measure(plain);
        cached = await measure(hit);
      }
      cachedCosts.push(cached);
      fixedCosts.push(baseline);
      ratios.push(cached / baseline);
      console.log(
        `  ${String(round).padEnd(6)}${cached.toFixed(2).padStart(10)}${baseline.toFixed(2).padStart(11)}${(cached / baseline).toFixed(3).padStart(17)}`,
      );
    }
    console.log(
      `  median${median(cachedCosts).toFixed(2).padStart(10)}${median(fixedCosts).toFixed(2).padStart(11)}${median(ratios).toFixed(3).padStart(17)}`,
    );
  } finally {
    for (const close of closers.reverse()) await close().catch(() => {});
    await database.close().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
