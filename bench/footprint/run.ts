/**
 * bench/footprint: how long Sofreh takes to give its first answer and how much memory it holds, on
 * both engines, beside a bare Fastify + pg server started the same way.
 *
 *   npm run footprint -w bench                 PGlite, PostgreSQL and the bare server
 *   npm run footprint -w bench -- pglite       one or more of: pglite postgres bare
 *
 * Sofreh is started as `npm start` starts it (`MALLOC_ARENA_MAX=2 node --enable-source-maps
 * apps/server/dist/main.js`: run `npm run build` first), with the demo restaurant (DEMO=true, the
 * default install):
 * - PGlite in a fresh temporary DATA_DIR; PostgreSQL in a fresh database on DATABASE_URL's server
 *   (default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end;
 * - "first start": from spawning node to the first answer of /api/health, on an empty database
 *   (migrations, the demo's seed and its pictures); "restart": the same on the data the first left;
 * - RSS (resident memory of the one server process, from /proc), BENCH_IDLE_SECONDS (5) after the
 *   first answer: after the first start (what seeding left behind), and after the restart — a
 *   restaurant's server on most days — then after BENCH_SECONDS (10) of load at 20 connections
 *   (customers' menu requests, first visits and If-None-Match revalidations, the restaurant's
 *   landing facts, the health check), and the peak of the restarted process (VmHWM).
 * FOOTPRINT_SERVER=tsx starts the TypeScript source through tsx instead (the development way), for
 * comparison. The bare server (footprint/bare-server.mjs) answers /api/health with `SELECT 1`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runLoad } from '../load';

type Target = 'pglite' | 'postgres' | 'bare';
type Request = { path: string; headers: Record<string, string> };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILT = path.join(root, 'apps/server/dist/main.js');
const BARE = path.join(root, 'bench/footprint/bare-server.mjs');
const IDLE_SECONDS = positive('BENCH_IDLE_SECONDS', 5);
const LOAD_SECONDS = positive('BENCH_SECONDS', 10);
const CONNECTIONS = 20;
const MENU = '/api-catalog/catalog/menucategories/site?sellChannel=WEBSITE';
const DEMO_HOST = { hostdomain: 'demo.localhost', 'accept-encoding': 'gzip, deflate, br' };

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process, now and at its peak, in MiB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

type Running = { child: ChildProcess; port: number; startSeconds: number; output: string[] };

/** Spawns `args` with node and waits for the first answer of /api/health. */
async function start(args: string[], env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const output: string[] = [];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // The server's log (a line per request) is not what is measured; its errors are kept for a failure.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server stopped (exit ${child.exitCode}):\n${output.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        return { child, port, startSeconds: (performance.now() - started) / 1000, output };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`no answer in 300 s:\n${output.join('')}`);
}

async function stop({ child }: Running) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** What customers and the web app ask of Sofreh most: the menu (new and returning), the landing facts, health. */
async function sofrehLoad(port: number): Promise<Request[]> {
  const first = await fetch(`http://127.0.0.1:${port}${MENU}`, { headers: DEMO_HOST });
  const etag = first.headers.get('etag');
  if (!first.ok || !etag) throw new Error(`the demo menu did not answer (${first.status})`);
  return [
    { path: MENU, headers: DEMO_HOST },
    { path: MENU, headers: { ...DEMO_HOST, 'if-none-match': etag } },
    { path: '/api-identity/identity/vendors/landing', headers: DEMO_HOST },
    { path: '/api/health', headers: {} },
  ];
}

type Row = {
  name: string;
  firstStart: number;
  /** RSS idle after the first start, and its peak (initdb, migrations, the demo's pictures). */
  firstIdle?: number;
  firstPeak?: number;
  restart?: number;
  idle: number;
  loaded: number;
  peak: number;
  rps: number;
};

/** Idle RSS, then RSS after load, of a running server. */
async function measureMemory(running: Running, requests: Request[]) {
  await sleep(IDLE_SECONDS);
  const idle = memoryOf(running.child.pid!).rss;
  const result = await runLoad({
    host: '127.0.0.1',
    port: running.port,
    requests,
    connections: CONNECTIONS,
    seconds: LOAD_SECONDS,
  });
  const failed = result.errors + result.timeouts + result.notOk;
  if (failed > 0) throw new Error(`${failed} requests of the load failed`);
  await sleep(1);
  const after = memoryOf(running.child.pid!);
  return { idle, loaded: after.rss, peak: after.peak, rps: result.rps };
}

/** The node arguments and environment `npm start` runs the server with (or, FOOTPRINT_SERVER=tsx, the old way). */
function sofrehStart(): { args: string[]; env: Record<string, string> } {
  if (process.env.FOOTPRINT_SERVER === 'tsx')
    return { args: ['--import', 'tsx', 'apps/server/src/main.ts'], env: {} };
  if (!fs.existsSync(BUILT)) throw new Error(`${BUILT} is missing: run "npm run build" first`);
  return { args: ['--enable-source-maps', BUILT], env: { MALLOC_ARENA_MAX: '2' } };
}

async function sofreh(name: string, settings: Record<string, string>): Promise<Row> {
  const { args, env: startEnv } = sofrehStart();
  const env = { ...startEnv, DEMO: 'true', ...settings };
  const first = await start(args, env);
  await sleep(IDLE_SECONDS);
  const { rss: firstIdle, peak: firstPeak } = memoryOf(first.child.pid!);
  await stop(first);
  const again = await start(args, env);
  try {
    const memory = await measureMemory(again, await sofrehLoad(again.port));
    return {
      name,
      firstStart: first.startSeconds,
      firstIdle,
      firstPeak,
      restart: again.startSeconds,
      ...memory,
    };
  } finally {
    await stop(again);
  }
}

async function withDatabase<T>(baseUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `sofreh_footprint_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function main() {
  const asked = process.argv.slice(2) as Target[];
  const targets: Target[] = asked.length ? asked : ['pglite', 'postgres', 'bare'];
  for (const target of targets) {
    if (!['pglite', 'postgres', 'bare'].includes(target))
      throw new Error(`unknown target "${target}": pglite, postgres or bare`);
  }
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const how = process.env.FOOTPRINT_SERVER === 'tsx' ? 'tsx apps/server/src/main.ts' : 'node dist/main.js';
  console.log(`bench/footprint — start time and resident memory (Sofreh: ${how}, DEMO=true)`);
  console.log(
    `Node ${process.version} · ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(1)}) · ` +
      `idle ${IDLE_SECONDS} s, then ${LOAD_SECONDS} s of load at ${CONNECTIONS} connections`,
  );
  const rows: Row[] = [];
  for (const target of targets) {
    if (target === 'pglite') {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-footprint-'));
      try {
        rows.push(await sofreh('Sofreh, PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    } else if (target === 'postgres') {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-footprint-'));
      try {
        rows.push(
          await withDatabase(baseUrl, (url) =>
            sofreh('Sofreh, PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url }),
          ),
        );
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    } else {
      const running = await start([BARE], { DATABASE_URL: baseUrl });
      try {
        const memory = await measureMemory(running, [{ path: '/api/health', headers: {} }]);
        rows.push({ name: 'bare Fastify + pg', firstStart: running.startSeconds, ...memory });
      } finally {
        await stop(running);
      }
    }
  }
  console.log(
    '                    ── first start ───────────   ── restart ──────────────────────────────────',
  );
  const cols = ['', 'answer', 'RSS idle', 'peak', 'answer', 'RSS idle', 'after load', 'peak', 'load req/s'];
  const widths = [20, 8, 10, 10, 10, 10, 11, 9, 11];
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('');
  console.log(line(cols));
  for (const row of rows) {
    console.log(
      line([
        row.name,
        `${row.firstStart.toFixed(1)} s`,
        row.firstIdle === undefined ? '' : `${row.firstIdle.toFixed(0)} MiB`,
        row.firstPeak === undefined ? '' : `${row.firstPeak.toFixed(0)} MiB`,
        row.restart === undefined ? '' : `${row.restart.toFixed(1)} s`,
        `${row.idle.toFixed(0)} MiB`,
        `${row.loaded.toFixed(0)} MiB`,
        `${row.peak.toFixed(0)} MiB`,
        Math.round(row.rps).toLocaleString('en-US'),
      ]),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
