import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-logger';

/** A Fastify app logging JSON lines into an array, at `level`, with the lazy per-request logger. */
async function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    disableRequestLogging: true,
    genReqId: () => 'req-1',
    childLoggerFactory: lazyChildLogger,
  });
  app.get('/', (request) => {
    request.log.info({ step: 'info' }, 'an info line');
    request.log.warn('a warning');
    request.log.child({ part: 'inner' }).error('an error from a child');
    return { level: request.log.level };
  });
  await app.ready();
  return { app, lines };
}

describe('lazyChildLogger', () => {
  it('writes exactly what the per-request child would: the request id on every line', async () => {
    const { app, lines } = await appLoggingAt('info');
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.json()).toEqual({ level: 'info' });
    expect(lines.map(({ reqId, msg, step, part }) => ({ reqId, msg, step, part }))).toEqual([
      { reqId: 'req-1', msg: 'an info line', step: 'info', part: undefined },
      { reqId: 'req-1', msg: 'a warning', step: undefined, part: undefined },
      { reqId: 'req-1', msg: 'an error from a child', step: undefined, part: 'inner' },
    ]);
    await app.close();
  });

  it('drops lines below the level without making the child, and still writes those above it', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ method: 'GET', url: '/' });
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-1', 'a warning'],
      ['req-1', 'an error from a child'],
    ]);
    await app.close();
  });

  it('hands a route with a log level of its own a real child at once', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      disableRequestLogging: true,
      childLoggerFactory: lazyChildLogger,
    });
    app.get('/chatty', { logLevel: 'debug' }, (request) => {
      request.log.debug('a debug line');
      return {};
    });
    await app.inject({ method: 'GET', url: '/chatty' });
    expect(lines.map((line) => line.msg)).toEqual(['a debug line']);
    await app.close();
  });
});
