import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createRequestIds } from './request-id';

const asking = (headers: IncomingMessage['headers'] = {}) => ({ headers }) as IncomingMessage;

describe('createRequestIds', () => {
  it('gives every request of a process its own id, under one random prefix', () => {
    const next = createRequestIds({ trustHeader: false });
    const ids = Array.from({ length: 10_000 }, () => next(asking()));
    expect(new Set(ids).size).toBe(ids.length);
    const prefixes = new Set(ids.map((id) => id.split('-')[0]));
    expect(prefixes.size).toBe(1);
    expect([...prefixes][0]).toMatch(/^[0-9a-f]{12}$/);
  });

  it('gives two processes (two generators) different ids', () => {
    const a = createRequestIds({ trustHeader: false });
    const b = createRequestIds({ trustHeader: false });
    const fromA = new Set(Array.from({ length: 100 }, () => a(asking())));
    expect(Array.from({ length: 100 }, () => b(asking())).filter((id) => fromA.has(id))).toEqual([]);
  });

  it('takes a caller’s x-request-id only when trusted, and only in a plain form', () => {
    const untrusting = createRequestIds({ trustHeader: false });
    expect(untrusting(asking({ 'x-request-id': 'abc-1' }))).not.toBe('abc-1');
    const trusting = createRequestIds({ trustHeader: true });
    expect(trusting(asking({ 'x-request-id': 'abc-1' }))).toBe('abc-1');
    expect(trusting(asking({ 'x-request-id': 'f47ac10b-58cc-4372-a567-0e02b2c3d479' }))).toBe(
      'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    );
    for (const odd of ['', 'a b', 'a\n{"level":60}', 'x'.repeat(129)]) {
      expect(trusting(asking({ 'x-request-id': odd }))).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    }
    expect(trusting(asking({ 'x-request-id': ['a', 'b'] as unknown as string }))).toMatch(/^[0-9a-f]{12}-/);
  });
});
