import type { TFieldError } from '@sofreh/domain';

/**
 * A failed call, rebuilt from the server's `{ code, message, errors }` body (DESIGN.md). `message` is
 * the Persian text for the red notice, `errors` go beside form fields. A network failure has status 0.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: readonly TFieldError[];

  constructor(init: { status: number; code: string; message: string; errors?: readonly TFieldError[] }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** `{ phoneNumber: '…' }` — the shape a form keeps its field errors in. First message per field wins. */
  fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const { field, message } of this.errors) byField[field] ??= message;
    return byField;
  }
}
