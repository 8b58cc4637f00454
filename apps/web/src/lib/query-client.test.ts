import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { retryDelay, shouldRetryQuery } from './query-client';

const failure = (status: number) => new ApiError({ status, code: 'X', message: 'خطا' });

describe('query retries', () => {
  it('never repeats a 4xx answer', () => {
    expect(shouldRetryQuery(0, failure(400))).toBe(false);
    expect(shouldRetryQuery(0, failure(404))).toBe(false);
  });

  it('tries a server or network failure up to three more times', () => {
    expect(shouldRetryQuery(0, failure(503))).toBe(true);
    expect(shouldRetryQuery(2, failure(0))).toBe(true);
    expect(shouldRetryQuery(3, failure(503))).toBe(false);
  });

  it('backs off exponentially up to 30 seconds', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});
