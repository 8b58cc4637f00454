import crypto from 'node:crypto';
import {
  ERROR_MESSAGES,
  type TPage,
  type TPaymentResult,
  type TPermission,
  type TStartedPayment,
  type TStartPaymentQuery,
  type TTransaction,
  toPersianDigits,
  toRial,
} from '@sofreh/domain';
import type { Database } from '../../db/database';
import {
  type PaymentGateway,
  PaymentRequestError,
  parseAuthorityCallback,
} from '../../integrations/payments/payment-gateway';
import type { ChangePublisher } from '../../platform/change-feed';
import type { Clock } from '../../platform/clock';
import type { AuthContext, VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { ORDER_CHANGES, orderChangePayload } from '../orders/order-events';
import * as orderPayments from '../orders/order-payments.service';
import type { PaymentGatewayDirectory } from '../payments/payment-gateway-directory';
import * as repo from './transactions.repository';

/** The callback path the gateways send the customer's browser back to (SPEC §7). */
export const CALLBACK_PATH = '/api/transactions/verify';
/** The reconciler leaves younger payments to their callback (decision 0016). */
export const RECONCILE_AFTER_MS = 2 * 60 * 1000;
/**
 * A payment the gateway still calls "not paid" after this long is abandoned: the customer left the
 * bank's page. Before that, "not paid" may only mean "still paying".
 */
export const ABANDONED_AFTER_MS = 30 * 60 * 1000;
const RECONCILE_BATCH = 100;
const ORDERS_VIEW: TPermission = 'ORDERS_VIEW';

const REASONS = {
  notStarted: 'پرداخت آغاز نشد؛ دوباره تلاش کنید.',
  abandoned: 'پرداخت در مهلت انجام نشد.',
  alreadyPaid:
    'این سفارش پیش‌تر با پرداخت دیگری پرداخت شده بود؛ این مبلغ از راه درگاه به حساب شما بازگردانده می‌شود.',
  orderMoved: 'سفارش دیگر در انتظار این پرداخت نبود؛ این مبلغ از راه درگاه به حساب شما بازگردانده می‌شود.',
} as const;

export type TransactionsLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type TransactionsDeps = {
  database: Database;
  clock: Clock;
  directory: PaymentGatewayDirectory;
  changes: ChangePublisher;
  log: TransactionsLog;
};

/** Where the request came from: the vendor's own site, which the callback and the landing page must stay on. */
export type RequestOrigin = { protocol: string; host: string };

export type CallbackAnswer = { kind: 'redirect'; location: string } | { kind: 'unknown' };

export type TransactionsService = ReturnType<typeof createTransactionsService>;

/**
 * Online payment of orders (decision 0016): start a payment, settle it from the gateway's callback
 * or the reconciler, exactly once, and show customers and staff what happened.
 */
export function createTransactionsService(deps: TransactionsDeps) {
  const { database, clock, directory, changes, log } = deps;
  const db = database.db;

  function requireCustomer(auth: AuthContext) {
    if (auth.kind !== 'CUSTOMER') throw new AppError('ACCESS_DENIED_ERR');
  }

  /**
   * Asks the gateway about a PENDING payment with the amount from our database, and settles it.
   * `notPaidIsFinal` says whether the gateway's "not paid" ends it now (the customer came back from
   * the bank) or only after a while (the reconciler: they may still be paying). UNKNOWN keeps PENDING.
   */
  async function settle(
    row: repo.TransactionRow,
    gateway: PaymentGateway,
    notPaidIsFinal: (providerCode: string) => boolean,
  ): Promise<void> {
    if (row.state !== 'PENDING' || !row.authority) return;
    const outcome = await gateway.verify({ authority: row.authority, amountRial: row.amountRial });
    const now = clock.now();
    const where = { vendorId: row.vendorId, transactionId: row.id, provider: row.provider };
    if (outcome.status === 'UNKNOWN') {
      log.warn(
        { ...where, cause: outcome.cause, detail: outcome.detail, providerCode: outcome.providerCode },
        'payments.verify_unknown',
      );
      // e.g. ZarinPal -10 (merchant id or IP): nothing settles until the owner fixes it; say what.
      if (outcome.ownerReason) await repo.setOwnerReason(db, row.vendorId, row.id, outcome.ownerReason);
      return;
    }
    if (outcome.status === 'NOT_PAID') {
      if (!notPaidIsFinal(outcome.providerCode)) return;
      if (await repo.markFailed(db, row.vendorId, row.id, outcome.reason, now)) {
        log.info({ ...where, providerCode: outcome.providerCode }, 'payments.failed');
      }
      return;
    }
    const result = await changes.transaction(async (tx, publish) => {
      const done = await repo.markDone(tx, row.vendorId, row.id, outcome, now);
      // Another callback, the reconciler or another instance settled it first: nothing to do.
      if (!done) return null;
      if (await orderPayments.markOrderPaid(tx, row.vendorId, row.orderId, done.amount, now)) {
        // With the commit, on the board's channel (decision 0018): the paid order rings there.
        await publish(
          ORDER_CHANGES,
          orderChangePayload({ vendorId: row.vendorId, orderId: row.orderId, kind: 'PAID', status: 'PAID' }),
        );
        return { done, refund: false };
      }
      // Money came in for an order that no longer wants it: recorded now, given back after commit.
      const paymentState = await orderPayments.orderPaymentState(tx, row.vendorId, row.orderId);
      const reason = paymentState === 'PAID' ? REASONS.alreadyPaid : REASONS.orderMoved;
      await repo.setRefund(tx, row.vendorId, row.id, { state: 'NEEDED', reason }, now);
      return { done: { ...done, refundReason: reason }, refund: true };
    });
    if (!result) return;
    log.info({ ...where, orderId: row.orderId, refund: result.refund }, 'payments.done');
    if (result.refund) await giveBack(result.done, gateway);
  }

  /** Reverses a DONE payment that paid nothing; UNKNOWN leaves it NEEDED for the reconciler. */
  async function giveBack(row: repo.TransactionRow, gateway: PaymentGateway): Promise<void> {
    if (!row.authority) return;
    const outcome = await gateway.reverse({ authority: row.authority });
    const where = { vendorId: row.vendorId, transactionId: row.id, provider: row.provider };
    const now = clock.now();
    if (outcome.status === 'REVERSED') {
      await repo.setRefund(db, row.vendorId, row.id, { state: 'REVERSED', reason: row.refundReason }, now);
      log.info(where, 'payments.reversed');
    } else if (outcome.status === 'REFUSED') {
      // The gateway will not give it back (e.g. its 30-minute window passed): people must.
      const reason = `${row.refundReason ?? ''} ${outcome.reason} رستوران باید این مبلغ را خودش بازگرداند.`;
      await repo.setRefund(db, row.vendorId, row.id, { state: 'REFUSED', reason: reason.trim() }, now);
      log.error({ ...where, providerCode: outcome.providerCode }, 'payments.reverse_refused');
    } else {
      log.warn({ ...where, cause: outcome.cause, detail: outcome.detail }, 'payments.reverse_unknown');
    }
  }

  async function current(vendorId: string, id: string): Promise<repo.TransactionView> {
    const row = await repo.findById(db, vendorId, id);
    if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
    return row;
  }

  return {
    /** GET /api/orders/payment/{id}: opens a payment of the customer's SUBMITTED online order. */
    async start(
      vendor: VendorContext,
      auth: AuthContext,
      orderId: string,
      query: TStartPaymentQuery,
      origin: RequestOrigin,
    ): Promise<TStartedPayment> {
      requireCustomer(auth);
      const order = await orderPayments.findPayableOrder(db, vendor.id, orderId, auth.userId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      assertAwaitingPayment(order);
      const submitUrl = resolveSubmitUrl(query.submitUrl, origin);
      if (!submitUrl) {
        throw new AppError('PAYMENT_SUBMIT_URL_INVALID', {
          errors: [fieldError('submitUrl', ERROR_MESSAGES.fa.PAYMENT_SUBMIT_URL_INVALID)],
        });
      }
      const checkout = await directory
        .accountForCheckout(vendor, query.paymentServiceType)
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE') {
            throw new AppError(error.code, {
              errors: [fieldError('paymentServiceType', ERROR_MESSAGES.fa.PAYMENT_PROVIDER_UNAVAILABLE)],
            });
          }
          throw error;
        });

      const id = crypto.randomUUID();
      const now = clock.now();
      // The price is read, re-priced for a changed tip and written into the INIT row under the
      // order's row lock: what the gateway is asked for is what the order costs.
      const opened = await db.transaction(async (tx) => {
        const locked = await orderPayments.findPayableOrder(tx, vendor.id, orderId, auth.userId, true);
        if (!locked) throw new AppError('ORDER_NOT_FOUND');
        assertAwaitingPayment(locked);
        let amount = locked.finalPrice;
        if (query.tip !== undefined && query.tip !== locked.tip) {
          amount = await orderPayments.repriceTip(tx, vendor.id, orderId, query.tip, now);
        }
        if (amount <= 0) throw new AppError('ORDER_NOT_PAYABLE_ONLINE');
        const row = {
          vendorId: vendor.id,
          id,
          orderId,
          customerUserId: auth.userId,
          provider: query.paymentServiceType,
          gatewayAccountId: checkout.accountId,
          amount,
          currency: locked.currency,
          amountRial: toRial(amount, locked.currency),
          submitUrl: submitUrl.toString(),
          createdAt: now,
        };
        await repo.insertTransaction(tx, row);
        return row;
      });

      try {
        const redirect = await checkout.gateway.request({
          amountRial: opened.amountRial,
          callbackUrl: `${origin.protocol}://${origin.host}${CALLBACK_PATH}`,
          description: `سفارش ${toPersianDigits(order.number)} — ${vendor.name}`,
          ...(order.customerPhone && /^09\d{9}$/.test(order.customerPhone)
            ? { mobile: order.customerPhone }
            : {}),
          reference: id,
        });
        await repo.markSent(db, vendor.id, id, redirect.authority, clock.now());
        return {
          transactionId: id,
          redirectUrl: redirect.redirectUrl,
          amount: opened.amount,
          currency: opened.currency,
        };
      } catch (error) {
        const refused = error instanceof PaymentRequestError ? error : null;
        const reason = refused?.reason ?? REASONS.notStarted;
        await repo.markFailed(db, vendor.id, id, reason, clock.now(), refused?.ownerReason ?? null);
        if (!refused) throw error;
        log.warn(
          {
            vendorId: vendor.id,
            transactionId: id,
            failure: refused.failure,
            providerCode: refused.providerCode,
            detail: refused.message,
          },
          'payments.request_failed',
        );
        // Nothing was charged. "Rejected" asks for another way to pay; anything else, to try again.
        // The gateway's own reason, in Persian, goes beside the way of paying the customer chose.
        throw new AppError(
          refused.failure === 'rejected' ? 'PAYMENT_REQUEST_REJECTED' : 'PAYMENT_GATEWAY_UNAVAILABLE',
          { errors: [fieldError('paymentServiceType', refused.reason)] },
        );
      }
    },

    /**
     * The gateway's callback (public: the customer's browser). It only triggers the server-to-server
     * verify with our own amount, then sends the browser to the landing page with the outcome.
     */
    async callback(vendor: VendorContext, query: unknown): Promise<CallbackAnswer> {
      const named = parseAuthorityCallback(query);
      if (!named) return { kind: 'unknown' };
      const found = await repo.findByAuthority(db, vendor.id, named.authority);
      if (!found || !directory.parseCallback(found.provider, query)) return { kind: 'unknown' };
      const payer = { id: vendor.id, name: vendor.name };
      const gateway = await directory.gatewayForPayment(payer, found.provider);
      if (gateway) {
        // The customer is back from the bank: "not paid" now is final.
        await settle(found, gateway, () => true);
      } else {
        log.error({ vendorId: vendor.id, transactionId: found.id }, 'payments.gateway_gone');
      }
      const now = await current(vendor.id, found.id);
      return { kind: 'redirect', location: landingUrl(now.submitUrl, now.id, resultOf(now.state)) };
    },

    /** POST /api/transactions/verify: the owner asks again (idempotent). */
    async verifyAgain(
      vendor: VendorContext,
      auth: AuthContext,
      transactionId: string,
    ): Promise<TTransaction> {
      requireCustomer(auth);
      const found = await repo.findById(db, vendor.id, transactionId, auth.userId);
      if (!found) throw new AppError('TRANSACTION_NOT_FOUND');
      if (found.state === 'PENDING') {
        const payer = { id: vendor.id, name: vendor.name };
        const gateway = await directory.gatewayForPayment(payer, found.provider);
        // The customer may still be on the bank's page in another tab: only a clear answer settles.
        if (gateway) await settle(found, gateway, (code) => code !== '-51');
        return toTransaction(await current(vendor.id, found.id));
      }
      return toTransaction(found);
    },

    async listMine(
      vendor: VendorContext,
      auth: AuthContext,
      query: { pageNumber: number; pageSize: number },
    ): Promise<TPage<TTransaction>> {
      requireCustomer(auth);
      const { rows, total } = await repo.listForCustomer(db, vendor.id, auth.userId, pageWindow(query));
      return {
        data: rows.map((row) => toTransaction(row)),
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
        totalCount: total,
      };
    },

    /** An order's payments: its customer's own order, or any of the vendor's for staff with ORDERS_VIEW. */
    async listForOrder(vendor: VendorContext, auth: AuthContext, orderId: string): Promise<TTransaction[]> {
      const isStaff = auth.kind === 'VENDOR' || auth.kind === 'STAFF';
      if (auth.kind !== 'CUSTOMER' && !(isStaff && auth.permissions.has(ORDERS_VIEW))) {
        throw new AppError('ACCESS_DENIED_ERR');
      }
      const customer = auth.kind === 'CUSTOMER' ? auth.userId : undefined;
      if (!(await orderPayments.orderExists(db, vendor.id, orderId, customer)))
        throw new AppError('ORDER_NOT_FOUND');
      const rows = await repo.listForOrder(db, vendor.id, orderId);
      return rows.map((row) => toTransaction(row, isStaff));
    },

    /**
     * One reconciler run (every minute, any instance): asks about payments older than two minutes
     * whose callback never settled them, and gives back money still owed. Safe to run on several
     * instances at once: settling is the same conditional UPDATE the callback uses.
     */
    async reconcile(): Promise<{ checked: number }> {
      const now = clock.now();
      const rows = await repo.listOpen(db, new Date(now.getTime() - RECONCILE_AFTER_MS), RECONCILE_BATCH);
      for (const row of rows) {
        try {
          await reconcileOne(row, now);
        } catch (error) {
          log.error(
            { err: error, vendorId: row.vendorId, transactionId: row.id },
            'payments.reconcile_failed',
          );
        }
      }
      return { checked: rows.length };
    },
  };

  async function reconcileOne(row: repo.OpenTransaction, now: Date) {
    // INIT for two minutes: the gateway was never reached or the server stopped before it was;
    // no authority was handed to the customer, so nothing can have been paid.
    if (row.state === 'INIT') {
      await repo.markFailed(db, row.vendorId, row.id, REASONS.notStarted, now);
      return;
    }
    const payer = { id: row.vendorId, name: row.vendorName };
    const gateway = await directory.gatewayForPayment(payer, row.provider);
    if (!gateway) {
      log.error({ vendorId: row.vendorId, transactionId: row.id }, 'payments.gateway_gone');
      await repo.touch(db, row.vendorId, row.id, now);
      return;
    }
    if (row.state === 'DONE') {
      await giveBack(row, gateway);
      await repo.touch(db, row.vendorId, row.id, now);
      return;
    }
    const abandoned = now.getTime() - row.createdAt.getTime() > ABANDONED_AFTER_MS;
    // -51 ("not paid") may only mean the customer is still on the bank's page; the other "no"s are final.
    await settle(row, gateway, (code) => code !== '-51' || abandoned);
    const after = await repo.findById(db, row.vendorId, row.id);
    if (after?.state === 'PENDING') {
      await repo.touch(db, row.vendorId, row.id, now);
      // Still unknown after half an hour: the gateway cannot say, or the account is gone. People look.
      if (abandoned) log.warn({ vendorId: row.vendorId, transactionId: row.id }, 'payments.pending_long');
    }
  }
}

function assertAwaitingPayment(order: orderPayments.PayableOrder) {
  if (order.paymentMethod !== 'ONLINE') throw new AppError('ORDER_NOT_PAYABLE_ONLINE');
  if (order.paymentState === 'PAID') throw new AppError('ORDER_ALREADY_PAID');
  if (order.status !== 'SUBMITTED' || order.paymentState !== 'PENDING') {
    throw new AppError('ORDER_NOT_AWAITING_PAYMENT');
  }
}

/**
 * Where the customer lands after the bank, which must be the vendor's own site: an absolute http(s)
 * URL on exactly the request's host, or a path on it. Anything else would make the callback an open
 * redirect (decision 0016). Null when refused.
 */
export function resolveSubmitUrl(raw: string, origin: RequestOrigin): URL | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > 2000 || /[\s\\]/.test(text)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(`${origin.protocol}://${origin.host}/`);
    // A path ("/checkout/result") is on the request's own host; "//other" is a host, not a path.
    url = text.startsWith('/') && !text.startsWith('//') ? new URL(text, base) : new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.host !== base.host) return null;
  url.hash = '';
  return url;
}

function landingUrl(submitUrl: string, transactionId: string, result: TPaymentResult): string {
  const url = new URL(submitUrl);
  url.searchParams.set('transactionId', transactionId);
  url.searchParams.set('paymentResult', result);
  return url.toString();
}

function resultOf(state: repo.TransactionRow['state']): TPaymentResult {
  if (state === 'DONE') return 'DONE';
  if (state === 'FAILED') return 'FAILED';
  return 'PENDING';
}

/** `forStaff`: the owner's reason is for the restaurant's people, never for its customers. */
function toTransaction(row: repo.TransactionView, forStaff = false): TTransaction {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    kind: null,
    provider: row.provider,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    refId: row.refId,
    cardPan: row.cardPan,
    failureReason: row.failureReason,
    ownerReason: forStaff ? row.ownerReason : null,
    refundState: row.refundState,
    refundReason: row.refundReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
