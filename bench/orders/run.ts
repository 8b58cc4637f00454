// `npm run orders -w bench`: order submission as a restaurant's customers make it, against the floors
// of issue 18 (decision 0040), with PASS/FAIL:
// - a realistic mix of orders on PostgreSQL ≥ 25% of a bare Fastify + pg INSERT endpoint on the same
//   database (a plain one-transaction prototype measured 26% here);
// - an order with a discount code ≥ 60% of the same order without one;
// - the same mix on PGlite (a file database, the embedded default) ≥ 50% of PostgreSQL;
// - orders all carrying one hot code ≥ 50% of orders spread over 200 codes;
// and, after the rounds, 1,000 orders sent for a code limited to 500 uses: exactly 500 uses and orders
// with it, the other 500 refused with the Persian 4xx "used up", never a 5xx.
//
// The mix (`mixOrder`): 3 orders in 10 delivered to the customer's saved address inside the vendor's
// zone (paid online), the others picked up in cash; every other order has a kebab with its sauce (a
// topping); 1 in 5 carries a discount code. The servers run as shipped, at the default log level
// (info), in child processes (server.ts): one on PostgreSQL and one on PGlite at once, so that their
// measurements alternate in every round; this process only generates load (autocannon).
//
// Settings: BENCH_DATABASE_URL (a PostgreSQL server; fresh databases are made and dropped there,
// default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (per measurement, default 10),
// BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 3), BENCH_BEFORE_DIR (another copy of the
// repository — the code before a change, with this bench/orders copied in and node_modules linked —
// measured in the same rounds, each of its measurements right after this one's). A ratio is the
// median of the rounds' own ratios of two measurements taken back to back: this 2-core machine's
// speed moves by tens of per cent from one minute to the next.

import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { analyzeTables, costPerRequest, type Ready, serverStats, startServers, stopServers } from './child';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const beforeDir = process.env.BENCH_BEFORE_DIR;
const WARMUP_SECONDS = 3;

type Measurement = {
  rate: number;
  p99: number;
  /** Timeouts, connection errors and answers other than 2xx: every order sent here is a good one. */
  errors: number;
  requests: number;
  serverErrors: number;
  /** The server process's CPU time per answered request (it hardly moves with the machine's load). */
  cpuMicros: number;
  /** SQL statements the server process sent per answered request (PostgreSQL only). */
  statements: number;
};

type MeasureOptions = {
  /** Send exactly this many requests instead of loading for a duration. */
  amount?: number;
  duration?: number;
  onResponse?: (status: number, body: string) => void;
};

/** A running server process and what it said when ready. */
type Server = { kind: 'postgres' | 'pglite'; child: ChildProcess; ready: Ready; databaseUrl?: string };

/** One autocannon run; `body(i)` makes the i-th request's body, each order its own Idempotency-Key. */
async function measure(
  server: Server | null,
  url: string,
  headers: Record<string, string>,
  body: (i: number) => object,
  options: MeasureOptions = {},
): Promise<Measurement> {
  const before = server ? await serverStats(server.child) : null;
  let sent = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? seconds }),
    headers,
    body: JSON.stringify(body(0)),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify(body(sent++)),
          headers: { ...request.headers, 'idempotency-key': crypto.randomUUID() },
        }),
        ...(options.onResponse
          ? { onResponse: (status: number, text: string) => options.onResponse!(status, text) }
          : {}),
      },
    ],
  });
  const after = server ? await serverStats(server.child) : null;
  const cost = before && after ? costPerRequest(before, after, result.requests.total) : null;
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result['2xx'],
    serverErrors: result['5xx'],
    cpuMicros: cost?.cpuMicros ?? Number.NaN,
    statements: cost?.statements ?? Number.NaN,
  };
}

// ─── The orders ──────────────────────────────────────────────────────────────────────────────────

/** Two kebabs with garlic sauce and two doughs, picked up and paid in cash: the code scenarios' order. */
function pickupOrder(ready: Ready, discountCode?: string) {
  return {
    deliveryType: 'PICKUP',
    source: 'WEBSITE',
    paymentMethod: 'CASH',
    items: [
      { menuItemId: ready.menu.koobideh, count: 2, toppings: [{ toppingId: ready.menu.garlic, count: 1 }] },
      { menuItemId: ready.menu.dough, count: 2, toppings: [] },
    ],
    description: 'بدون پیاز',
    ...(discountCode ? { discountCode } : {}),
  };
}

/**
 * The i-th order of the realistic mix: 3 in 10 delivered (online payment) to the saved address, the
 * rest picked up in cash; every other one with a kebab and its sauce, else chicken and dough; 1 in 5
 * with one of the spread codes.
 */
function mixOrder(ready: Ready, i: number) {
  const delivered = i % 10 < 3;
  const withTopping = i % 2 === 0;
  const withCode = i % 5 === 4;
  const { menu } = ready;
  return {
    deliveryType: delivered ? 'DELIVER' : 'PICKUP',
    source: 'WEBSITE',
    paymentMethod: delivered ? 'ONLINE' : 'CASH',
    ...(delivered ? { addressId: ready.addressId } : {}),
    items: withTopping
      ? [
          { menuItemId: menu.koobideh, count: 2, toppings: [{ toppingId: menu.garlic, count: 1 }] },
          { menuItemId: menu.dough, count: 1, toppings: [] },
        ]
      : [
          { menuItemId: menu.joojeh, count: 1, toppings: [] },
          { menuItemId: menu.dough, count: 2, toppings: [] },
        ],
    ...(withCode ? { discountCode: ready.discounts.spread[i % ready.discounts.spread.length] } : {}),
  };
}

// ─── The scenarios ───────────────────────────────────────────────────────────────────────────────

/** What one copy of the code (this one, or the one before a change) is measured on. */
type Target = { label: string; postgres: Server; pglite: Server };

const SCENARIOS = ['mix', 'pglite', 'noCode', 'code', 'hot'] as const;
type Scenario = (typeof SCENARIOS)[number];
const SCENARIO_NAMES: Record<Scenario | 'bare', string> = {
  bare: 'bare insert (Fastify + pg), PostgreSQL',
  mix: 'orders, realistic mix, PostgreSQL',
  pglite: 'orders, realistic mix, PGlite',
  noCode: 'orders without a code, PostgreSQL',
  code: 'orders each with one of 200 codes, PostgreSQL',
  hot: 'orders all with one hot code, PostgreSQL',
};

/** The server a scenario runs on, and the i-th order it sends. */
function scenarioOrders(target: Target, scenario: Scenario): [Server, (i: number) => object] {
  const ready = target.postgres.ready;
  const { spread, hot } = ready.discounts;
  switch (scenario) {
    case 'mix':
      return [target.postgres, (i) => mixOrder(ready, i)];
    case 'pglite':
      return [target.pglite, (i) => mixOrder(target.pglite.ready, i)];
    case 'noCode':
      return [target.postgres, () => pickupOrder(ready)];
    case 'code':
      return [target.postgres, (i) => pickupOrder(ready, spread[i % spread.length])];
    case 'hot':
      return [target.postgres, () => pickupOrder(ready, hot)];
  }
}

function runScenario(target: Target, scenario: Scenario, options: MeasureOptions = {}) {
  const [server, order] = scenarioOrders(target, scenario);
  return measure(server, `${server.ready.appUrl}/api/orders`, server.ready.headers, order, options);
}

async function warmUp(target: Target) {
  for (const scenario of SCENARIOS) await runScenario(target, scenario, { duration: WARMUP_SECONDS });
  // The statistics a database that has been taking orders has (decision 0030).
  await analyzeTables(target.postgres.child);
  await analyzeTables(target.pglite.child);
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
async function runLimitedCode(server: Server): Promise<LimitedOutcome> {
  const { code, limit } = server.ready.discounts.limited;
  const sent = 2 * limit;
  const tally = { usedUp: 0, otherRefusals: 0 };
  const result = await measure(
    server,
    `${server.ready.appUrl}/api/orders`,
    server.ready.headers,
    () => pickupOrder(server.ready, code),
    {
      amount: sent,
      onResponse: (status, body) => {
        if (status < 400 || status >= 500) return;
        if (isUsedUpRefusal(body)) tally.usedUp++;
        else tally.otherRefusals++;
      },
    },
  );
  const [row] = await query(
    server.databaseUrl!,
    `SELECT c.usage_count AS "usageCount",
            (SELECT count(*)::int FROM discount_code_usages u WHERE u.discount_code_id = c.id) AS "usageRows",
            (SELECT count(*)::int FROM orders o WHERE o.discount_code_id = c.id) AS "ordersWithCode"
     FROM discount_codes c WHERE c.code = $1 AND c.deleted_at IS NULL`,
    [code],
  );
  const counts = row as { usageCount: number; usageRows: number; ordersWithCode: number };
  return { sent, ok: result.requests, serverErrors: result.serverErrors, limit, ...tally, ...counts };
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

async function query(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const countOrders = async (url: string) =>
  Number((await query(url, 'SELECT count(*)::int AS n FROM orders'))[0].n);

// ─── The run ─────────────────────────────────────────────────────────────────────────────────────

async function startTarget(label: string, databaseUrl: string, root?: string): Promise<Target> {
  const postgres = startServers('postgres', databaseUrl, root);
  const pglite = startServers('pglite', undefined, root);
  return {
    label,
    postgres: { kind: 'postgres', child: postgres.child, ready: await postgres.ready, databaseUrl },
    pglite: { kind: 'pglite', child: pglite.child, ready: await pglite.ready },
  };
}

async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const labels = beforeDir ? ['after', 'before'] : ['after'];
  const databases = labels.map((label) => `sofreh_bench_orders_${label}_${process.pid}`);
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  for (const name of databases) {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  const targets: Target[] = [];
  type Runs = Record<Scenario | 'bare', Measurement[]>;
  const runs = new Map<string, Runs>();
  const limited = new Map<string, LimitedOutcome>();
  const orderCounts: string[] = [];
  let everyAnswerIsOneOrder = true;
  try {
    console.log(
      `${labels.join(' and ')}: ${connections} connections, ${seconds} s a measurement, ${rounds} round(s)…`,
    );
    for (const [i, label] of labels.entries()) {
      targets.push(
        await startTarget(label, urlOf(databases[i]!), label === 'before' ? beforeDir : undefined),
      );
      runs.set(label, { bare: [], mix: [], pglite: [], noCode: [], code: [], hot: [] });
    }
    for (const target of targets) await warmUp(target);
    const bareUrl = `${targets[0]!.postgres.ready.bareUrl}/insert`;
    const json = { 'content-type': 'application/json' };
    await measure(null, bareUrl, json, () => ({ warm: true }), { duration: WARMUP_SECONDS });

    for (let round = 0; round < rounds; round++) {
      const bare = await measure(null, bareUrl, json, (i) => mixOrder(targets[0]!.postgres.ready, i));
      for (const target of targets) runs.get(target.label)!.bare.push(bare);
      // Each scenario on every target back to back: what moves between minutes moves both alike.
      for (const scenario of SCENARIOS) {
        for (const target of targets) {
          const url = target.postgres.databaseUrl!;
          const ordersBefore = scenario === 'mix' ? await countOrders(url) : 0;
          const m = await runScenario(target, scenario);
          if (scenario === 'mix') {
            // Requests still in flight when the load stops are answered to nobody but may commit.
            const made = (await countOrders(url)) - ordersBefore;
            if (made < m.requests || made > m.requests + connections) everyAnswerIsOneOrder = false;
            orderCounts.push(`${target.label}: ${made} orders for ${m.requests} answers`);
          }
          runs.get(target.label)![scenario].push(m);
        }
      }
    }
    for (const target of targets) limited.set(target.label, await runLimitedCode(target.postgres));
  } finally {
    for (const target of targets) {
      await stopServers(target.postgres.child);
      await stopServers(target.pglite.child);
    }
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  report(labels, runs, limited, everyAnswerIsOneOrder, orderCounts);
}

function report(
  labels: string[],
  runs: Map<string, Record<Scenario | 'bare', Measurement[]>>,
  limited: Map<string, LimitedOutcome>,
  everyAnswerIsOneOrder: boolean,
  orderCounts: string[],
) {
  console.log('');
  console.log('Each round (req/s):');
  for (const label of labels) {
    for (const [scenario, list] of Object.entries(runs.get(label)!)) {
      if (scenario === 'bare' && label !== labels[0]) continue;
      console.log(
        `  ${label === labels[0] && scenario === 'bare' ? '' : `${label} `}${scenario}: ${list.map((m) => m.rate.toFixed(0)).join(', ')}`,
      );
    }
  }
  console.log('');
  console.log('Medians:');
  console.log(
    '| measurement | req/s | p99 ms | errors | 5xx | 2xx | server CPU µs/request | SQL statements/request |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const label of labels) {
    for (const scenario of ['bare', ...SCENARIOS] as const) {
      if (scenario === 'bare' && label !== labels[0]) continue;
      const m = median(runs.get(label)![scenario]);
      const name = scenario === 'bare' ? SCENARIO_NAMES.bare : `${SCENARIO_NAMES[scenario]} (${label})`;
      const statements =
        scenario === 'pglite' || scenario === 'bare' || Number.isNaN(m.statements)
          ? '–'
          : m.statements.toFixed(1);
      const cpu = Number.isNaN(m.cpuMicros) ? '–' : m.cpuMicros.toFixed(0);
      console.log(
        `| ${name} | ${m.rate.toFixed(0)} | ${m.p99} | ${m.errors} | ${m.serverErrors} | ${m.requests} | ${cpu} | ${statements} |`,
      );
    }
  }
  console.log(
    `(load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  console.log('');

  const floors = (r: Record<Scenario | 'bare', Measurement[]>) =>
    [
      [
        'order submission (realistic mix) ≥ 25% of the bare insert, PostgreSQL',
        pairedRatio(r.mix, r.bare),
        0.25,
      ],
      ['an order with a discount code ≥ 60% of one without', pairedRatio(r.code, r.noCode), 0.6],
      ['PGlite ≥ 50% of PostgreSQL (realistic mix)', pairedRatio(r.pglite, r.mix), 0.5],
      ['one hot code ≥ 50% of codes spread out', pairedRatio(r.hot, r.code), 0.5],
    ] as const;
  const after = runs.get('after')!;
  const before = runs.get('before');
  const checks: Array<[string, boolean, string]> = [];
  for (const [i, [what, ratio, floor]] of floors(after).entries()) {
    const was = before ? ` (before: ${pct(floors(before)[i]![1])})` : '';
    checks.push([what, ratio >= floor, `${pct(ratio)}${was}`]);
  }
  const all = SCENARIOS.flatMap((s) => after[s]);
  checks.push([
    'no errors, no 5xx',
    all.every((m) => m.errors === 0 && m.serverErrors === 0),
    `${all.reduce((n, m) => n + m.errors, 0)} errors, ${all.reduce((n, m) => n + m.serverErrors, 0)} × 5xx`,
  ]);
  checks.push(['one order per answered submission', everyAnswerIsOneOrder, orderCounts.join('; ')]);
  checks.push(...limitChecks(limited.get('after')!));
  if (before) {
    const o = limited.get('before')!;
    console.log(
      `(before: limited code ${o.ok} placed, ${o.usedUp} used up, ${o.serverErrors} × 5xx, usage_count ${o.usageCount})`,
    );
  }
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

const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

/** The median of each round's ratio of `a` to `b`, measured back to back in that round. */
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
