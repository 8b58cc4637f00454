import {
  applyEditRequest,
  ERROR_MESSAGES,
  editOf,
  formatMoney,
  formatNumber,
  isOrderEditable,
  priceEditedOrder,
  type TChangeTableRequest,
  type TEditOrderItemsRequest,
  type TOrder,
  type TOrderEventKind,
  type TOrderStatus,
  type TReadySmsAnswer,
  toPersianDigits,
} from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { ChangePublisher } from '../../platform/change-feed';
import type { Clock } from '../../platform/clock';
import type { AuthContext, VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import * as repo from './order-edits.repository';
import { publishOrderChange } from './order-events';
import {
  ORDER_READY_SMS_QUEUE,
  type OrderReadySmsJob,
  READY_SMS_INTERVAL_MS,
  READY_STATES,
} from './order-ready-sms';
import { readOrder } from './order-view';
import { requireStaff } from './orders.service';

export type OrderEditsDeps = {
  database: Database;
  clock: Clock;
  changes?: Pick<ChangePublisher, 'publish'>;
  onPublishError?: (error: unknown) => void;
  /** Where the "order ready" SMS job goes. */
  jobs?: Pick<Jobs, 'send'>;
};
export type OrderEditsService = ReturnType<typeof createOrderEditsService>;

/**
 * Staff editing an order's lines (SPEC §4) and moving a dine-in order to another table (decision
 * 0023). The rules are packages/domain order-edit(-apply).ts, the same the drawer runs before saving.
 */
export function createOrderEditsService(deps: OrderEditsDeps) {
  const { database, clock } = deps;
  const db = database.db;

  function announce(vendorId: string, orderId: string, kind: TOrderEventKind, status: TOrderStatus) {
    if (!deps.changes) return Promise.resolve();
    return publishOrderChange(deps.changes, vendorId, orderId, kind, status, deps.onPublishError);
  }

  async function staffOrder(vendorId: string, orderId: string): Promise<TOrder> {
    const order = await readOrder(db, vendorId, orderId, undefined, true);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  return {
    /**
     * New counts for some lines (0 removes, >0 on a removed line restores). Refused as a whole with
     * the domain rule's code beside `lines.<i>.count`; written in one transaction only if the order
     * is still the version the editor saw (else 409 ORDER_EDIT_CONFLICT).
     */
    async editItems(
      vendor: VendorContext,
      auth: AuthContext,
      orderId: string,
      request: TEditOrderItemsRequest,
    ): Promise<TOrder> {
      requireStaff(auth, 'ORDERS_MANAGE');
      const order = await staffOrder(vendor.id, orderId);
      if (!isOrderEditable(order.status)) throw new AppError('ORDER_NOT_EDITABLE');
      if (order.updatedAt !== request.version) throw new AppError('ORDER_EDIT_CONFLICT');
      const outcome = applyEditRequest(editOf(order), request.lines);
      if (!outcome.ok) {
        const field = outcome.index === null ? 'lines' : `lines.${outcome.index}.count`;
        if (outcome.code === 'NOT_FOUND' || outcome.code === 'BAD_REQUEST') {
          const message =
            outcome.code === 'NOT_FOUND' ? 'این قلم در این سفارش نیست.' : 'هر قلم را یک بار بفرستید.';
          throw new AppError('BAD_REQUEST', { errors: [fieldError(field, message)] });
        }
        throw new AppError(outcome.code, { errors: [fieldError(field, ERROR_MESSAGES.fa[outcome.code])] });
      }
      const edit = outcome.edit;
      const before = new Map([...order.items, ...order.removedItems].map((l) => [l.id, l]));
      const counts = [...edit.items, ...edit.removedItems]
        .map((l) => ({ id: l.id, count: l.count, was: before.get(l.id)!.count, title: l.title }))
        .filter((l) => l.count !== l.was);
      if (counts.length === 0) return order;
      const totals = priceEditedOrder(order, edit);
      const note = editNote(counts, order, totals.finalPrice, request.note);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const won = await repo.writeEditedTotals(tx, {
          vendorId: vendor.id,
          orderId,
          status: order.status,
          version: request.version,
          totals,
          now,
        });
        // Someone else saved (or moved the order) since this editor opened it.
        if (!won) throw new AppError('ORDER_EDIT_CONFLICT');
        await repo.writeLineCounts(tx, vendor.id, orderId, counts);
        await repo.insertHistoryNote(tx, {
          vendorId: vendor.id,
          orderId,
          status: order.status,
          actorUserId: auth.userId,
          note,
          at: now,
        });
      });
      await announce(vendor.id, orderId, 'STATE_CHANGED', order.status);
      return staffOrder(vendor.id, orderId);
    },

    /**
     * PUT /api/orders/callforreadyorder/{id}: tells the customer by SMS that the order is ready. Only
     * in a READY* state, at most once per order in READY_SMS_INTERVAL_MS (429 READY_SMS_TOO_SOON with
     * Retry-After). The window is claimed and the job enqueued in one transaction.
     */
    async callForReady(vendor: VendorContext, auth: AuthContext, orderId: string): Promise<TReadySmsAnswer> {
      requireStaff(auth, 'ORDERS_MANAGE');
      const order = await staffOrder(vendor.id, orderId);
      if (!READY_STATES.includes(order.status)) throw new AppError('ORDER_NOT_READY');
      const phoneNumber = order.customer?.phoneNumber;
      if (!phoneNumber || !/^09\d{9}$/.test(phoneNumber)) throw new AppError('CUSTOMER_PHONE_MISSING');
      if (!deps.jobs) throw new AppError('SMS_UNAVAILABLE');
      const jobs = deps.jobs;
      const now = clock.now();
      const job: OrderReadySmsJob = {
        vendorId: vendor.id,
        orderId,
        phoneNumber,
        vendorName: vendor.name,
        orderNumber: order.number,
        status: order.status,
      };
      const claimed = await db.transaction(async (tx) => {
        const won = await repo.claimReadyNotice(tx, {
          vendorId: vendor.id,
          orderId,
          now,
          intervalMs: READY_SMS_INTERVAL_MS,
        });
        if (won) await jobs.send(ORDER_READY_SMS_QUEUE, job, { tx });
        return won;
      });
      if (!claimed) {
        const last = (await repo.lastReadyNotice(db, vendor.id, orderId)) ?? now;
        const next = last.getTime() + READY_SMS_INTERVAL_MS;
        const seconds = Math.max(1, Math.ceil((next - now.getTime()) / 1000));
        throw new AppError('READY_SMS_TOO_SOON', { headers: { 'retry-after': String(seconds) } });
      }
      return {
        orderId,
        queuedAt: now.toISOString(),
        nextAllowedAt: new Date(now.getTime() + READY_SMS_INTERVAL_MS).toISOString(),
      };
    },

    /** PUT /api/orders/changetable: a dine-in order still open moves to another table. */
    async changeTable(
      vendor: VendorContext,
      auth: AuthContext,
      request: TChangeTableRequest,
    ): Promise<TOrder> {
      requireStaff(auth, 'ORDERS_MANAGE');
      const order = await staffOrder(vendor.id, request.orderId);
      if (order.deliveryType !== 'SERVE') throw new AppError('ORDER_NOT_AT_TABLE');
      if (!isOrderEditable(order.status)) throw new AppError('ORDER_NOT_EDITABLE');
      const table = request.tableNumber;
      if (order.tableNumber === table) return order;
      const note = `جابه‌جایی از میز ${toPersianDigits(order.tableNumber ?? '—')} به میز ${toPersianDigits(table)}`;
      const moved = await repo.moveTable(db, {
        vendorId: vendor.id,
        orderId: order.id,
        tableNumber: table,
        actorUserId: auth.userId,
        note,
        at: clock.now(),
      });
      if (!moved) throw new AppError('ORDER_NOT_EDITABLE'); // closed meanwhile
      await announce(vendor.id, order.id, 'STATE_CHANGED', order.status);
      return staffOrder(vendor.id, order.id);
    },
  };
}

/** What the history says about an edit: "کوبیده ۲ ← ۱، دوغ حذف شد؛ مبلغ ۳۴۰٬۰۰۰ ← ۳۰۰٬۰۰۰ تومان". */
function editNote(
  changes: readonly { title: string; count: number; was: number }[],
  order: TOrder,
  newPrice: number,
  extra: string | undefined,
): string {
  const parts = changes.map((c) => {
    if (c.count === 0) return `${c.title} حذف شد`;
    if (c.was === 0) return `${c.title} بازگردانده شد (${formatNumber(c.count)})`;
    return `${c.title} از ${formatNumber(c.was)} به ${formatNumber(c.count)}`;
  });
  const money =
    newPrice === order.totals.finalPrice
      ? ''
      : `؛ مبلغ از ${formatMoney(order.totals.finalPrice, order.currency)} به ${formatMoney(newPrice, order.currency)}`;
  return `ویرایش اقلام: ${parts.join('، ')}${money}${extra ? ` — ${extra}` : ''}`;
}
