import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app';
import { openTestDatabase, type TestDatabase } from '../../test/database';
import { buildApp } from '../app';

type Line = Record<string, unknown> & {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; path?: string };
  res?: { statusCode?: number };
  err?: { message?: string; stack?: string };
};
const ERROR = 50;
/** An id this server made (request-id.ts). */
const OWN_ID = /^[0-9a-f]{12}-[0-9a-z]+$/;

/**
 * The whole server's logging as it ships (buildApp's Fastify logger), its lines read through the
 * logStream hook. Two routes are the test's own: one that fails as a bug would, one that says its id.
 */
async function serverLoggingAt(overrides: Record<string, string>) {
  const database: TestDatabase = await openTestDatabase('pglite');
  const lines: Line[] = [];
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
  const open = { access: 'public', tenant: 'none' } as const;
  app.get('/api/test/fails', { config: open }, (request) => {
    request.log.warn({ payload: { otp: '48213', token: 'tok-secret' } }, 'about to fail');
    throw new Error('the bug under test');
  });
  app.get('/api/test/id', { config: open }, (request) => ({ id: request.id }));
  await app.ready();
  return {
    app,
    lines,
    linesOf: (reqId: string) => lines.filter((line) => line.reqId === reqId),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe('the server log at the default level (info)', () => {
  let s: Awaited<ReturnType<typeof serverLoggingAt>>;
  beforeAll(async () => {
    s = await serverLoggingAt({ LOG_LEVEL: 'info' });
  });
  afterAll(() => s.close());

  it('writes exactly one line per request: method, path, status, time and request id', async () => {
    const response = await s.app.inject({
      method: 'GET',
      url: '/api/health?authority=A-secret-ref',
      headers: { authorization: 'Bearer secret-bearer', cookie: 'refresh=secret-cookie' },
    });
    expect(response.statusCode).toBe(200);
    const [only, ...more] = s.lines.filter((line) => line.req?.path === '/api/health');
    expect(more).toEqual([]);
    expect(only).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', path: '/api/health' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      reqId: expect.any(String),
    });
    // Nor the query string, the token or the cookie, on any line.
    const all = JSON.stringify(s.lines);
    for (const secret of ['A-secret-ref', 'secret-bearer', 'secret-cookie'])
      expect(all).not.toContain(secret);
  });

  it('logs a failed request with its id, its error with the stack, and hides codes and tokens', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/test/fails' })).statusCode).toBe(500);
    const failed = s.lines.find((line) => line.req?.path === '/api/test/fails');
    expect(failed).toMatchObject({ level: ERROR, msg: 'request failed', res: { statusCode: 500 } });
    const ofRequest = s.linesOf(failed!.reqId!);
    expect(ofRequest.map((line) => line.msg)).toEqual(['about to fail', 'unhandled error', 'request failed']);
    expect(ofRequest[0]).toMatchObject({ payload: { otp: '[hidden]', token: '[hidden]' } });
    expect(ofRequest[1]).toMatchObject({ level: ERROR, err: { message: 'the bug under test' } });
    expect(ofRequest[1]!.err!.stack).toMatch(/the bug under test\n\s+at /);
    expect(JSON.stringify(s.lines)).not.toContain('tok-secret');
  });

  it('ignores a caller’s x-request-id when no proxy is trusted', async () => {
    const response = await s.app.inject({
      method: 'GET',
      url: '/api/test/id',
      headers: { 'x-request-id': 'chosen-by-caller' },
    });
    const { id } = response.json();
    expect(id).toMatch(OWN_ID);
    expect(s.linesOf(id)).toHaveLength(1);
    expect(JSON.stringify(s.lines)).not.toContain('chosen-by-caller');
  });
});

describe('the server log at level error', () => {
  it('writes nothing for requests that went well, and still every failed one with its id', async () => {
    const s = await serverLoggingAt({ LOG_LEVEL: 'error' });
    try {
      await s.app.inject({ method: 'GET', url: '/api/health' });
      await s.app.inject({ method: 'GET', url: '/api/test/fails' });
      expect(s.lines.filter((line) => line.req?.path === '/api/health')).toEqual([]);
      const failed = s.lines.filter((line) => line.reqId);
      expect(failed.map((line) => line.msg)).toEqual(['unhandled error', 'request failed']);
      expect(new Set(failed.map((line) => line.reqId)).size).toBe(1);
      expect(failed[0]!.err!.stack).toContain('the bug under test');
    } finally {
      await s.close();
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it('keeps the proxy’s x-request-id when it is a plain id, and makes its own otherwise', async () => {
    const s = await serverLoggingAt({ LOG_LEVEL: 'info', TRUST_PROXY: 'true' });
    try {
      const idFor = async (header: string) =>
        (
          await s.app.inject({ method: 'GET', url: '/api/test/id', headers: { 'x-request-id': header } })
        ).json().id as string;
      expect(await idFor('lb-7f3a9c:42')).toBe('lb-7f3a9c:42');
      expect(s.linesOf('lb-7f3a9c:42')).toHaveLength(1);
      // Anything else (spaces, line breaks, a novel) is not an id a proxy of ours would send.
      expect(await idFor('two words')).toMatch(OWN_ID);
      expect(await idFor('x'.repeat(129))).toMatch(OWN_ID);
    } finally {
      await s.close();
    }
  });
});
