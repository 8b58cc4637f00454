import { z } from 'zod';
import {
  DeliveryType,
  OrderSource,
  OrderStatus,
  PaymentMethod,
  RejectReason,
  type TOrderStatus,
} from '../enums';
import { toPersianDigits } from '../format';
import { normalizePersianLetters } from './catalog';
import { ZOrderListRow } from './orders';
import { MIN_PREPARATION_MINUTES } from './vendor';

// The back-office order board (issue 5, decision 0018): the list with its tabs and filters, the
// state change, and the live events an open board hears.

/** The states a board query asks for: `status`, else `statuses`, else null (every state but SUBMITTED). */
export function boardStatesOf(query: {
  status?: TOrderStatus;
  statuses?: TOrderStatus | TOrderStatus[];
}): TOrderStatus[] | null {
  if (query.status) return [query.status];
  if (query.statuses === undefined) return null;
  return Array.isArray(query.statuses) ? [...new Set(query.statuses)] : [query.statuses];
}

/** SPEC §9: the list's take grows by 15 with every "more". */
export const ORDER_BOARD_TAKE_STEP = 15;
export const ORDER_BOARD_MAX_TAKE = 600;

/**
 * The states the board shows when no tab is chosen: everything but SUBMITTED, an online order whose
 * payment has not come back yet — it is not real until the bank says so (decision 0018).
 */
export const BOARD_HIDDEN_BY_DEFAULT: readonly TOrderStatus[] = ['SUBMITTED'];

/** A day of Tehran's calendar as yyyy-mm-dd (Gregorian); the web turns the Jalali pick into this. */
export const ZTehranDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'تاریخ باید به شکل yyyy-mm-dd باشد.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'این تاریخ وجود ندارد.');

export const ZBoardOrdersQuery = z
  .object({
    status: OrderStatus.optional().describe('The tab; absent: every state but SUBMITTED'),
    statuses: z
      .union([OrderStatus, z.array(OrderStatus).max(OrderStatus.options.length)])
      .optional()
      .describe(
        'Several states at once, the parameter repeated (a group of tabs, the column view); ignored with `status`',
      ),
    source: OrderSource.optional(),
    deliveryType: DeliveryType.optional(),
    paymentMethod: PaymentMethod.optional(),
    from: ZTehranDay.optional().describe('First Tehran day, inclusive (yyyy-mm-dd, Gregorian)'),
    to: ZTehranDay.optional().describe('Last Tehran day, inclusive (yyyy-mm-dd, Gregorian)'),
    search: z
      .string()
      .trim()
      .max(50, 'عبارت جستجو حداکثر ۵۰ حرف است.')
      .overwrite(normalizePersianLetters)
      .optional()
      .describe('Order number, part of the customer’s name, or part of their phone'),
    take: z.coerce
      .number('تعداد را به عدد وارد کنید.')
      .int('تعداد باید عدد صحیح باشد.')
      .min(1, 'تعداد دست‌کم ۱ است.')
      .max(ORDER_BOARD_MAX_TAKE, 'تعداد بیش از حد مجاز است.')
      .default(ORDER_BOARD_TAKE_STEP)
      .describe('How many of the newest to return; the board grows it by 15'),
    refundOwed: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional()
      .describe('true: only orders whose money is owed to the customer until a refund is final'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.',
  });
export type TBoardOrdersQuery = z.infer<typeof ZBoardOrdersQuery>;

export const ZBoardOrderRow = ZOrderListRow.extend({
  customerName: z.string().nullable().describe('First and last name, when the customer gave them'),
  customerPhone: z.string().nullable(),
  addressText: z.string().nullable(),
});
export type TBoardOrderRow = z.infer<typeof ZBoardOrderRow>;

const ZStateCounts = z.record(OrderStatus, z.number().int());

export const ZBoardOrdersPage = z.object({
  data: z.array(ZBoardOrderRow).describe('Newest first, at most `take`'),
  take: z.number().int(),
  totalCount: z.number().int().describe('Orders matching every filter, the tab (or states) included'),
  counts: ZStateCounts.describe('Per state, under the same filters except the tab'),
  allCount: z.number().int().describe('Every state but SUBMITTED, under the same filters'),
});
export type TBoardOrdersPage = z.infer<typeof ZBoardOrdersPage>;

export const ZChangeOrderStateRequest = z
  .object({
    orderId: z.guid('شناسه سفارش معتبر نیست.'),
    fromStatus: OrderStatus.describe(
      'The state the caller saw the order in and means to move it from; another current state is a 409',
    ),
    status: OrderStatus.describe('The state to move to (docs/order-states.md)'),
    note: z
      .string()
      .trim()
      .max(300, 'توضیح حداکثر ۳۰۰ حرف است.')
      .overwrite(normalizePersianLetters)
      .nullish()
      .describe('Why: the rejection’s own words (required with rejectReason OTHER), or a note of any move'),
    preparationMinutes: z
      .number('زمان آماده‌سازی را به دقیقه وارد کنید.')
      .int('زمان آماده‌سازی باید عدد صحیح باشد.')
      .min(
        MIN_PREPARATION_MINUTES,
        `زمان آماده‌سازی دست‌کم ${toPersianDigits(MIN_PREPARATION_MINUTES)} دقیقه است.`,
      )
      .max(600, 'زمان آماده‌سازی بیش از حد است.')
      .optional()
      .describe(
        'With CONFIRMED: minutes until the order is ready (SPEC §9: at least 14); the order’s own when absent',
      ),
    rejectReason: RejectReason.optional().describe('Required with REJECTED: why, as the customer reads it'),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'REJECTED' && !value.rejectReason) {
      ctx.addIssue({ code: 'custom', path: ['rejectReason'], message: 'دلیل رد سفارش را انتخاب کنید.' });
    }
    if (value.status === 'REJECTED' && value.rejectReason === 'OTHER' && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'دلیل رد سفارش را بنویسید.' });
    }
    if (value.preparationMinutes !== undefined && value.status !== 'CONFIRMED') {
      ctx.addIssue({
        code: 'custom',
        path: ['preparationMinutes'],
        message: 'زمان آماده‌سازی فقط هنگام تأیید سفارش گرفته می‌شود.',
      });
    }
  });
export type TChangeOrderStateRequest = z.infer<typeof ZChangeOrderStateRequest>;

/**
 * What happened to an order: made, paid online, moved by staff or the system, or acknowledged
 * («دیدم») by someone at the restaurant, which silences the alarm on every open panel.
 */
export const OrderEventKind = z.enum(['CREATED', 'PAID', 'STATE_CHANGED', 'ACKNOWLEDGED']);
export type TOrderEventKind = z.infer<typeof OrderEventKind>;

/** One message of the live stream (`event: order`). */
export const ZOrderEvent = z.object({
  kind: OrderEventKind,
  orderId: z.string(),
  status: OrderStatus.nullable().describe('The state after the event, when the publisher knew it'),
});
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

/** Whether an event is a new order the restaurant must hear about (rings until acknowledged). */
export function isNewOrderEvent(event: TOrderEvent): boolean {
  if (event.kind === 'PAID') return true;
  return event.kind === 'CREATED' && event.status !== null && !BOARD_HIDDEN_BY_DEFAULT.includes(event.status);
}

// The panel-wide new-order alarm (issue 19 point 3, decision 0045).

/** An order in these states waits for someone at the restaurant: it rings until acknowledged. */
export const ORDER_STATES_NEEDING_ATTENTION: readonly TOrderStatus[] = ['PAID', 'NEEDFORCALL'];
/** How many of the unacknowledged orders the alarm names; the rest are counted. */
export const NEW_ORDER_ALARM_LIMIT = 20;

export const ZUnseenOrder = ZOrderListRow.pick({
  id: true,
  number: true,
  status: true,
  deliveryType: true,
  finalPrice: true,
  currency: true,
  createdAt: true,
});
export type TUnseenOrder = z.infer<typeof ZUnseenOrder>;

export const ZNewOrderAlarm = z.object({
  orders: z
    .array(ZUnseenOrder)
    .describe(
      `Orders needing attention that nobody acknowledged yet, oldest first, at most ${NEW_ORDER_ALARM_LIMIT}`,
    ),
  totalCount: z.number().int().describe('All of them'),
});
export type TNewOrderAlarm = z.infer<typeof ZNewOrderAlarm>;

export const ZAcknowledgeOrdersRequest = z.object({
  orderIds: z
    .array(z.guid('شناسه سفارش معتبر نیست.'))
    .min(1, 'دست‌کم یک سفارش را نام ببرید.')
    .max(100, 'حداکثر ۱۰۰ سفارش در هر بار.')
    .describe('The orders the person saw on the alarm; one that came after keeps ringing'),
});
export type TAcknowledgeOrdersRequest = z.infer<typeof ZAcknowledgeOrdersRequest>;
