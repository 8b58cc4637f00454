import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  ERROR_MESSAGES,
  pickLocale,
  type TErrorBody,
  type TErrorCode,
  type TFieldError,
} from '@sofreh/domain';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error type services throw. The handler turns it into `{ code, message, errors }`. */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly options: { errors?: TFieldError[]; status?: number; headers?: Record<string, string> } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** Field problem helper: `fieldError('firstName', 'نام را وارد کنید.')`. */
export const fieldError = (field: string, message: string): TFieldError => ({ field, message });

const STATUS: Partial<Record<TErrorCode, number>> = {
  API_ENDPOINT_NOT_FOUND_ERR: 404,
  VENDOR_NOT_FOUND: 404,
  NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  CUSTOMER_EXISTS: 409,
  ORDER_NOT_POSTPAID: 409,
  ADDRESS_NOT_FOUND: 404,
  DISCOUNT_CODE_NOT_FOUND: 404,
  USER_NOT_REGISTERED: 404,
  MENU_CATEGORY_NOT_FOUND: 404,
  MENU_ITEM_NOT_FOUND: 404,
  TOPPING_CATEGORY_NOT_FOUND: 404,
  TOPPING_NOT_FOUND: 404,
  FOOD_SHIFT_NOT_FOUND: 404,
  MENU_CATEGORY_HAS_ITEMS: 409,
  TOPPING_CATEGORY_IN_USE: 409,
  FOOD_SHIFT_IN_USE: 409,
  PRINTER_NOT_FOUND: 404,
  PRINTER_STATION_NOT_FOUND: 404,
  PRINTER_IN_USE: 409,
  PRINT_STATION_NO_PRINTER: 409,
  PRINT_NOTHING_FOR_STATION: 409,
  DELIVERY_ZONE_NOT_FOUND: 404,
  ROLE_NOT_FOUND: 404,
  ROLE_NAME_EXISTS: 409,
  ROLE_IN_USE: 409,
  STAFF_NOT_FOUND: 404,
  STAFF_EXISTS: 409,
  STAFF_REMOVE_SELF: 409,
  STAFF_LAST_OWNER: 409,
  STAFF_OWNER_ROLE: 409,
  VENDOR_SLUG_EXISTS: 409,
  VENDOR_DOMAIN_EXISTS: 409,
  CALLER_ID_LINE_NOT_FOUND: 404,
  CALLER_ID_LINE_EXISTS: 409,
  CALLER_ID_DEVICE_KEY_INVALID: 401,
  CALLER_ID_LINE_MISMATCH: 400,
  CALLER_ID_NUMBER_INVALID: 400,
  POS_TERMINAL_NOT_FOUND: 404,
  POS_TERMINAL_EXISTS: 409,
  ADDRESS_LIMIT_REACHED: 409,
  PHONE_NUMBER_NOT_FOUND: 404,
  PAYMENT_GATEWAY_ACCOUNT_NOT_FOUND: 404,
  PAYMENT_GATEWAY_ACCOUNT_EXISTS: 409,
  SETTLEMENT_ACCOUNT_NOT_FOUND: 404,
  SETTLEMENT_ACCOUNT_EXISTS: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 400,
  PAYMENT_REQUEST_REJECTED: 502,
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
  ORDER_ALREADY_PAID: 409,
  ORDER_NOT_AWAITING_PAYMENT: 409,
  TRANSACTION_NOT_FOUND: 404,
  JWT_DECODE_ERR: 401,
  AUTH_HEADER_MISSING_ERR: 401,
  AUTH_TOKEN_MISSING_ERR: 401,
  OTP_INVALID: 401,
  OTP_EXPIRED: 401,
  REFRESH_TOKEN_INVALID: 401,
  ADMIN_LOGIN_FAILED: 401,
  ADMIN_LOGIN_LOCKED: 429,
  ACCESS_DENIED_ERR: 403,
  FORBIDDEN_ERR: 403,
  VENDOR_INACTIVE: 403,
  DUPLICATE_ORDER_STATE: 409,
  INVALID_ORDER_STATE: 409,
  PHONE_NUMBER_EXISTS: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  OTP_TOO_MANY_ATTEMPTS: 429,
  OTP_RESEND_COOLDOWN: 429,
  TOO_MANY_REQUESTS: 429,
  REQUEST_TIMEOUT: 408,
  INTERNAL_ERROR: 500,
  SMS_UNAVAILABLE: 503,
  LIVE_UPDATES_UNAVAILABLE: 503,
  ORDER_NOT_EDITABLE: 409,
  ORDER_EDIT_CONFLICT: 409,
  NOT_ALLOW_REMOVE_ALL_ITEMS: 409,
  ORDER_ITEM_INCREASE_LIMIT: 409,
  REFUND_NOTHING_PAID: 409,
  REFUND_EXCEEDS_PAID: 409,
  REFUND_KEY_REUSED: 409,
  ORDER_NOT_READY: 409,
  READY_SMS_TOO_SOON: 429,
  CUSTOMER_PHONE_MISSING: 409,
  ORDER_NOT_AT_TABLE: 409,
};

export function statusOf(code: TErrorCode): number {
  return STATUS[code] ?? 400;
}

export function errorBody(request: FastifyRequest, code: TErrorCode, errors?: TFieldError[]): TErrorBody {
  const message = ERROR_MESSAGES[pickLocale(request.headers['accept-language'])][code];
  return errors && errors.length > 0 ? { code, message, errors } : { code, message };
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  code: TErrorCode,
  errors?: TFieldError[],
  status?: number,
) {
  return reply.status(status ?? statusOf(code)).send(errorBody(request, code, errors));
}

/** Installs the error handler. (The unknown-route 404 is set where the web app is served.) */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const status = error.options.status ?? statusOf(error.code);
      // Every refused login and every refused access is a security event (ASVS 16.3.1, 16.3.2).
      if (status === 401 || status === 403) {
        request.log.warn(
          { event: status === 401 ? 'auth.refused' : 'access.denied', code: error.code },
          'refused',
        );
      }
      if (error.options.headers) reply.headers(error.options.headers);
      return send(request, reply, error.code, error.options.errors, error.options.status);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) =>
        fieldError(
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
          issue.message ?? '',
        ),
      );
      const fieldCodes =
        error.validationContext === 'body' ? request.routeOptions.config.fieldCodes : undefined;
      const code = errors.map((e) => fieldCodes?.[e.field]).find((c) => c !== undefined);
      return send(request, reply, code ?? 'BAD_REQUEST', errors);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) return send(request, reply, 'PAYLOAD_TOO_LARGE');
    if (status === 429) return send(request, reply, 'TOO_MANY_REQUESTS');
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): the client's mistake.
      return send(request, reply, 'BAD_REQUEST', undefined, status);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 'INTERNAL_ERROR');
  });
}

/**
 * Refusals the router makes before any route or hook runs (a path that is not valid percent-encoding,
 * a path parameter longer than the router keeps): the API's shape, in Persian, never the URL. Fastify's
 * own bodies for these quote the path back.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(
      request,
      reply,
      'BAD_REQUEST',
      [fieldError('url', 'آدرس درخواست بیش از حد طولانی است.')],
      414,
    );
  }
  return send(request, reply, 'BAD_REQUEST', undefined, 400);
};

/**
 * Requests Node's HTTP parser refuses (a malformed line or header, headers too large, a request too
 * slow to arrive) never reach Fastify: they are answered here on the socket, in the API's shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const code: TErrorCode = status === 408 ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST';
  const body = JSON.stringify({ code, message: ERROR_MESSAGES.fa[code] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
