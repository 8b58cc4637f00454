import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRequestIds } from './request-id';

describe('createRequestIds', () => {
  it('gives every request of a process its own id, under one random prefix', () => {
    const next = createRequestIds();
    const ids = Array.from({ length: 10_000 }, () => next());
    expect(new Set(ids).size).toBe(ids.length);
    const prefixes = new Set(ids.map((id) => id.split('-')[0]));
    expect(prefixes.size).toBe(1);
    expect([...prefixes][0]).toMatch(/^[0-9a-f]{12}$/);
  });

  it('gives two processes (two generators) different ids', () => {
    const a = createRequestIds();
    const b = createRequestIds();
    const fromA = new Set(Array.from({ length: 100 }, () => a()));
    expect(Array.from({ length: 100 }, () => b()).filter((id) => fromA.has(id))).toEqual([]);
  });

  it('names each request in the log, and keeps an x-request-id the caller sent', async () => {
    const lines: Array<{ reqId?: string; msg?: string }> = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      requestIdHeader: 'x-request-id',
      genReqId: createRequestIds(),
    });
    app.get('/', (request) => ({ id: request.id }));
    const first = (await app.inject({ method: 'GET', url: '/' })).json().id;
    const second = (await app.inject({ method: 'GET', url: '/' })).json().id;
    const chosen = (
      await app.inject({ method: 'GET', url: '/', headers: { 'x-request-id': 'abc-1' } })
    ).json().id;
    expect(first).not.toBe(second);
    expect(chosen).toBe('abc-1');
    expect(lines.filter((l) => l.msg === 'request completed').map((l) => l.reqId)).toEqual([
      first,
      second,
      'abc-1',
    ]);
    await app.close();
  });
});
