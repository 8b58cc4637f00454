import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAppLogger, loggingOptions, registerRequestLines } from './app-logger';

type Line = Record<string, unknown> & { msg?: string; reqId?: string };

/** An app set up as buildApp sets up its log, at `level`, writing JSON lines into an array. */
async function appLoggingAt(level: 'info' | 'warn') {
  const lines: Line[] = [];
  const log = createAppLogger(
    { LOG_LEVEL: level },
    { stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  );
  let id = 0;
  const app = Fastify({ ...loggingOptions(log), genReqId: () => `req-${++id}` });
  registerRequestLines(app, log);
  // A plugin logs through the instance it is given, as @fastify/static and others do.
  await app.register(async (instance) => {
    instance.log.warn('a plugin warning');
  });
  app.get('/menu', (request) => {
    request.log.warn({ body: { token: 'secret-token' } }, 'a handler warning');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('the app log', () => {
  it('at info, writes each request coming in and its completion, with its id, status and time', async () => {
    const { app, lines } = await appLoggingAt('info');
    const response = await app.inject({
      method: 'GET',
      url: '/menu?authority=A123',
      headers: { authorization: 'Bearer abc', hostdomain: 'demo.localhost' },
    });
    expect(response.statusCode).toBe(200);
    const incoming = lines.find((line) => line.msg === 'incoming request');
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(incoming).toMatchObject({
      reqId: 'req-1',
      req: { method: 'GET', path: '/menu', hostDomain: 'demo.localhost' },
    });
    // The query (gateway references) and the token stay out of the log.
    expect(JSON.stringify(lines)).not.toContain('A123');
    expect(JSON.stringify(lines)).not.toContain('abc');
    expect(completed).toMatchObject({ reqId: 'req-1', res: { statusCode: 200 } });
    expect(completed?.responseTime).toEqual(expect.any(Number));
    await app.close();
  });

  it('at warn, writes no request lines, yet a request’s own warning names it and hides its token', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ method: 'GET', url: '/menu' });
    await app.inject({ method: 'GET', url: '/menu' });
    expect(lines.map((line) => line.msg)).toEqual([
      'a plugin warning',
      'a handler warning',
      'a handler warning',
    ]);
    expect(lines.slice(1).map((line) => line.reqId)).toEqual(['req-1', 'req-2']);
    expect(lines[1]?.body).toEqual({ token: '[hidden]' });
    await app.close();
  });

  it('is silent when switched off', async () => {
    const log = createAppLogger({ LOG_LEVEL: 'info' }, { enabled: false });
    expect(log.isLevelEnabled('fatal')).toBe(false);
  });
});
