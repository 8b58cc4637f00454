// `npm run orders -w bench`: order submission and the cart quote against a bare Fastify + pg INSERT
// endpoint on the same PostgreSQL database, then order submission on PGlite — in one run, printed as
// ratios (performance.md G2, G3, G5, G7; issue 4). Then the discount-code hot spot (G4; issue 4:
// "one hot discount code for every order ≥ 50% of spread-out throughput, and never over its limit"):
// - spread: every order carries one of 200 codes in turn, each with a limit it never reaches;
// - hot: every order carries the same code (a limit too, so the limit is checked on every use);
// - limited: twice as many orders as a code's limit of 500 uses, all with that code; afterwards the
//   database must show exactly min(limit, orders answered 2xx) uses and orders carrying the code, and
//   every other answer must be the 4xx Persian "used up" refusal, never a 5xx.
// The servers run in a child process (server.ts); this process only generates load, so the two share
// the machine's cores but not an event loop.
//
// Settings: BENCH_DATABASE_URL (a PostgreSQL server; a fresh database is made and dropped there,
// default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (per measurement, default 10),
// BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 3). Each round measures the bare insert, the
// submission, the quote and the two code scenarios back to back, and a ratio between two of them is
// the median of the rounds' own ratios: this 2-core machine's speed moves by tens of per cent from one
// minute to the next, and two measurements taken seconds apart share most of that move.

import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  analyzeTables,
  costPerRequest,
  type Discounts,
  type Ready,
  serverStats,
  startServers,
  stopServers,
} from './child';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WARMUP_SECONDS = 3;

type Measurement = {
  name: string;
  rate: number;
  p99: number;
  errors: number;
  requests: number;
  serverErrors: number;
  /** The server process's CPU time per answered request (it hardly moves with the machine's load). */
  cpuMicros: number;
  /** SQL statements the server process sent per answered request (PostgreSQL only). */
  statements: number;
};

type MeasureOptions = {
  /** Every request its own Idempotency-Key. */
  fresh?: boolean;
  duration?: number;
  /** Send exactly this many requests instead of loading for a duration. */
  amount?: number;
  /** A body per request instead of the same one (it must be a fresh order: use with `fresh`). */
  nextBody?: () => object;
  onResponse?: (status: number, body: string) => void;
};

/** The servers' process, asked for its CPU time around each measurement. */
let server: ChildProcess | null = null;

/** One autocannon run. */
async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  body: object,
  options: MeasureOptions = {},
): Promise<Measurement> {
  const { fresh, nextBody, onResponse } = options;
  const before = server ? await serverStats(server) : null;
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? seconds }),
    headers,
    body: JSON.stringify(body),
    ...(fresh || nextBody || onResponse
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                ...(nextBody ? { body: JSON.stringify(nextBody()) } : {}),
                headers: {
                  ...request.headers,
                  ...(fresh ? { 'idempotency-key': crypto.randomUUID() } : {}),
                },
              }),
              ...(onResponse
                ? { onResponse: (status: number, text: string) => onResponse(status, text) }
                : {}),
            },
          ],
        }
      : {}),
  });
  const after = server ? await serverStats(server) : null;
  const cost = before && after ? costPerRequest(before, after, result.requests.total) : null;
  return {
    name,
    cpuMicros: cost?.cpuMicros ?? Number.NaN,
    statements: cost?.statements ?? Number.NaN,
    rate: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result['2xx'],
    serverErrors: result['5xx'],
  };
}

async function warmUp(
  url: string,
  headers: Record<string, string>,
  body: object,
  options: MeasureOptions = {},
) {
  await measure('warm-up', url, headers, body, { ...options, duration: WARMUP_SECONDS });
}

/** Orders each carrying the next of many codes, so that no two orders in a row wait for one code row. */
function spreadCodes(ready: Ready, discounts: Discounts): MeasureOptions {
  let turn = 0;
  return {
    fresh: true,
    nextBody: () => ({ ...ready.order, discountCode: discounts.spread[turn++ % discounts.spread.length] }),
  };
}

function measureSpreadCodes(ready: Ready, discounts: Discounts) {
  const url = `${ready.appUrl}/api/orders`;
  return measure(
    'orders, one of 200 codes each',
    url,
    ready.headers,
    ready.order,
    spreadCodes(ready, discounts),
  );
}

function measureHotCode(ready: Ready, discounts: Discounts) {
  const url = `${ready.appUrl}/api/orders`;
  const order = { ...ready.order, discountCode: discounts.hot };
  return measure('orders, all with one hot code', url, ready.headers, order, { fresh: true });
}

type LimitedOutcome = {
  sent: number;
  ok: number;
  usedUp: number;
  otherRefusals: number;
  serverErrors: number;
  limit: number;
  usageCount: number;
  usageRows: number;
  ordersWithCode: number;
};

/**
 * Sends twice the limited code's limit of orders with it, all answered, then counts in the database.
 * "Used up" is the 4xx DISCOUNT_CODE_INVALID with a Persian message beside `discountCode`.
 */
async function runLimitedCode(
  ready: Ready,
  discounts: Discounts,
  databaseUrl: string,
): Promise<LimitedOutcome> {
  const { code, limit } = discounts.limited;
  const sent = 2 * limit;
  const tally = { usedUp: 0, otherRefusals: 0 };
  const result = await measure(
    'orders past a 500-use code',
    `${ready.appUrl}/api/orders`,
    ready.headers,
    { ...ready.order, discountCode: code },
    {
      fresh: true,
      amount: sent,
      onResponse: (status, body) => {
        if (status < 400 || status >= 500) return;
        if (isUsedUpRefusal(body)) tally.usedUp++;
        else tally.otherRefusals++;
      },
    },
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT c.usage_count AS "usageCount",
              (SELECT count(*)::int FROM discount_code_usages u WHERE u.discount_code_id = c.id) AS "usageRows",
              (SELECT count(*)::int FROM orders o WHERE o.discount_code_id = c.id) AS "ordersWithCode"
       FROM discount_codes c WHERE c.code = $1 AND c.deleted_at IS NULL`,
      [code],
    );
    const row = rows[0] as { usageCount: number; usageRows: number; ordersWithCode: number };
    return {
      sent,
      ok: result.requests,
      serverErrors: result.serverErrors,
      limit,
      ...tally,
      ...row,
    };
  } finally {
    await client.end();
  }
}

function isUsedUpRefusal(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as {
      code?: string;
      message?: string;
      errors?: Array<{ field?: string }>;
    };
    return (
      parsed.code === 'DISCOUNT_CODE_INVALID' &&
      /[\u0600-\u06FF]/.test(parsed.message ?? '') &&
      (parsed.errors ?? []).some((e) => e.field === 'discountCode')
    );
  } catch {
    return false;
  }
}

async function main() {
  const dbName = `sofreh_bench_orders_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${dbName}`;

  const runs: Record<'bare' | 'submit' | 'quote' | 'spread' | 'hot' | 'pglite', Measurement[]> = {
    bare: [],
    submit: [],
    quote: [],
    spread: [],
    hot: [],
    pglite: [],
  };
  let limited: LimitedOutcome | null = null;
  const orderCounts: string[] = [];
  let everyAnswerIsOneOrder = true;
  try {
    console.log(`PostgreSQL (${connections} connections, ${seconds} s each, ${rounds} round(s))…`);
    const postgres = startServers('postgres', benchUrl.toString());
    server = postgres.child;
    try {
      const ready = await postgres.ready;
      const json = { 'content-type': 'application/json' };
      const bareUrl = `${ready.bareUrl}/insert`;
      const submitUrl = `${ready.appUrl}/api/orders`;
      const quoteUrl = `${ready.appUrl}/api/orders/quote`;
      const discounts = ready.discounts!;
      await warmUp(bareUrl, json, ready.order);
      await warmUp(submitUrl, ready.headers, ready.order, { fresh: true });
      await warmUp(quoteUrl, ready.headers, ready.quote);
      await warmUp(submitUrl, ready.headers, ready.order, spreadCodes(ready, discounts));
      await analyzeTables(postgres.child);
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
        runs.spread.push(await measureSpreadCodes(ready, discounts));
        runs.hot.push(await measureHotCode(ready, discounts));
      }
      limited = await runLimitedCode(ready, discounts, benchUrl.toString());
    } finally {
      await stopServers(postgres.child);
    }

    console.log('PGlite (file database, as the embedded default)…');
    const pglite = startServers('pglite');
    server = pglite.child;
    try {
      const ready = await pglite.ready;
      const submitUrl = `${ready.appUrl}/api/orders`;
      await warmUp(submitUrl, ready.headers, ready.order, { fresh: true });
      await analyzeTables(pglite.child);
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
    spread: median(runs.spread),
    hot: median(runs.hot),
    pglite: median(runs.pglite),
  };

  const { bare, submit, quote, spread, hot, pglite } = results;
  const submitToBare = pairedRatio(runs.submit, runs.bare);
  const quoteToSubmit = pairedRatio(runs.quote, runs.submit);
  const hotToSpread = pairedRatio(runs.hot, runs.spread);
  console.log('');
  if (rounds > 1) {
    console.log('Each round (req/s): ');
    for (const [name, list] of Object.entries(runs)) {
      console.log(`  ${name}: ${list.map((m) => m.rate.toFixed(0)).join(', ')}`);
    }
    console.log(
      `  submission ÷ bare insert: ${runs.submit.map((m, i) => pct(m.rate / runs.bare[i]!.rate)).join(', ')}`,
    );
    console.log('Medians:');
  }
  console.log(
    '| measurement | req/s | p99 ms | errors | 2xx | server CPU µs/request | SQL statements/request |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const m of [bare, submit, quote, pglite, spread, hot]) {
    console.log(
      `| ${m.name} | ${m.rate.toFixed(0)} | ${m.p99} | ${m.errors} | ${m.requests} | ${m.cpuMicros.toFixed(0)} | ${m.name.includes('PGlite') ? '–' : m.statements.toFixed(1)} |`,
    );
  }
  console.log(
    `(load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  console.log('');
  const checks: Array<[string, boolean, string]> = [
    ['submission ≥ 30% of bare insert', submitToBare >= 0.3, pct(submitToBare)],
    ['submission p99 < 60 ms', submit.p99 < 60, `${submit.p99} ms`],
    ['submission 0 errors', submit.errors === 0, String(submit.errors)],
    ['one order per answered submission', everyAnswerIsOneOrder, orderCounts.join('; ')],
    ['quote ≥ 2× submission', quoteToSubmit >= 2, `${quoteToSubmit.toFixed(2)}×`],
    ['quote 0 errors', quote.errors === 0, String(quote.errors)],
    [
      'PGlite ≥ 50% of PostgreSQL on submission',
      pglite.rate >= 0.5 * submit.rate,
      pct(pglite.rate / submit.rate),
    ],
    ['PGlite 0 errors', pglite.errors === 0, String(pglite.errors)],
    ['one hot code ≥ 50% of codes spread out', hotToSpread >= 0.5, pct(hotToSpread)],
    ['spread and hot codes 0 errors', spread.errors + hot.errors === 0, `${spread.errors} / ${hot.errors}`],
    ...limitChecks(limited!),
  ];
  for (const [what, ok, value] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}: ${value}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
}

/** The limited code: never over its limit, and the orders past it refused as the customer's mistake. */
function limitChecks(o: LimitedOutcome): Array<[string, boolean, string]> {
  const expected = Math.min(o.limit, o.ok);
  console.log(
    `Limited code: ${o.sent} orders sent for a limit of ${o.limit}: ${o.ok} placed, ${o.usedUp} refused as used up, ` +
      `${o.otherRefusals} other 4xx, ${o.serverErrors} 5xx; in the database usage_count ${o.usageCount}, ` +
      `${o.usageRows} uses, ${o.ordersWithCode} orders with the code.`,
  );
  const counts = `usage_count ${o.usageCount}, uses ${o.usageRows}, orders ${o.ordersWithCode}, min(limit, placed) ${expected}`;
  return [
    [
      'limited code: uses = orders = min(limit, placed) ≤ limit',
      o.usageCount === expected &&
        o.usageRows === expected &&
        o.ordersWithCode === expected &&
        expected <= o.limit,
      counts,
    ],
    ['limited code: every order up to the limit placed', o.ok === o.limit, `${o.ok} of ${o.limit}`],
    [
      'limited code: the rest refused 4xx "used up", 0 × 5xx',
      o.usedUp === o.sent - o.ok && o.otherRefusals === 0 && o.serverErrors === 0,
      `${o.usedUp} used up, ${o.otherRefusals} other 4xx, ${o.serverErrors} 5xx`,
    ],
  ];
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

/**
 * The median of each round's ratio of `a` to `b`, measured back to back in that round (the lower
 * middle one of an even count). PGlite is not paired so: its rounds run after PostgreSQL's, in
 * another process, and its ratio is that of the two medians.
 */
function pairedRatio(a: Measurement[], b: Measurement[]): number {
  const ratios = a.map((m, i) => m.rate / b[i]!.rate).sort((x, y) => x - y);
  return ratios[Math.floor((ratios.length - 1) / 2)]!;
}

/** The run with the median rate (the lower middle one of an even count), whole, so its p99 goes with it. */
function median(measurements: Measurement[]): Measurement {
  const sorted = [...measurements].sort((a, b) => a.rate - b.rate);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
