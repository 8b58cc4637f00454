import {
  ERROR_MESSAGES,
  editOf,
  formatMoney,
  paymentStateAt,
  priceEditedOrder,
  REFUND_METHOD_LABELS,
  type TCurrency,
  type TOrder,
  type TOrderMoney,
  type TOrderRefund,
  type TPaymentMethod,
  type TRefundRequest,
  toRial,
} from '@sofreh/domain';
import type { Database, Executor } from '../../db/database';
import type { PaymentGateway, RefundInput, RefundOutcome } from '../../integrations/payments/payment-gateway';
import type { Clock } from '../../platform/clock';
import type { AuthContext, VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import type { PaymentGatewayDirectory } from '../payments/payment-gateway-directory';
import { findVendorName } from '../vendors/vendors.service';
import { insertHistoryNote } from './order-edits.repository';
import { readOrder } from './order-view';
import { requireStaff } from './orders.service';
import * as repo from './refunds.repository';

const SCOPE = 'PUT /api/orders/refund';
const REJECTION_SCOPE = 'PATCH /api/orders/state REJECTED';
/** SPEC §9: a refund's status is asked again every 3,600,000 ms until it is final. */
export const REFUND_RECHECK_INTERVAL_MS = 60 * 60 * 1000;
const RECHECK_BATCH = 100;
const GATEWAY_GONE = 'درگاه این پرداخت دیگر در دسترس نیست؛ این مبلغ را دستی بازگردانید.';

export type RefundsLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};
export type RefundsDeps = {
  database: Database;
  clock: Clock;
  directory: Pick<PaymentGatewayDirectory, 'gatewayForPayment'>;
  log: RefundsLog;
};
export type RefundsService = ReturnType<typeof createRefundsService>;

/** A gateway refund written in the rejection's transaction, to be asked for once that commits. */
export type ClaimedRefund = { refund: repo.RefundRow; authority: string; paidRial: number };

/** What rejecting an order needs of refunds (decision 0046): the orders service sees only this. */
export type RejectionRefunds = Pick<RefundsService, 'claimForRejection' | 'sendClaimed'>;

/**
 * Giving money back on an order (PUT /api/orders/refund; decision 0023). The amount is judged under
 * the order's row lock against what was paid minus earlier refunds; the row is written before the
 * gateway is asked, so a crash leaves a PENDING refund the hourly re-check settles; one
 * Idempotency key, one refund.
 */
export function createRefundsService(deps: RefundsDeps) {
  const { database, clock, directory, log } = deps;
  const db = database.db;

  async function staffOrder(vendorId: string, orderId: string): Promise<TOrder> {
    const order = await readOrder(db, vendorId, orderId, undefined, true);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  /** What was taken for the order, what went back, and through which payment more can go back. */
  async function ledgerOf(executor: typeof db, order: TOrder, vendorId: string) {
    const [payments, refunded] = await Promise.all([
      repo.paidTransactions(executor, vendorId, order.id),
      repo.refundedByTransaction(executor, vendorId, order.id),
    ]);
    const refundedTotal = refunded.reduce((sum, r) => sum + r.total, 0);
    const through = new Map(refunded.map((r) => [r.transactionId, r.total]));
    const online = order.paymentMethod === 'ONLINE';
    // In person: the order's price once it is paid — for cash and card, once handed over, also for
    // orders handed over before that was written down (decision 0031). Credit and pay-later orders
    // owe their price until they are settled: there is nothing to give back yet.
    const paid = online
      ? payments.reduce((sum, p) => sum + p.amount, 0)
      : paymentStateAt(order, order.status) === 'PAID'
        ? order.totals.finalPrice
        : 0;
    const remaining = payments
      .map((p) => ({ ...p, left: p.amount - (through.get(p.id) ?? 0) }))
      .sort((a, b) => b.left - a.left);
    return {
      paid,
      refunded: refundedTotal,
      refundable: Math.max(paid - refundedTotal, 0),
      online,
      best: remaining[0] ?? null,
    };
  }

  async function moneyOf(vendorId: string, order: TOrder): Promise<TOrderMoney> {
    const [ledger, refunds] = await Promise.all([
      ledgerOf(db, order, vendorId),
      repo.listForOrder(db, vendorId, order.id),
    ]);
    return {
      currency: order.currency,
      finalPrice: order.totals.finalPrice,
      paid: ledger.paid,
      refunded: ledger.refunded,
      refundable: ledger.refundable,
      overpaid: Math.max(ledger.paid - ledger.refunded - order.totals.finalPrice, 0),
      refunds: refunds.map(toRefund),
    };
  }

  /** The amount a request asks for, before it is judged against what can go back. */
  function amountOf(order: TOrder, request: TRefundRequest, refundable: number): number {
    if (request.scope === 'ORDER') return refundable;
    if (request.scope === 'AMOUNT') return request.amount!;
    const line = order.items.find((l) => l.id === request.orderItemId);
    if (!line) {
      throw new AppError('BAD_REQUEST', {
        errors: [fieldError('orderItemId', 'این قلم در این سفارش نیست.')],
      });
    }
    // The line's share of the order: the order's price with and without it (tax, fee and discount
    // follow), by the same domain pricing the order was priced with.
    const start = editOf(order);
    const without = { ...start, items: start.items.filter((l) => l.id !== line.id) };
    return order.totals.finalPrice - priceEditedOrder(order, without).finalPrice;
  }

  async function askGateway(refund: repo.RefundRow, input: RefundInput, status: boolean): Promise<void> {
    const where = { vendorId: refund.vendorId, refundId: refund.id, provider: refund.provider };
    const now = clock.now();
    const vendorName = (await vendorNameOf(refund.vendorId)) ?? '';
    const gateway = refund.provider
      ? await directory.gatewayForPayment({ id: refund.vendorId, name: vendorName }, refund.provider)
      : null;
    if (!gateway?.refund) {
      await repo.settle(db, refund.vendorId, refund.id, { state: 'FAILED', reason: GATEWAY_GONE }, now);
      log.error(where, 'refunds.gateway_gone');
      return;
    }
    let outcome: RefundOutcome =
      status && gateway.refundStatus ? await gateway.refundStatus(input) : { status: 'NOT_FOUND' };
    // Never reached the gateway (or the gateway has no record of it): ask for it, same reference.
    if (outcome.status === 'NOT_FOUND') outcome = await gateway.refund(input);
    await apply(refund, outcome, gateway);
  }

  async function apply(refund: repo.RefundRow, outcome: RefundOutcome, gateway: PaymentGateway) {
    const where = { vendorId: refund.vendorId, refundId: refund.id, provider: gateway.provider };
    const now = clock.now();
    if (outcome.status === 'DONE') {
      await repo.settle(db, refund.vendorId, refund.id, { state: 'DONE' }, now);
      log.info(where, 'refunds.done');
    } else if (outcome.status === 'REFUSED') {
      await repo.settle(db, refund.vendorId, refund.id, { state: 'FAILED', reason: outcome.reason }, now);
      log.warn({ ...where, providerCode: outcome.providerCode }, 'refunds.refused');
    } else if (outcome.status === 'UNKNOWN') {
      // Money may have moved: never failed blindly. The hourly re-check asks again.
      await repo.touch(db, refund.vendorId, refund.id, now);
      log.warn({ ...where, cause: outcome.cause, detail: outcome.detail }, 'refunds.unknown');
    }
  }

  const vendorNames = new Map<string, string>();
  async function vendorNameOf(vendorId: string): Promise<string | null> {
    if (vendorNames.has(vendorId)) return vendorNames.get(vendorId)!;
    const name = await findVendorName(db, vendorId);
    if (name) vendorNames.set(vendorId, name);
    return name;
  }

  function inputOf(refund: repo.RefundRow, authority: string, paidRial: number): RefundInput {
    return {
      authority,
      amountRial: refund.amountRial,
      paidRial,
      reference: refund.id,
      description: refund.reason,
    };
  }

  return {
    /**
     * Rejecting an order paid online gives its money back in the same action (issue 19.1, decision
     * 0046). Run inside the rejection's transaction, after the order moved to REJECTED: under the
     * order's row lock it writes a PENDING gateway refund of everything still refundable through the
     * payment, so the move and the refund commit together (a crash after the commit leaves a PENDING
     * refund the hourly re-check asks for). A refund a person made meanwhile is counted (the same row
     * lock), so nothing goes back twice; nothing left to give back writes nothing. Its key is the
     * order's own: an order is rejected once, and a retry can only find the same refund.
     */
    async claimForRejection(
      tx: Executor,
      input: {
        vendorId: string;
        order: { id: string; paymentMethod: TPaymentMethod; currency: TCurrency };
        actorUserId: string;
        reason: string;
        at: Date;
      },
    ): Promise<ClaimedRefund | null> {
      const { vendorId, order, at } = input;
      if (order.paymentMethod !== 'ONLINE') return null;
      if (!(await repo.lockOrder(tx, vendorId, order.id))) return null;
      const payments = await repo.paidTransactions(tx, vendorId, order.id);
      const refunded = await repo.refundedByTransaction(tx, vendorId, order.id);
      const through = new Map(refunded.map((r) => [r.transactionId, r.total]));
      const paid = payments.reduce((sum, p) => sum + p.amount, 0);
      const refundable = Math.max(paid - refunded.reduce((sum, r) => sum + r.total, 0), 0);
      const best = payments
        .map((p) => ({ ...p, left: p.amount - (through.get(p.id) ?? 0) }))
        .sort((a, b) => b.left - a.left)[0];
      const amount = best ? Math.min(best.left, refundable) : 0;
      if (!best?.authority || amount <= 0) return null;
      const refund = await repo.insertRefund(tx, {
        vendorId,
        orderId: order.id,
        transactionId: best.id,
        method: 'GATEWAY',
        provider: best.provider,
        scope: 'ORDER',
        orderItemId: null,
        amount,
        currency: order.currency,
        amountRial: toRial(amount, order.currency),
        reason: input.reason,
        state: 'PENDING',
        settledAt: null,
        idempotencyKey: `reject:${order.id}`,
        requestHash: requestHash(REJECTION_SCOPE, { orderId: order.id }),
        actorUserId: input.actorUserId,
        createdAt: at,
        updatedAt: at,
        checkedAt: at,
      });
      await insertHistoryNote(tx, {
        vendorId,
        orderId: order.id,
        status: 'REJECTED',
        actorUserId: input.actorUserId,
        note: `بازگشت وجه ${formatMoney(amount, order.currency)} (${REFUND_METHOD_LABELS.GATEWAY}): ${input.reason}`,
        at,
      });
      return { refund, authority: best.authority, paidRial: best.amountRial };
    },

    /**
     * Asks the gateway for a refund claimed with a rejection, once the rejection committed. Whatever
     * happens the rejection stands: a refusal is FAILED (the board shows the money as owed), no answer
     * stays PENDING for the hourly re-check.
     */
    async sendClaimed(claimed: ClaimedRefund): Promise<void> {
      try {
        await askGateway(claimed.refund, inputOf(claimed.refund, claimed.authority, claimed.paidRial), false);
      } catch (error) {
        log.error(
          { err: error, vendorId: claimed.refund.vendorId, refundId: claimed.refund.id },
          'refunds.reject_send_failed',
        );
      }
    },

    /** GET /api/orders/{id}/refunds: paid, refunded, refundable and every refund. */
    async money(vendor: VendorContext, auth: AuthContext, orderId: string): Promise<TOrderMoney> {
      requireStaff(auth, 'ORDERS_VIEW');
      return moneyOf(vendor.id, await staffOrder(vendor.id, orderId));
    },

    /** PUT /api/orders/refund. */
    async refund(vendor: VendorContext, auth: AuthContext, request: TRefundRequest): Promise<TOrderMoney> {
      requireStaff(auth, 'ORDERS_REFUND');
      const hash = requestHash(SCOPE, { ...request, idempotencyKey: undefined });
      const replay = async (stored: repo.RefundRow) => {
        if (stored.requestHash !== hash || stored.orderId !== request.orderId) {
          throw new AppError('REFUND_KEY_REUSED');
        }
        return moneyOf(vendor.id, await staffOrder(vendor.id, stored.orderId));
      };
      const stored = await repo.findByKey(db, vendor.id, request.idempotencyKey);
      if (stored) return replay(stored);
      const order = await staffOrder(vendor.id, request.orderId);
      const now = clock.now();
      let created: { refund: repo.RefundRow; authority: string | null; paidRial: number } | null;
      try {
        created = await db.transaction(async (tx) => {
          if (!(await repo.lockOrder(tx, vendor.id, order.id))) throw new AppError('ORDER_NOT_FOUND');
          const ledger = await ledgerOf(tx, order, vendor.id);
          if (ledger.paid === 0) throw new AppError('REFUND_NOTHING_PAID');
          const amount = amountOf(order, request, ledger.refundable);
          const gateway = ledger.online ? ledger.best : null;
          const ceiling = gateway ? Math.min(gateway.left, ledger.refundable) : ledger.refundable;
          if (amount <= 0 || amount > ceiling) {
            throw new AppError('REFUND_EXCEEDS_PAID', {
              errors: [
                fieldError(
                  request.scope === 'AMOUNT' ? 'amount' : 'scope',
                  `${ERROR_MESSAGES.fa.REFUND_EXCEEDS_PAID} بیشترین مبلغ: ${formatMoney(ceiling, order.currency)}`,
                ),
              ],
            });
          }
          const refund = await repo.insertRefund(tx, {
            vendorId: vendor.id,
            orderId: order.id,
            transactionId: gateway?.id ?? null,
            method: gateway ? 'GATEWAY' : 'MANUAL',
            provider: gateway?.provider ?? null,
            scope: request.scope,
            orderItemId: request.scope === 'ITEM' ? request.orderItemId! : null,
            amount,
            currency: order.currency,
            amountRial: toRial(amount, order.currency),
            reason: request.reason,
            // Cash and card go back from the till: recorded as done when staff say so.
            state: gateway ? 'PENDING' : 'DONE',
            settledAt: gateway ? null : now,
            idempotencyKey: request.idempotencyKey,
            requestHash: hash,
            actorUserId: auth.userId,
            createdAt: now,
            updatedAt: now,
            // The request asks the gateway itself; the hourly re-check leaves it an hour.
            checkedAt: now,
          });
          await insertHistoryNote(tx, {
            vendorId: vendor.id,
            orderId: order.id,
            status: order.status,
            actorUserId: auth.userId,
            note: `بازگشت وجه ${formatMoney(amount, order.currency)} (${REFUND_METHOD_LABELS[refund.method]}): ${request.reason}`,
            at: now,
          });
          return gateway ? { refund, authority: gateway.authority, paidRial: gateway.amountRial } : null;
        });
      } catch (error) {
        if (!isKeyTaken(error)) throw error;
        // The same request, retried while the first was being written.
        const again = await repo.findByKey(db, vendor.id, request.idempotencyKey);
        if (!again) throw error;
        return replay(again);
      }
      if (created?.authority) {
        await askGateway(created.refund, inputOf(created.refund, created.authority, created.paidRial), false);
      }
      return moneyOf(vendor.id, order);
    },

    /**
     * The hourly re-check (pg-boss, SPEC §9 3,600,000 ms): every gateway refund still PENDING that was
     * last looked at an hour ago or more is asked about again, and asked for again if the gateway
     * never heard of it (same reference: it cannot give back twice).
     */
    async recheck(): Promise<{ checked: number }> {
      const now = clock.now();
      const rows = await repo.listPending(
        db,
        new Date(now.getTime() - REFUND_RECHECK_INTERVAL_MS + 60_000),
        RECHECK_BATCH,
      );
      for (const row of rows) {
        try {
          if (!row.authority || row.paidRial === null) {
            await repo.settle(db, row.vendorId, row.id, { state: 'FAILED', reason: GATEWAY_GONE }, now);
            continue;
          }
          await askGateway(row, inputOf(row, row.authority, row.paidRial), true);
        } catch (error) {
          log.error({ err: error, vendorId: row.vendorId, refundId: row.id }, 'refunds.recheck_failed');
        }
      }
      return { checked: rows.length };
    },
  };
}

function toRefund(row: repo.RefundView): TOrderRefund {
  const name = [row.actorFirstName, row.actorLastName].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    orderId: row.orderId,
    transactionId: row.transactionId,
    method: row.method,
    provider: row.provider,
    scope: row.scope,
    orderItemId: row.orderItemId,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    state: row.state,
    failureReason: row.failureReason,
    actorName: name || row.actorPhone || null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

function isKeyTaken(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: unknown; constraint?: unknown };
    if (pg.code === '23505' && pg.constraint === 'order_refunds_vendor_key') return true;
  }
  return false;
}
