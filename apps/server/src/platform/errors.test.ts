import net from 'node:net';
import { ErrorCode } from '@sofreh/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';

const PERSIAN = /[\u0600-\u06FF]/;

/** The API's error shape, in Persian, naming nothing of the request it refuses. */
function expectApiError(body: string, status: number, echo?: string) {
  const parsed = JSON.parse(body);
  expect(Object.keys(parsed).sort(), body).toEqual(
    parsed.errors ? ['code', 'errors', 'message'] : ['code', 'message'],
  );
  expect(ErrorCode.options, body).toContain(parsed.code);
  expect(parsed.message, body).toMatch(PERSIAN);
  if (echo) expect(body).not.toContain(echo);
  expect(status).toBeGreaterThanOrEqual(400);
}

describe('errors answered outside any route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: string, url: string, payload?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: { hostdomain: 'demo.sofreh.test', ...headers },
    });

  it('answers a path parameter too long for the router in the API’s shape, without the URL', async () => {
    const id = 'a'.repeat(2000);
    const res = await call('GET', `/api-identity/identity/discountcodes/site/getbycode/${id}`);
    expect(res.statusCode).toBe(414);
    expectApiError(res.body, res.statusCode, 'aaaaaaaaaa');
  });

  it('answers a URL that is not valid percent-encoding in the API’s shape, without the URL', async () => {
    const res = await call('GET', '/api/orders/%E0%A4%A-marker');
    expect(res.statusCode).toBe(400);
    expectApiError(res.body, res.statusCode, 'marker');
  });

  it('answers Fastify’s own refusals of a body in the API’s shape', async () => {
    const login = '/api-identity/identity/auth/login';
    const json = { 'content-type': 'application/json' };
    for (const [payload, headers, status] of [
      ['{"phoneNumber":', json, 400],
      ['<x/>', { 'content-type': 'application/xml' }, 415],
      [`{"phoneNumber":"${'9'.repeat(300_000)}"}`, json, 413],
      ['', json, 400],
    ] as const) {
      const res = await call('POST', login, payload, headers);
      expect(res.statusCode, res.body).toBe(status);
      expectApiError(res.body, res.statusCode, 'phoneNumber');
    }
  });

  it('answers an unknown API path and method in the API’s shape, without the URL', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here-marker'],
      ['PROPFIND', '/api/health'],
      ['DELETE', '/api-catalog/catalog/nothing-marker'],
    ]) {
      const res = await call(method!, url!);
      expect(res.statusCode).toBe(404);
      expectApiError(res.body, res.statusCode, 'marker');
    }
  });

  it('answers a request the HTTP parser refuses in the API’s shape, without the URL', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health-marker HTTP/1.1\r\nHost: demo.sofreh.test\r\nBad Header\r\n\r\n`);
      });
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json; charset=utf-8/i);
    expectApiError(body!, 400, 'marker');
  });

  it('closes a connection idle for 30 s at most: before its request head, and between requests', async () => {
    const server = t.app.server;
    // Node checks the head's deadline every connectionsCheckingInterval.
    const checkEvery = (server as unknown as { connectionsCheckingInterval?: number })
      .connectionsCheckingInterval;
    expect(server.headersTimeout + (checkEvery ?? 30_000)).toBeLessThanOrEqual(30_000);
    expect(server.keepAliveTimeout).toBeLessThanOrEqual(30_000);
    expect(server.requestTimeout).toBeGreaterThan(0);
  });
});
