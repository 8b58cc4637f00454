/**
 * bench/menu: the cached customer menu against the ceiling for its answers — a plain Fastify endpoint
 * sending fixed Buffers of the very same bytes and headers — in one run, on PostgreSQL and on PGlite.
 *
 *   npm run menu -w bench                  both engines
 *   npm run menu -w bench -- postgres      one (postgres | pglite)
 *
 * Honest about what ships (issue 18):
 * - the app runs as it ships: LOG_LEVEL info, one JSON line per request written to stdout (here
 *   /dev/null, so the lines are written but not kept);
 * - the requests are a browsers' mix (menu-protocol.ts): first visits, returning browsers asking with
 *   If-None-Match (a 304), and the restaurant's page on another origin (CORS headers). The fixed
 *   server answers each kind with the app's own answer to it.
 * The floor: the cached menu ≥ 70% of the fixed Buffers' requests per second, on each engine (a hit
 * does not read the database). p99 and the server's CPU per request are printed for information.
 *
 * PostgreSQL: DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres); a
 * throw-away database is created there and dropped. PGlite: a temporary directory.
 * BENCH_ROUNDS (7), BENCH_SECONDS (4: each endpoint's measured time per round) and
 * BENCH_WARMUP_SECONDS (2, each endpoint's once before the rounds) set the length of a run;
 * BENCH_PROFILE_DIR writes a V8 CPU profile of each server's first measured slice there. Requests
 * accept brotli and gzip as browsers do; BENCH_ACCEPT_ENCODING='' asks for the uncompressed JSON.
 *
 * The servers run in a child process (menu-server.ts); the load generator (load.ts) runs here. Both
 * share the machine's cores, so only the ratio measured in one run means much. The machine's speed
 * drifts within seconds, so a round measures the two endpoints in four slices, A B B A (the next round
 * B A A B), and the median of the rounds' ratios is the figure.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad } from './load';
import {
  type BenchKind,
  type CpuReport,
  MENU_PATH,
  menuRequestMix,
  REQUEST_HEADERS,
  type ServerReady,
} from './menu-protocol';

const CONNECTIONS = 100;
/** The floor of issue 18: the cached menu's requests/s ÷ the fixed Buffers'. */
const FLOOR_RATIO = 0.7;
const ROUNDS = positive('BENCH_ROUNDS', 7);
const SECONDS = positive('BENCH_SECONDS', 4);
const WARMUP_SECONDS = positive('BENCH_WARMUP_SECONDS', 2);

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

type Sample = {
  /** Answers and seconds measured (a round's two slices together). */
  requests: number;
  seconds: number;
  rps: number;
  p99: number;
  failures: number;
  cpuMicrosPerRequest: number;
  /** The kernel's part of it. */
  systemMicrosPerRequest: number;
};

/** The server process's CPU time so far: what a request costs it, whatever else the machine runs. */
function serverCpu(child: ChildProcess): Promise<CpuReport> {
  return new Promise((resolve) => {
    const onMessage = (message: CpuReport) => {
      if (message?.type !== 'cpu') return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

function ask(child: ChildProcess, message: string, answer: string): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (reply: { type?: string }) => {
      if (reply?.type !== answer) return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

async function measure(
  child: ChildProcess,
  port: number,
  requests: Array<{ path: string; headers: Record<string, string> }>,
  seconds: number,
  profileFile?: string,
): Promise<Sample> {
  if (profileFile) await ask(child, 'profile-start', 'profile-started');
  const cpuBefore = await serverCpu(child);
  const result = await runLoad({
    host: '127.0.0.1',
    port,
    requests,
    connections: CONNECTIONS,
    seconds,
  });
  const cpuAfter = await serverCpu(child);
  if (profileFile) await ask(child, `profile-stop ${profileFile}`, 'profile-stopped');
  return {
    requests: result.total,
    seconds: result.rps > 0 ? result.total / result.rps : seconds,
    rps: result.rps,
    p99: result.p99,
    failures: result.errors + result.timeouts + result.notOk,
    cpuMicrosPerRequest: (cpuAfter.micros - cpuBefore.micros) / Math.max(1, result.total),
    systemMicrosPerRequest: (cpuAfter.systemMicros - cpuBefore.systemMicros) / Math.max(1, result.total),
  };
}

/** A round's two slices of one endpoint as one sample; its p99 is the worse slice's. */
function together(a: Sample, b: Sample): Sample {
  const requests = a.requests + b.requests;
  const perRequest = (x: number, y: number) => (x * a.requests + y * b.requests) / Math.max(1, requests);
  return {
    requests,
    seconds: a.seconds + b.seconds,
    rps: requests / Math.max(a.seconds + b.seconds, 1e-9),
    p99: Math.max(a.p99, b.p99),
    failures: a.failures + b.failures,
    cpuMicrosPerRequest: perRequest(a.cpuMicrosPerRequest, b.cpuMicrosPerRequest),
    systemMicrosPerRequest: perRequest(a.systemMicrosPerRequest, b.systemMicrosPerRequest),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const cell = (text: string | number, width: number) => String(text).padStart(width);

function getOnce(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: MENU_PATH, headers: REQUEST_HEADERS }, (response) => {
        response.resume();
        response.on('end', resolve);
      })
      .on('error', reject);
  });
}

function startServers(kind: BenchKind): Promise<{ child: ChildProcess; ready: ServerReady }> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // The server's log lines (one per request, as it ships) are written to /dev/null; its errors show.
  const child = fork(path.join(here, 'menu-server.ts'), [kind], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', fs.openSync('/dev/null', 'w'), 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, ready: message as ServerReady }));
    child.once('exit', (code) => reject(new Error(`the ${kind} bench server stopped (exit ${code})`)));
  });
}

async function stopServers(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
}

async function benchOne(kind: BenchKind): Promise<boolean> {
  const label = kind === 'postgres' ? 'PostgreSQL (a throw-away database)' : 'PGlite (a temporary directory)';
  console.log(`\n${label}`);
  const { child, ready } = await startServers(kind);
  const requests = menuRequestMix(ready.etag).map(({ headers }) => ({ path: MENU_PATH, headers }));
  const profileDir = process.env.BENCH_PROFILE_DIR;
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  const profiled = new Set<number>();
  /** One measured slice; BENCH_PROFILE_DIR: each server's first is profiled (see profile-summary.ts). */
  const slice = (port: number, seconds: number) => {
    const name = port === ready.cachedPort ? 'cached' : port === ready.fixedPort ? 'fixed' : 'uncached';
    const file =
      profileDir && !profiled.has(port)
        ? path.join(profileDir, `menu-${kind}-${name}.cpuprofile`)
        : undefined;
    profiled.add(port);
    return measure(child, port, requests, seconds, file);
  };
  try {
    const heads = Object.entries(ready.headerBytes)
      .map(([name, bytes]) => `${name} ${bytes.cached} B (fixed ${bytes.fixed} B)`)
      .join(', ');
    console.log(
      `  menu: ${ready.items} items in 20 categories, ${ready.toppings} toppings; ` +
        `body ${(ready.bodyBytes / 1024).toFixed(1)} KiB ${ready.encoding}; headers: ${heads}`,
    );
    console.log('  mix: 2 in 5 first visits, 2 in 5 returning (If-None-Match → 304), 1 in 5 cross-origin');
    const row = (cols: Array<string | number>) =>
      `  ${String(cols[0]).padEnd(7)}${cols
        .slice(1)
        .map((c, i) => cell(c, [13, 8, 9, 7, 13, 8, 9, 7, 8][i]!))
        .join('')}`;
    console.log(
      row([
        'round',
        'cached req/s',
        'p99 ms',
        'CPU µs',
        'sys',
        'fixed req/s',
        'p99 ms',
        'CPU µs',
        'sys',
        'ratio',
      ]),
    );
    const cached: Sample[] = [];
    const fixed: Sample[] = [];
    const line = (name: string | number, c: Sample, f: Sample, ratio: number) =>
      row([
        name,
        int(c.rps),
        c.p99,
        c.cpuMicrosPerRequest.toFixed(0),
        c.systemMicrosPerRequest.toFixed(0),
        int(f.rps),
        f.p99,
        f.cpuMicrosPerRequest.toFixed(0),
        f.systemMicrosPerRequest.toFixed(0),
        pct(ratio),
      ]);
    // Both compiled and their heaps grown before anything counts.
    await measure(child, ready.cachedPort, requests, WARMUP_SECONDS);
    await measure(child, ready.fixedPort, requests, WARMUP_SECONDS);
    for (let round = 1; round <= ROUNDS; round++) {
      const [first, second] =
        round % 2 ? [ready.cachedPort, ready.fixedPort] : [ready.fixedPort, ready.cachedPort];
      const a1 = await slice(first, SECONDS / 2);
      const b1 = await slice(second, SECONDS / 2);
      const b2 = await slice(second, SECONDS / 2);
      const a2 = await slice(first, SECONDS / 2);
      const [c, f] = round % 2 ? [together(a1, a2), together(b1, b2)] : [together(b1, b2), together(a1, a2)];
      cached.push(c);
      fixed.push(f);
      console.log(line(round, c, f, c.rps / f.rps));
    }
    const ratio = median(cached.map((c, i) => c.rps / fixed[i]!.rps));
    const mid = (samples: Sample[]): Sample => ({
      requests: 0,
      seconds: 0,
      rps: median(samples.map((s) => s.rps)),
      p99: median(samples.map((s) => s.p99)),
      failures: 0,
      cpuMicrosPerRequest: median(samples.map((s) => s.cpuMicrosPerRequest)),
      systemMicrosPerRequest: median(samples.map((s) => s.systemMicrosPerRequest)),
    });
    const cachedMedian = mid(cached);
    console.log(line('median', cachedMedian, mid(fixed), ratio));

    await measure(child, ready.uncachedPort, requests, WARMUP_SECONDS);
    const uncached = await slice(ready.uncachedPort, SECONDS);
    // A run's last requests may still be queued for the database; wait until they are
    // answered (a new one is served after them) before the database is closed under them.
    await getOnce(ready.uncachedPort);
    console.log(
      `  uncached (MENU_CACHE_MB=0, the database on every read): ${int(uncached.rps)} req/s, p99 ${uncached.p99} ms, ` +
        `${uncached.cpuMicrosPerRequest.toFixed(0)} µs CPU per request = ${pct(uncached.rps / cachedMedian.rps)} of cached (information)`,
    );

    const failures = [...cached, ...fixed, uncached].reduce((sum, s) => sum + s.failures, 0);
    const ratioOk = ratio >= FLOOR_RATIO;
    console.log(
      `  ${ratioOk ? 'PASS' : 'FAIL'} cached menu ≥ ${pct(FLOOR_RATIO)} of the fixed Buffer: ${pct(ratio)}   ` +
        `${failures === 0 ? 'no errors' : `FAIL: ${failures} errors, timeouts or answers other than 2xx and 304`}`,
    );
    return ratioOk && failures === 0;
  } finally {
    await stopServers(child);
  }
}

async function main() {
  const asked = process.argv.slice(2);
  const kinds: BenchKind[] = asked.length ? (asked as BenchKind[]) : ['postgres', 'pglite'];
  for (const kind of kinds) {
    if (kind !== 'postgres' && kind !== 'pglite')
      throw new Error(`unknown engine "${kind}": postgres or pglite`);
  }
  console.log('bench/menu — the cached customer menu against fixed Buffers of the same bytes and headers');
  console.log(
    `Node ${process.version} · ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(1)}) · LOG_LEVEL info · ${CONNECTIONS} connections · ` +
      `${ROUNDS} rounds of ${SECONDS} s per endpoint in slices A B B A, after ${WARMUP_SECONDS} s warm-up each; medians`,
  );
  let ok = true;
  for (const kind of kinds) ok = (await benchOne(kind)) && ok;
  if (!ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
