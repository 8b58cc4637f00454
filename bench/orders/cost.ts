// `npm run orders:cost -w bench`: what one request costs the server process, measured so that other
// work on the machine hardly moves it — CPU time per request (process.cpuUsage of the server
// process) and SQL statements per request (each one a round trip to PostgreSQL), with the
// statements listed. Requests/s and latency move with the machine's load; these do not.
//
// Scenarios: the bare Fastify + pg insert, order submission without a code (pickup, cash), the same
// order with a discount code, and (BENCH_PGLITE=1) the order without a code on PGlite. The servers
// run as shipped, at the default log level.
//
// Settings: BENCH_DATABASE_URL (a fresh database is made and dropped there; default
// postgres://postgres@127.0.0.1:5432/postgres), BENCH_REQUESTS per scenario (default 2000),
// BENCH_CONNECTIONS (default 10), BENCH_PROFILE_DIR: write a V8 CPU profile of each scenario there
// (summarise one with `npx tsx bench/profile-summary.ts <file>`), BENCH_ONLY: run only the scenarios
// whose file names are listed (comma-separated: bare, submit, code) — e.g. while `perf record`
// watches the database processes.

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  analyzeTables,
  type Cost,
  costPerRequest,
  type Ready,
  serverStats,
  startProfile,
  startServers,
  stopProfile,
  stopServers,
} from './child';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const profileDir = process.env.BENCH_PROFILE_DIR;
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;

type Scenario = {
  name: string;
  file: string;
  url: string;
  headers: Record<string, string>;
  body: (i: number) => object;
  fresh: boolean;
};

async function send(s: Scenario, amount: number) {
  let sent = 0;
  const result = await autocannon({
    url: s.url,
    method: 'POST',
    connections,
    amount,
    headers: s.headers,
    body: JSON.stringify(s.body(0)),
    ...(s.fresh
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify(s.body(sent++)),
                headers: { ...request.headers, 'idempotency-key': crypto.randomUUID() },
              }),
            },
          ],
        }
      : {}),
  });
  return { total: result.requests.total, failures: result.errors + result.timeouts + result.non2xx };
}

/**
 * CPU time so far of each local PostgreSQL server process (backends, WAL writer, checkpointer…),
 * in microseconds, from /proc — what the database spends per request, which the server process's own
 * CPU does not show. null where /proc is not readable or the database is elsewhere (nothing found).
 */
function databaseCpu(): Map<string, number> | null {
  const ticksPerSecond = 100; // USER_HZ: 100 on Linux x86-64
  const byProcess = new Map<string, number>();
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      // Fields 14 and 15 of stat (utime, stime), counted from the state field (3).
      byProcess.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byProcess.size > 0 ? byProcess : null;
}

/** CPU the database processes spent between two readings (a process that ended meanwhile is lost). */
function databaseCpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let micros = 0;
  for (const [pid, now] of after) micros += now - (before.get(pid) ?? 0);
  return micros;
}

async function measure(kind: string, child: Parameters<typeof serverStats>[0], s: Scenario) {
  await send(s, Math.min(500, requests));
  await analyzeTables(child);
  if (profileDir) await startProfile(child);
  const before = await serverStats(child);
  const databaseBefore = kind === 'postgres' ? databaseCpu() : null;
  const { total, failures } = await send(s, requests);
  const databaseAfter = databaseBefore === null ? null : databaseCpu();
  const after = await serverStats(child);
  if (profileDir) await stopProfile(child, path.join(profileDir, `${kind}-${s.file}.cpuprofile`));
  const databaseMicros =
    databaseBefore === null || databaseAfter === null
      ? null
      : databaseCpuBetween(databaseBefore, databaseAfter) / Math.max(1, total);
  return { name: s.name, failures, total, cost: costPerRequest(before, after, total), databaseMicros };
}

function scenarios(ready: Ready): Scenario[] {
  const json = { 'content-type': 'application/json' };
  const orders = `${ready.appUrl}/api/orders`;
  const order = (discountCode?: string) => ({
    deliveryType: 'PICKUP',
    source: 'WEBSITE',
    paymentMethod: 'CASH',
    items: [
      { menuItemId: ready.menu.koobideh, count: 2, toppings: [{ toppingId: ready.menu.garlic, count: 1 }] },
      { menuItemId: ready.menu.dough, count: 2, toppings: [] },
    ],
    ...(discountCode ? { discountCode } : {}),
  });
  const { spread } = ready.discounts;
  const list: Scenario[] = [];
  if (ready.bareUrl) {
    list.push({
      name: 'bare insert (Fastify + pg)',
      file: 'bare',
      url: `${ready.bareUrl}/insert`,
      headers: json,
      body: () => order(),
      fresh: false,
    });
  }
  list.push(
    {
      name: 'order without a code',
      file: 'submit',
      url: orders,
      headers: ready.headers,
      body: () => order(),
      fresh: true,
    },
    {
      name: 'order with one of 200 codes',
      file: 'code',
      url: orders,
      headers: ready.headers,
      body: (i) => order(spread[i % spread.length]),
      fresh: true,
    },
  );
  return list;
}

function print(kind: string, results: Array<Awaited<ReturnType<typeof measure>>>) {
  console.log(`\n${kind}: ${requests} requests per scenario, ${connections} connections`);
  console.log(
    '| scenario | CPU µs/request | of which user µs | statements/request | database CPU µs/request | failures |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    const database = r.databaseMicros === null ? '–' : r.databaseMicros.toFixed(0);
    console.log(
      `| ${r.name} | ${r.cost.cpuMicros.toFixed(0)} | ${r.cost.userMicros.toFixed(0)} | ${r.cost.statements.toFixed(2)} | ${database} | ${r.failures} |`,
    );
  }
  for (const r of results) {
    console.log(`\n${r.name}: statements per request`);
    for (const [text, n] of Object.entries(r.cost.byStatement).sort((a, b) => b[1] - a[1])) {
      if (n >= 0.01) console.log(`  ${n.toFixed(2)}  ${text}`);
    }
  }
}

async function run(kind: 'postgres' | 'pglite', url?: string) {
  const servers = startServers(kind, url);
  try {
    const ready = await servers.ready;
    const results = [];
    for (const s of scenarios(ready)) {
      if (kind === 'pglite' && s.file !== 'submit') continue;
      if (only && !only.has(s.file)) continue;
      results.push(await measure(kind, servers.child, s));
    }
    print(kind === 'postgres' ? 'PostgreSQL' : 'PGlite', results);
    return results;
  } finally {
    await stopServers(servers.child);
  }
}

async function main() {
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  console.log(
    `load average at the start: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const dbName = `sofreh_bench_cost_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${dbName}`;
  const failed: Cost[] = [];
  try {
    const results = await run('postgres', benchUrl.toString());
    if (process.env.BENCH_PGLITE === '1') results.push(...(await run('pglite')));
    for (const r of results) if (r.failures > 0) failed.push(r.cost);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  if (failed.length > 0) {
    console.log(`\nFAIL: ${failed.length} scenario(s) had failures`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
