import type { TCreateOrderRequest, TOrder } from '@sofreh/domain';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { submitOrder } from '../api/submit-order';

type Attempt = { key: string; body: string; uncertain: boolean };

/**
 * The key for this submission (decision 0017). The same request again (a retry) keeps its key. After an
 * answer the server gave (a refusal keeps nothing, decision 0014) a changed cart gets a new key. After a
 * lost answer (network error, 5xx) the key is kept even when the cart changes: the first request may
 * have placed the order, and the same key then brings the server's 409 instead of a second order.
 */
export function keyForAttempt(last: Attempt | null, body: string, makeKey: () => string): Attempt {
  if (last && (last.body === body || last.uncertain)) return { ...last, body };
  return { key: makeKey(), body, uncertain: false };
}

export const PREVIOUS_ATTEMPT_PLACED =
  'سفارش قبلی شما احتمالاً ثبت شده است. پیش از ثبت دوباره، «سفارش‌های من» را ببینید.';

/** Places the order with an Idempotency-Key and remembers what the last attempt left uncertain. */
export function useOrderSubmission() {
  const attempt = useRef<Attempt | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function submit(request: TCreateOrderRequest): Promise<TOrder | null> {
    const current = keyForAttempt(attempt.current, JSON.stringify(request), newIdempotencyKey);
    attempt.current = current;
    setSubmitting(true);
    setError(null);
    try {
      const order = await submitOrder(request, current.key);
      attempt.current = null;
      return order;
    } catch (cause) {
      const failure =
        cause instanceof ApiError
          ? cause
          : new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'ثبت سفارش انجام نشد.' });
      if (failure.code === 'IDEMPOTENCY_KEY_REUSED') {
        // The key already placed an order with another cart: that order exists; a new try needs a new key.
        attempt.current = null;
        setError(
          new ApiError({ status: failure.status, code: failure.code, message: PREVIOUS_ATTEMPT_PLACED }),
        );
      } else {
        attempt.current = { ...current, uncertain: failure.isNetworkError || failure.status >= 500 };
        setError(failure);
      }
      return null;
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, error };
}
