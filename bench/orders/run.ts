// `npm run orders -w bench`: order submission and the cart quote against a bare Fastify + pg INSERT
// endpoint on the same PostgreSQL database, then order submission on PGlite — in one run, printed as
// ratios (performance.md G2, G3, G5, G7; issue 4). The servers run in a child process (server.ts);
// this process only generates load, so the two share the machine's cores but not an event loop.
//
// Settings: BENCH_DATABASE_URL (a PostgreSQL server; a fresh database is made and dropped there,
// default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (per measurement, default 10),
// BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 1: on a busy machine, 3 rounds taken in turn
// and their medians make the ratios steadier).

import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const WARMUP_SECONDS = 3;

type Ready = {
  appUrl: string;
  bareUrl: string | null;
  headers: Record<string, string>;
  quote: object;
  order: object;
};

type Measurement = { name: string; rate: number; p99: number; errors: number; requests: number };

/** Starts server.ts for one database; resolves with its READY line. */
function startServers(kind: 'postgres' | 'pglite', databaseUrl?: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'server.ts'), kind, ...(databaseUrl ? [databaseUrl] : [])],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = new Promise<Ready>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)));
    });
    child.on('exit', (code) =>
      reject(new Error(`the ${kind} servers stopped (exit ${code}) before they were ready`)),
    );
  });
  return { child, ready };
}

function stopServers(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One autocannon run; `fresh` gives every request its own Idempotency-Key. */
async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  body: object,
  options: { fresh?: boolean; duration?: number } = {},
): Promise<Measurement> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: options.duration ?? seconds,
    headers,
    body: JSON.stringify(body),
    ...(options.fresh
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'idempotency-key': crypto.randomUUID() },
              }),
            },
          ],
        }
      : {}),
  });
  return {
    name,
    rate: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result['2xx'],
  };
}

async function warmUp(url: string, headers: Record<string, string>, body: object, fresh = false) {
  await measure('warm-up', url, headers, body, { fresh, duration: WARMUP_SECONDS });
}

async function main() {
  const dbName = `sofreh_bench_orders_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${dbName}`;

  const runs: Record<'bare' | 'submit' | 'quote' | 'pglite', Measurement[]> = {
    bare: [],
    submit: [],
    quote: [],
    pglite: [],
  };
  const orderCounts: string[] = [];
  let everyAnswerIsOneOrder = true;
  try {
    console.log(`PostgreSQL (${connections} connections, ${seconds} s each, ${rounds} round(s))…`);
    const postgres = startServers('postgres', benchUrl.toString());
    try {
      const ready = await postgres.ready;
      const json = { 'content-type': 'application/json' };
      const bareUrl = `${ready.bareUrl}/insert`;
      const submitUrl = `${ready.appUrl}/api/orders`;
      const quoteUrl = `${ready.appUrl}/api/orders/quote`;
      await warmUp(bareUrl, json, ready.order);
      await warmUp(submitUrl, ready.headers, ready.order, true);
      await warmUp(quoteUrl, ready.headers, ready.quote);
      for (let round = 0; round < rounds; round++) {
        runs.bare.push(await measure('bare insert (Fastify + pg)', bareUrl, json, ready.order));
        const before = await countOrders(benchUrl.toString());
        const submit = await measure('order submission', submitUrl, ready.headers, ready.order, {
          fresh: true,
        });
        // Requests still in flight when the load stops are answered to nobody but may still commit.
        const made = (await countOrders(benchUrl.toString())) - before;
        if (made < submit.requests || made > submit.requests + connections) everyAnswerIsOneOrder = false;
        orderCounts.push(`${made} orders for ${submit.requests} answers`);
        runs.submit.push(submit);
        runs.quote.push(await measure('quote', quoteUrl, ready.headers, ready.quote));
      }
    } finally {
      await stopServers(postgres.child);
    }

    console.log('PGlite (file database, as the embedded default)…');
    const pglite = startServers('pglite');
    try {
      const ready = await pglite.ready;
      const submitUrl = `${ready.appUrl}/api/orders`;
      await warmUp(submitUrl, ready.headers, ready.order, true);
      for (let round = 0; round < rounds; round++) {
        runs.pglite.push(
          await measure('order submission on PGlite', submitUrl, ready.headers, ready.order, { fresh: true }),
        );
      }
    } finally {
      await stopServers(pglite.child);
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  const results = {
    bare: median(runs.bare),
    submit: median(runs.submit),
    quote: median(runs.quote),
    pglite: median(runs.pglite),
  };

  const { bare, submit, quote, pglite } = results;
  console.log('');
  if (rounds > 1) {
    console.log('Each round (req/s): ');
    for (const [name, list] of Object.entries(runs)) {
      console.log(`  ${name}: ${list.map((m) => m.rate.toFixed(0)).join(', ')}`);
    }
    console.log('Medians:');
  }
  console.log('| measurement | req/s | p99 ms | errors | 2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const m of [bare, submit, quote, pglite]) {
    console.log(`| ${m.name} | ${m.rate.toFixed(0)} | ${m.p99} | ${m.errors} | ${m.requests} |`);
  }
  console.log('');
  const checks: Array<[string, boolean, string]> = [
    ['submission ≥ 30% of bare insert', submit.rate >= 0.3 * bare.rate, pct(submit.rate / bare.rate)],
    ['submission p99 < 60 ms', submit.p99 < 60, `${submit.p99} ms`],
    ['submission 0 errors', submit.errors === 0, String(submit.errors)],
    ['one order per answered submission', everyAnswerIsOneOrder, orderCounts.join('; ')],
    ['quote ≥ 2× submission', quote.rate >= 2 * submit.rate, `${(quote.rate / submit.rate).toFixed(2)}×`],
    ['quote 0 errors', quote.errors === 0, String(quote.errors)],
    [
      'PGlite ≥ 50% of PostgreSQL on submission',
      pglite.rate >= 0.5 * submit.rate,
      pct(pglite.rate / submit.rate),
    ],
    ['PGlite 0 errors', pglite.errors === 0, String(pglite.errors)],
  ];
  for (const [what, ok, value] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}: ${value}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
}

async function countOrders(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM orders');
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

/** The run with the median rate (the lower middle one of an even count), whole, so its p99 goes with it. */
function median(measurements: Measurement[]): Measurement {
  const sorted = [...measurements].sort((a, b) => a.rate - b.rate);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
