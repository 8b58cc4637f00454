import { ERROR_MESSAGES, type RequestBody, type RequestSchema, type TFieldError } from '@sofreh/domain';
import { ApiError } from './api-error';

/**
 * Checks a form's draft against the same domain contract the server validates it with, before it is
 * sent (decision 0049). A refusal is thrown as the server would answer it (400, `BAD_REQUEST`, the
 * contract's Persian messages under the same dotted field paths), so `useServerSubmit` puts it beside
 * the fields with no second set of rules in the web. The draft itself is returned, typed as the body.
 */
export function checkedBody<S extends RequestSchema>(schema: S, draft: unknown): RequestBody<S> {
  const result = schema.safeParse(draft);
  if (result.success) return draft as RequestBody<S>;
  const errors: TFieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  throw new ApiError({ status: 400, code: 'BAD_REQUEST', message: ERROR_MESSAGES.fa.BAD_REQUEST, errors });
}
