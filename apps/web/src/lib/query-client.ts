import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const STALE_AFTER_MS = 15_000; // SPEC §9
const QUERY_RETRIES = 3; // SPEC §9
const MAX_RETRY_DELAY_MS = 30_000; // SPEC §9

/** A 4xx answer will be the same on the next try (bad input, no access, not found): do not repeat it. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUERY_RETRIES;
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_AFTER_MS,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay,
      },
      // A repeated write could order the same meal twice; the person decides whether to try again.
      mutations: { retry: false },
    },
  });
}
