import { ErrorCode } from '@sofreh/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthService } from '../../src/modules/auth/auth.service';
import { createChangePublisher } from '../../src/platform/change-feed';
import type { RouteAccess } from '../../src/platform/context';
import type { TestApp } from '../app';
import { DEMO_HOST } from '../catalog-kit';
import { DB_KINDS } from '../database';
import { startOrdersTest } from '../orders-kit';

/**
 * Malformed input on every route of the route table, generated from the routes' own schemas (the
 * OpenAPI document built from them): wrong types, huge and control-character strings, NaN and huge
 * numbers, arrays for scalars, invalid JSON, a wrong content type, Persian digits, odd path ids. Each
 * must be refused by the client's-mistake path: never a 5xx, always the API's error shape, and nothing
 * written. A sample per route, the same every run, so it stays a matter of seconds.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  maxLength?: number;
  maximum?: number;
  minimum?: number;
};
type Operation = {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Attempt = {
  what: string;
  url: string;
  payload?: string;
  contentType?: string;
};

// Routes whose answer is not a request/response exchange.
const SKIPPED = new Set(['GET /api/orders/stream']);
const PERSIAN = /[\u0600-\u06FF]/;
const FIELDS_PER_ROUTE = 4;
const QUERY_NAMES_PER_ROUTE = 3;

function baseType(schema: JsonSchema): string {
  if (schema.enum) return 'enum';
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const first = variants.find((v) => v.type !== 'null');
    return first ? baseType(first) : 'unknown';
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type ?? 'unknown';
}

/** Values no field of this schema accepts. */
function wrongValues(schema: JsonSchema): unknown[] {
  switch (baseType(schema)) {
    case 'string':
      return [
        123,
        ['a'],
        { a: 1 },
        'bad\u0000nul',
        ...(schema.maxLength !== undefined ? ['ض'.repeat(Math.min(schema.maxLength + 1, 100_000))] : []),
      ];
    case 'number':
    case 'integer':
      return [
        'NaN',
        '۱۲',
        [1],
        true,
        ...(schema.maximum !== undefined ? [1e308] : []),
        ...(schema.minimum !== undefined ? [-1e308] : []),
        ...(baseType(schema) === 'integer' ? [1.5] : []),
      ];
    case 'boolean':
      return ['true', 1, [true]];
    case 'enum':
      return ['NOT_ONE_OF_THEM', 1, [schema.enum?.[0]]];
    case 'array':
      return ['x', { a: 1 }, [null, null]];
    case 'object':
      return ['x', [], 1];
    default:
      return [];
  }
}

/** Query strings no query parameter of this schema accepts. */
function wrongQueryValues(schema: JsonSchema): Array<string | string[]> {
  switch (baseType(schema)) {
    case 'number':
    case 'integer':
      return ['NaN', '۱۲', '1e999', 'abc', ['1', '2']];
    case 'boolean':
      return ['maybe', ['true', 'false']];
    case 'enum':
      return ['NOT_ONE_OF_THEM', ['a', 'b']];
    default:
      return [
        'bad\u0000nul',
        ['a', 'b'],
        ...(schema.maxLength !== undefined ? ['ض'.repeat(schema.maxLength + 1)] : []),
      ];
  }
}

const PATH_IDS = [
  'not-an-id',
  '%00',
  'a'.repeat(2000),
  encodeURIComponent('۱۲۳'),
  '-1',
  'NaN',
  '1e309',
  '%E0%A4%A',
];

/** Picks `count` items starting at a place that moves with `seed`: every kind gets its turn across routes. */
function rotate<T>(items: T[], seed: number, count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[(seed + i) % items.length]!);
}

function attemptsFor(route: RouteAccess, operation: Operation | undefined, seed: number): Attempt[] {
  const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
  const attempts: Attempt[] = [];
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const json = 'application/json';

  if (hasBody) {
    for (const [what, payload, contentType] of [
      ['invalid JSON', '{"a":', json],
      ['null', 'null', json],
      ['an array', '[]', json],
      ['a string', '"text"', json],
      ['a number', '12', json],
      ['a wrong content type', 'a=1', 'text/plain'],
      ['XML', '<a/>', 'application/xml'],
    ] as const) {
      attempts.push({ what: `body: ${what}`, url, payload, contentType });
    }
    const body = operation?.requestBody?.content?.[json]?.schema;
    const fields = Object.entries(body?.properties ?? {});
    for (const [name, schema] of rotate(fields, seed, FIELDS_PER_ROUTE)) {
      for (const value of rotate(wrongValues(schema), seed, 3)) {
        attempts.push({
          what: `body.${name} = ${JSON.stringify(value)?.slice(0, 40)}`,
          url,
          payload: JSON.stringify({ [name]: value }),
          contentType: json,
        });
      }
    }
  }

  const queryParams = (operation?.parameters ?? []).filter((p) => p.in === 'query');
  for (const param of rotate(queryParams, seed, QUERY_NAMES_PER_ROUTE)) {
    for (const value of rotate(wrongQueryValues(param.schema), seed, 2)) {
      const query = [value]
        .flat()
        .map((v) => `${param.name}=${encodeURIComponent(v)}`)
        .join('&');
      attempts.push({ what: `?${param.name}=${JSON.stringify(value).slice(0, 40)}`, url: `${url}?${query}` });
    }
  }

  if (route.url.includes('/:')) {
    for (const id of rotate(PATH_IDS, seed, 4)) {
      attempts.push({
        what: `path id ${id.slice(0, 20)}`,
        url: route.url.replace(/:[A-Za-z]+/g, id),
        ...(hasBody ? { payload: '{}', contentType: json } : {}),
      });
    }
  }
  return attempts;
}

function expectApiError(body: string, context: string) {
  let parsed: { code?: unknown; message?: unknown; errors?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${context}: not JSON: ${body.slice(0, 200)}`);
  }
  expect(ErrorCode.options, `${context}: ${body.slice(0, 300)}`).toContain(parsed.code);
  expect(parsed.message, context).toMatch(PERSIAN);
  if (parsed.errors !== undefined) {
    expect(Array.isArray(parsed.errors), context).toBe(true);
    for (const error of parsed.errors as Array<{ field: unknown; message: unknown }>) {
      expect(typeof error.field, context).toBe('string');
      expect(typeof error.message, context).toBe('string');
    }
  }
}

describe.each(DB_KINDS)('malformed input on every route on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const kit = await startOrdersTest(kind);
    t = kit.t;
    tokens.customer = kit.sessions.customer;
    tokens.owner = kit.sessions.owner;
    const noJobs = {
      send: async () => {},
      work: async () => {},
      schedule: async () => {},
      stop: async () => {},
    };
    await createAuthService({
      database: t.database,
      config: t.config,
      clock: t.clock,
      jobs: noJobs,
      changes: createChangePublisher(t.database),
    }).setAdminPassword('fuzz-admin', 'a long enough password');
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/adminlogin',
      payload: { username: 'fuzz-admin', password: 'a long enough password' },
    });
    expect(admin.statusCode, admin.body).toBe(200);
    tokens.admin = admin.json().token;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function rowCounts() {
    const { rows } = await t.database.executeSql(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    const counts: Record<string, number> = {};
    for (const { name } of rows) {
      const { rows: n } = await t.database.executeSql(`SELECT count(*)::int AS n FROM "${String(name)}"`);
      counts[String(name)] = Number(n[0]!.n);
    }
    return counts;
  }

  it('refuses it on every route as the client’s mistake, in the API’s shape, writing nothing', async () => {
    const openapi = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = t.app.routeAccess.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(100);
    const before = await rowCounts();
    let sent = 0;
    let ip = 0;

    for (const [index, route] of routes.entries()) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = openapi.paths[path]?.[route.method.toLowerCase()];
      const token =
        route.access === 'public'
          ? null
          : route.access === 'admin'
            ? tokens.admin
            : route.access === 'customer' || route.access === 'authenticated'
              ? tokens.customer
              : tokens.owner;
      for (const attempt of attemptsFor(route, operation, index)) {
        const context = `${route.method} ${route.url} with ${attempt.what}`;
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: attempt.url,
          ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
          headers: {
            ...(route.tenant === 'required' ? { hostdomain: DEMO_HOST } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
          },
          // Every request from its own address: the per-IP limits must not answer for the routes.
          remoteAddress: `10.${Math.floor(ip / 62500) % 250}.${Math.floor(ip / 250) % 250}.${(ip++ % 250) + 1}`,
        });
        sent++;
        expect(res.statusCode, `${context}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expectApiError(res.body, context);
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(await rowCounts()).toEqual(before);
  }, 120_000);
});
