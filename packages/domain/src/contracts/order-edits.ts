import { z } from 'zod';
import { Currency, PaymentProvider } from '../enums';
import { MAX_MONEY } from './catalog';
import { MAX_LINE_COUNT, MAX_ORDER_LINES } from './orders';

// Staff editing an order, refunds, "your order is ready" SMS and moving a table (SPEC §4, §7; issue 5;
// decision 0023).

/** `PUT /api/orders/{id}/items`: the new count of each line that changes (0 = removed, >0 on a removed line = restored). */
export const ZEditOrderItemsRequest = z.object({
  version: z
    .string()
    .min(1)
    .describe(
      'The order’s updatedAt as the editor saw it: if the order changed since, the edit is refused (409)',
    ),
  lines: z
    .array(
      z.object({
        id: z.guid('شناسه قلم سفارش معتبر نیست.').describe('Order line id (items[].id or removedItems[].id)'),
        count: z
          .number('تعداد را به عدد وارد کنید.')
          .int('تعداد باید عدد صحیح باشد.')
          .min(0, 'تعداد نمی‌تواند منفی باشد.')
          .max(MAX_LINE_COUNT, `تعداد هر قلم حداکثر ${MAX_LINE_COUNT} است.`),
      }),
    )
    .min(1, 'دست‌کم یک قلم را تغییر دهید.')
    .max(MAX_ORDER_LINES),
  note: z.string().trim().max(300, 'توضیح حداکثر ۳۰۰ نویسه است.').optional(),
});
export type TEditOrderItemsRequest = z.infer<typeof ZEditOrderItemsRequest>;

/**
 * `PATCH /api/orders` (SPEC §7, the order edit): the same edit as `PUT /api/orders/{id}/items`,
 * with the order named in the body, as the spec's other order calls name it.
 */
export const ZPatchOrderRequest = ZEditOrderItemsRequest.extend({
  orderId: z.guid('شناسه سفارش معتبر نیست.').describe('The order to edit'),
});
export type TPatchOrderRequest = z.infer<typeof ZPatchOrderRequest>;

/** `PUT /api/orders/changetable`. */
export const ZChangeTableRequest = z.object({
  orderId: z.guid('شناسه سفارش معتبر نیست.'),
  tableNumber: z.string().trim().min(1, 'شماره میز را وارد کنید.').max(20, 'شماره میز حداکثر ۲۰ نویسه است.'),
});
export type TChangeTableRequest = z.infer<typeof ZChangeTableRequest>;

export const RefundScope = z.enum(['ORDER', 'ITEM', 'AMOUNT']);
export const RefundState = z.enum(['PENDING', 'DONE', 'FAILED']);
export const REFUND_STATE_LABELS: Record<z.infer<typeof RefundState>, string> = {
  PENDING: 'در انتظار بانک',
  DONE: 'بازگردانده شد',
  FAILED: 'ناموفق',
};
export const RefundMethod = z.enum(['GATEWAY', 'MANUAL']);
export const REFUND_METHOD_LABELS: Record<z.infer<typeof RefundMethod>, string> = {
  GATEWAY: 'از راه درگاه',
  MANUAL: 'دستی (نقد یا کارت)',
};

/** `PUT /api/orders/refund`. */
export const ZRefundRequest = z
  .object({
    orderId: z.guid('شناسه سفارش معتبر نیست.'),
    scope: RefundScope.describe(
      'ORDER: everything still refundable; ITEM: one line’s price (its share of tax and discount included); AMOUNT: a sum (e.g. an edit’s difference)',
    ),
    orderItemId: z.guid('شناسه قلم سفارش معتبر نیست.').optional().describe('With scope ITEM'),
    amount: z
      .number('مبلغ را به عدد وارد کنید.')
      .int('مبلغ باید عدد صحیح باشد.')
      .min(1, 'مبلغ باید بیشتر از صفر باشد.')
      .max(MAX_MONEY, 'مبلغ بیش از حد مجاز است.')
      .optional()
      .describe('With scope AMOUNT, in the order’s currency'),
    reason: z.string().trim().min(2, 'علت بازگشت وجه را بنویسید.').max(300, 'علت حداکثر ۳۰۰ نویسه است.'),
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{8,255}$/, 'شناسه درخواست معتبر نیست.')
      .describe('One per refund attempt (a UUID); a retry repeats it and refunds nothing twice'),
  })
  .superRefine((value, ctx) => {
    if (value.scope === 'ITEM' && !value.orderItemId) {
      ctx.addIssue({ code: 'custom', path: ['orderItemId'], message: 'قلمی را که بازمی‌گردد انتخاب کنید.' });
    }
    if (value.scope === 'AMOUNT' && value.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'مبلغ بازگشت را وارد کنید.' });
    }
  });
export type TRefundRequest = z.infer<typeof ZRefundRequest>;

export const ZOrderRefund = z.object({
  id: z.string(),
  orderId: z.string(),
  transactionId: z
    .string()
    .nullable()
    .describe('The online payment it goes back through; null for a manual refund'),
  method: RefundMethod,
  provider: PaymentProvider.nullable(),
  scope: RefundScope,
  orderItemId: z.string().nullable(),
  amount: z.number().int(),
  currency: Currency,
  reason: z.string(),
  state: RefundState,
  failureReason: z.string().nullable().describe('Persian, when FAILED'),
  actorName: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TOrderRefund = z.infer<typeof ZOrderRefund>;

/** `GET /api/orders/{id}/refunds`: the order's money as the drawer shows it. */
export const ZOrderMoney = z.object({
  currency: Currency,
  finalPrice: z.number().int(),
  paid: z
    .number()
    .int()
    .describe('Taken for this order: verified online payments, or the price of a paid cash/card order'),
  refunded: z.number().int().describe('Refunds done or under way'),
  refundable: z.number().int().describe('paid − refunded, never below 0'),
  overpaid: z
    .number()
    .int()
    .describe('paid − refunded − finalPrice when positive: what an edit made refundable'),
  refunds: z.array(ZOrderRefund),
});
export type TOrderMoney = z.infer<typeof ZOrderMoney>;

export const ZReadySmsAnswer = z.object({
  orderId: z.string(),
  queuedAt: z.string(),
  nextAllowedAt: z.string().describe('No second message for this order before this instant'),
});
export type TReadySmsAnswer = z.infer<typeof ZReadySmsAnswer>;
