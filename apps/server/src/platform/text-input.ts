import type { TFieldError } from '@sofreh/domain';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError, fieldError } from './errors';

export const CONTROL_CHARACTER_MESSAGE = 'این مقدار نویسه‌های کنترلی نامعتبر (مانند NUL) دارد.';

/**
 * Control characters (Unicode Cc) have no place in anything a person types; PostgreSQL refuses NUL
 * in text and jsonb outright. Line breaks and tabs are kept in bodies (notes, addresses); a path or a
 * query value has no use for them either.
 */
const IN_BODY = /(?![\t\n\r])\p{Cc}/u;
const IN_URL = /\p{Cc}/u;

/**
 * Refuses every request whose path parameters, query or JSON body holds a control character, with
 * the usual 400 naming each field, before any route's own validation or service runs. One check for
 * every route, so a new text field cannot forget it (decision 0043).
 */
export function refuseControlCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const errors: TFieldError[] = [];
  collect(request.params, IN_URL, '', errors);
  collect(request.query, IN_URL, '', errors);
  collect(request.body, IN_BODY, '', errors);
  if (errors.length > 0) return done(new AppError('BAD_REQUEST', { errors }));
  done();
}

function collect(value: unknown, forbidden: RegExp, path: string, errors: TFieldError[]) {
  if (typeof value === 'string') {
    if (forbidden.test(value)) errors.push(fieldError(path || 'body', CONTROL_CHARACTER_MESSAGE));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (Buffer.isBuffer(value)) return;
  for (const [key, item] of Object.entries(value)) {
    // A key is input too (records of names, keys a schema would drop): named by its parent.
    if (forbidden.test(key)) {
      errors.push(fieldError(path || 'body', CONTROL_CHARACTER_MESSAGE));
      continue;
    }
    collect(item, forbidden, path ? `${path}.${key}` : key, errors);
  }
}
