import { z } from 'zod';

/**
 * Every error code the server may answer with. The SPEC §8 codes come first, spelt as there; the
 * rest are ours. The HTTP status of each lives in one map in the server's error handler.
 */
export const ErrorCode = z.enum([
  // SPEC §8
  'API_ENDPOINT_NOT_FOUND_ERR',
  'JWT_DECODE_ERR',
  'ACCESS_DENIED_ERR',
  'FORBIDDEN_ERR',
  'AUTH_HEADER_MISSING_ERR',
  'AUTH_TOKEN_MISSING_ERR',
  'DUPLICATE_ORDER_STATE',
  'INVALID_ORDER_STATE',
  'ORDER_HAS_TO_HAVE_DELIVER_METHOD',
  'BAD_REQUEST',
  'NOT_ALLOW_REMOVE_ALL_ITEMS',
  'ORDER_ITEM_INCREASE_LIMIT',
  'SELECT_FROM_LOCATIONS',
  'ORDER_SUBMIT_REJECTED',
  // SPEC §8 catalogued messages, given codes here
  'INVALID_PHONE_NUMBER',
  'PHONE_NUMBER_EXISTS',
  'PHONE_NUMBER_NOT_FOUND',
  'USER_NOT_REGISTERED',
  'OTP_INVALID',
  'ADDRESS_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'DISCOUNT_CODE_EXPIRED',
  'DISCOUNT_CODE_ALREADY_USED',
  'DISCOUNT_CODE_NOT_FOUND',
  'DISCOUNT_CODE_INVALID',
  'OPERATION_FAILED',
  // ours
  'VENDOR_NOT_FOUND',
  'VENDOR_INACTIVE',
  'NOT_FOUND',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'OTP_RESEND_COOLDOWN',
  'NAMES_REQUIRED',
  'REFRESH_TOKEN_INVALID',
  'ADMIN_LOGIN_FAILED',
  'ADMIN_LOGIN_LOCKED',
  'TOO_MANY_REQUESTS',
  'REQUEST_TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'SMS_UNAVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'INTERNAL_ERROR',
  // catalog
  'MENU_CATEGORY_NOT_FOUND',
  'MENU_ITEM_NOT_FOUND',
  'TOPPING_CATEGORY_NOT_FOUND',
  'TOPPING_NOT_FOUND',
  'FOOD_SHIFT_NOT_FOUND',
  'MENU_CATEGORY_HAS_ITEMS',
  'TOPPING_CATEGORY_IN_USE',
  'FOOD_SHIFT_IN_USE',
  'PRINTER_NOT_FOUND',
  'PRINTER_STATION_NOT_FOUND',
  'PRINTER_IN_USE',
  // printing orders (decision 0021)
  'PRINT_STATION_NO_PRINTER',
  'PRINT_NOTHING_FOR_STATION',
  // addresses and delivery
  'DELIVERY_ZONE_NOT_FOUND',
  'ADDRESS_LIMIT_REACHED',
  // payments
  'PAYMENT_GATEWAY_ACCOUNT_NOT_FOUND',
  'PAYMENT_GATEWAY_ACCOUNT_EXISTS',
  'SETTLEMENT_ACCOUNT_NOT_FOUND',
  'SETTLEMENT_ACCOUNT_EXISTS',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_GATEWAY_UNAVAILABLE',
  'PAYMENT_REQUEST_REJECTED',
  'PAYMENT_SUBMIT_URL_INVALID',
  'ORDER_NOT_PAYABLE_ONLINE',
  'ORDER_ALREADY_PAID',
  'ORDER_NOT_AWAITING_PAYMENT',
  'TRANSACTION_NOT_FOUND',
  // discount codes
  'DISCOUNT_CODE_MINIMUM_ORDER',

  // orders
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_INVALID',
  'LIVE_UPDATES_UNAVAILABLE',
  'VENDOR_CLOSED',
  'SERVICE_TYPE_UNAVAILABLE',
  'TABLE_NUMBER_REQUIRED',
  'ADDRESS_REQUIRED',
  'ORDER_EMPTY',
  'ORDER_ITEM_UNAVAILABLE',
  'TOPPING_SELECTION_INVALID',
  'MINIMUM_BASKET_NOT_REACHED',
  // staff ordering and customers (decision 0022)
  'CUSTOMER_NOT_FOUND',
  'CUSTOMER_EXISTS',
  'CUSTOMER_REQUIRED',
  'DISCOUNT_CHOICE_CONFLICT',
  'ORDER_NOT_POSTPAID',
  // staff and roles
  'ROLE_NOT_FOUND',
  'ROLE_NAME_EXISTS',
  'ROLE_IN_USE',
  'STAFF_NOT_FOUND',
  'STAFF_EXISTS',
  'STAFF_REMOVE_SELF',
  'STAFF_LAST_OWNER',
  'STAFF_OWNER_ROLE',
  // platform administration
  'VENDOR_SLUG_EXISTS',
  'VENDOR_DOMAIN_EXISTS',
  // order edits, refunds, ready SMS, tables (issue 5)
  'ORDER_NOT_EDITABLE',
  'ORDER_EDIT_CONFLICT',
  'REFUND_NOTHING_PAID',
  'REFUND_EXCEEDS_PAID',
  'REFUND_KEY_REUSED',
  'ORDER_NOT_READY',
  'READY_SMS_TOO_SOON',
  'CUSTOMER_PHONE_MISSING',
  'ORDER_NOT_AT_TABLE',
  // caller ID and POS terminals
  'CALLER_ID_LINE_NOT_FOUND',
  'CALLER_ID_LINE_EXISTS',
  'CALLER_ID_DEVICE_KEY_INVALID',
  'CALLER_ID_LINE_MISMATCH',
  'CALLER_ID_NUMBER_INVALID',
  'POS_TERMINAL_NOT_FOUND',
  'POS_TERMINAL_EXISTS',
]);
export type TErrorCode = z.infer<typeof ErrorCode>;

export const ZFieldError = z.object({
  field: z.string().describe('Dotted path of the field, e.g. "items.0.count"'),
  message: z.string().describe('What is wrong with it, in the request language'),
});
export type TFieldError = z.infer<typeof ZFieldError>;

/** The body of every failed response (DESIGN.md). */
export const ZErrorBody = z.object({
  code: z.string().describe('Stable machine-readable code, one of ErrorCode'),
  message: z.string().describe('Text shown to the person in the red notice'),
  errors: z.array(ZFieldError).optional().describe('Per-field problems shown beside form fields'),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Success notice codes (SPEC §8); the web shows them in green. */
export const SuccessCode = z.enum(['OPERATION_SUBMIT_SUCCESS']);
