import {
  BOARD_HIDDEN_BY_DEFAULT,
  boardStatesOf,
  checkOrderTransition,
  initialOrderState,
  NEW_ORDER_ALARM_LIMIT,
  OrderStatus,
  paymentStateAt,
  RejectReason,
  type TAcknowledgeOrdersRequest,
  type TBoardOrdersPage,
  type TBoardOrdersQuery,
  type TChangeOrderStateRequest,
  type TCreateOrderRequest,
  type TMyOrdersQuery,
  type TNewOrderAlarm,
  type TOrder,
  type TOrderEventKind,
  type TOrderListRow,
  type TOrderQuote,
  type TOrderQuoteRequest,
  type TOrderStatus,
  type TPage,
  type TPermission,
} from '@sofreh/domain';
import type { Executor } from '../../db/database';
import type { AuthContext, VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import { pageWindow } from '../../platform/paging';
import * as board from './order-board.repository';
import { publishOrderChange } from './order-events';
import { readOrder } from './order-view';
import * as repo from './orders.repository';
import {
  createOrderPlacement,
  discountSnapshot,
  type OrderPlacement,
  type OrdersDeps,
  type SubmitResult,
} from './place-order';
import { refundFieldsOf } from './refunds.repository';
import type { ClaimedRefund } from './refunds.service';

const CREATE_SCOPE = 'POST /api/orders';
/**
 * How old the menu behind a cart's quote may be (decision 0014). The cart asks on every change; a
 * quote a moment behind a change is harmless, because placing the order reads everything afresh.
 */
const QUOTE_MAX_AGE_MS = 1000;
const ORDERS_VIEW: TPermission = 'ORDERS_VIEW';
const ORDERS_MANAGE: TPermission = 'ORDERS_MANAGE';

export type OrdersService = ReturnType<typeof createOrdersService>;

/** The customer's order (website or QR table) as a placement: the channel is the request's source. */
function customerPlacement(auth: AuthContext, request: TOrderQuoteRequest): OrderPlacement {
  const code = request.discountCode?.trim();
  return {
    source: request.source,
    menu: request.source,
    deliveryType: request.deliveryType,
    items: request.items,
    addressId: request.addressId,
    tableNumber: request.tableNumber,
    numberOfPerson: request.numberOfPerson,
    description: request.description,
    tip: request.tip,
    // A quote has no payment method yet; nothing it checks depends on one.
    paymentMethod: request.paymentMethod ?? 'CASH',
    customerUserId: auth.userId,
    openingHours: 'apply',
    discount: code ? { code, field: 'discountCode' } : null,
  };
}

/**
 * Customer ordering: the quote the cart shows on every change, and idempotent submission
 * (decision 0014), both through the orders module's one placement (place-order.ts, decision 0040),
 * so a quote and a submission on the same data never disagree.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { database, clock } = deps;
  const db = database.db;
  const placement = createOrderPlacement(deps);

  function announce(vendorId: string, orderId: string, kind: TOrderEventKind, status: TOrderStatus) {
    if (!deps.changes) return Promise.resolve();
    return publishOrderChange(deps.changes, vendorId, orderId, kind, status, deps.onPublishError);
  }

  return {
    /** The cart priced by the server, with what stops it being ordered (never a refusal). */
    async quote(vendor: VendorContext, auth: AuthContext, request: TOrderQuoteRequest): Promise<TOrderQuote> {
      const checked = await placement.evaluate(db, vendor.id, customerPlacement(auth, request), {
        stopEarly: false,
        maxAgeMs: QUOTE_MAX_AGE_MS,
      });
      return {
        lines: checked.result.lines,
        totals: checked.result.totals,
        currency: checked.terms.currency,
        minimumBasket: checked.terms.minimumBasket,
        isOpen: checked.result.isOpen,
        discount: discountSnapshot(checked.discount),
        problems: checked.problems,
        canSubmit: checked.problems.length === 0,
      };
    },

    /**
     * Places the customer's order once per Idempotency-Key (placeOrder): a key already answered
     * replays its order (same sender and body) or is refused (409); a refused or failed attempt
     * leaves nothing, not even the key. It starts in the review queue, or awaiting its online payment.
     */
    submit(
      vendor: VendorContext,
      auth: AuthContext,
      request: TCreateOrderRequest,
      idempotencyKey: string,
    ): Promise<SubmitResult> {
      return placement.placeOrder(vendor, customerPlacement(auth, request), {
        placedBy: auth.userId,
        ...initialOrderState(request.paymentMethod),
        idempotency: {
          key: idempotencyKey,
          requestHash: requestHash(CREATE_SCOPE, request),
          senderUserId: auth.userId,
        },
        forStaff: false,
      });
    },

    /** The caller's orders at this vendor, newest first. */
    async listMine(
      vendor: VendorContext,
      auth: AuthContext,
      query: TMyOrdersQuery,
    ): Promise<TPage<TOrderListRow>> {
      const [rows, total] = await Promise.all([
        repo.listCustomerOrders(db, vendor.id, auth.userId, pageWindow(query)),
        repo.countCustomerOrders(db, vendor.id, auth.userId),
      ]);
      return {
        data: rows.map((row) => ({
          ...row,
          itemCount: Number(row.itemCount),
          createdAt: row.createdAt.toISOString(),
          ...refundFieldsOf(row),
        })),
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
        totalCount: total,
      };
    },

    /**
     * One order: a customer sees their own, staff with ORDERS_VIEW any of the vendor's. Anything else
     * of this vendor's, and everything of another vendor's, is ORDER_NOT_FOUND.
     */
    /** The board: the vendor's orders under the filters, newest first, with per-state counts. */
    async listForBoard(
      vendor: VendorContext,
      auth: AuthContext,
      query: TBoardOrdersQuery,
    ): Promise<TBoardOrdersPage> {
      requireStaff(auth, ORDERS_VIEW);
      const [rows, byState] = await Promise.all([
        board.listBoardOrders(db, vendor.id, query),
        board.countBoardOrdersByState(db, vendor.id, query),
      ]);
      const counts = Object.fromEntries(OrderStatus.options.map((s) => [s, 0])) as Record<
        TOrderStatus,
        number
      >;
      for (const { status, n } of byState) counts[status] = n;
      const allCount = OrderStatus.options
        .filter((s) => !BOARD_HIDDEN_BY_DEFAULT.includes(s))
        .reduce((sum, s) => sum + counts[s], 0);
      return {
        data: rows.map((row) => ({
          id: row.id,
          number: row.number,
          status: row.status,
          source: row.source,
          deliveryType: row.deliveryType,
          paymentMethod: row.paymentMethod,
          paymentState: row.paymentState,
          finalPrice: row.finalPrice,
          currency: row.currency,
          itemCount: Number(row.itemCount),
          tableNumber: row.tableNumber,
          addressText: row.addressText,
          customerName: [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || null,
          customerPhone: row.phoneNumber ?? null,
          createdAt: row.createdAt.toISOString(),
          ...refundFieldsOf(row),
        })),
        take: query.take,
        totalCount: boardStatesOf(query)?.reduce((sum, s) => sum + counts[s], 0) ?? allCount,
        counts,
        allCount,
      };
    },

    /**
     * Staff move an order along the transition table (docs/order-states.md). Same state:
     * DUPLICATE_ORDER_STATE; off the table: INVALID_ORDER_STATE; of two people at once exactly one
     * wins and the other hears which of the two it is now. A cash or card order handed over becomes
     * PAID in the same statement (`paymentStateAt`, decision 0031). Answers the order as staff see it.
     */
    async changeState(
      vendor: VendorContext,
      auth: AuthContext,
      request: TChangeOrderStateRequest,
    ): Promise<TOrder> {
      requireStaff(auth, ORDERS_MANAGE);
      const found = await repo.findOrder(db, vendor.id, request.orderId);
      if (!found) throw new AppError('ORDER_NOT_FOUND');
      const current = found.order;
      // The move is meant from the state the person saw: a reject meant for the review queue must
      // not reject an order someone confirmed a moment ago.
      if (current.status !== request.fromStatus) throw movedMeanwhile(current.status, request.status);
      const check = checkOrderTransition(current, request.status, 'STAFF');
      if (!check.ok) throw new AppError(check.code);
      const rejection = request.rejectReason
        ? { reason: request.rejectReason, note: request.note || null }
        : undefined;
      const at = clock.now();
      const move = (executor: Executor) =>
        board.moveOrderState(executor, {
          vendorId: vendor.id,
          orderId: current.id,
          from: request.fromStatus,
          to: request.status,
          actorUserId: auth.userId,
          // The history says why in words: the reason's label and the person's note.
          note: historyNoteOf(request),
          at,
          // Cash and card are collected when the order is handed over (decision 0031).
          markPaid: paymentStateAt(current, request.status) === 'PAID' && current.paymentState !== 'PAID',
          preparationMinutes: request.status === 'CONFIRMED' ? request.preparationMinutes : undefined,
          rejection: request.status === 'REJECTED' ? rejection : undefined,
        });
      let moved: boolean;
      let claimed: ClaimedRefund | null = null;
      if (request.status === 'REJECTED' && deps.refunds) {
        // Rejecting an order paid online gives its money back in the same action: the move and the
        // refund's row commit together (decision 0046); the gateway is asked after the commit.
        const refunds = deps.refunds;
        const result = await db.transaction(async (tx) => {
          if (!(await move(tx))) return { moved: false, claimed: null };
          const claim = await refunds.claimForRejection(tx, {
            vendorId: vendor.id,
            order: current,
            actorUserId: auth.userId,
            reason: `رد سفارش: ${historyNoteOf(request)}`,
            at,
          });
          return { moved: true, claimed: claim };
        });
        moved = result.moved;
        claimed = result.claimed;
      } else {
        moved = await move(db);
      }
      if (!moved) {
        // Someone moved it between our read and our write: say where it is now.
        const now = await repo.findOrder(db, vendor.id, request.orderId);
        if (!now) throw new AppError('ORDER_NOT_FOUND');
        throw movedMeanwhile(now.order.status, request.status);
      }
      if (claimed) await deps.refunds!.sendClaimed(claimed);
      await announce(vendor.id, current.id, 'STATE_CHANGED', request.status);
      const order = await readOrder(db, vendor.id, current.id, undefined, true);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return order;
    },

    /**
     * The panel-wide alarm (decision 0045): the orders waiting for someone (PAID, NEEDFORCALL) that
     * nobody at the restaurant acknowledged yet, whenever they came — a panel opened later rings too.
     */
    async newOrderAlarm(vendor: VendorContext, auth: AuthContext): Promise<TNewOrderAlarm> {
      requireStaff(auth, ORDERS_VIEW);
      const { rows, total } = await board.listUnseenOrders(db, vendor.id, NEW_ORDER_ALARM_LIMIT);
      return {
        orders: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        totalCount: total,
      };
    },

    /**
     * «دیدم»: the named orders are seen, for the whole restaurant, so every open panel stops ringing
     * for them (each hears an ACKNOWLEDGED event). An order not named keeps ringing: only what the
     * person saw is acknowledged. Another vendor's ids, or ids already acknowledged, change nothing.
     */
    async acknowledgeOrders(
      vendor: VendorContext,
      auth: AuthContext,
      request: TAcknowledgeOrdersRequest,
    ): Promise<TNewOrderAlarm> {
      requireStaff(auth, ORDERS_VIEW);
      const seen = await board.acknowledgeOrders(db, vendor.id, request.orderIds, auth.userId, clock.now());
      await Promise.all(
        seen.map((orderId) =>
          deps.changes
            ? publishOrderChange(deps.changes, vendor.id, orderId, 'ACKNOWLEDGED', null, deps.onPublishError)
            : null,
        ),
      );
      return this.newOrderAlarm(vendor, auth);
    },

    async get(vendor: VendorContext, auth: AuthContext, orderId: string): Promise<TOrder> {
      const isStaff = auth.kind === 'VENDOR' || auth.kind === 'STAFF';
      if (auth.kind !== 'CUSTOMER' && !(isStaff && auth.permissions.has(ORDERS_VIEW))) {
        throw new AppError('ACCESS_DENIED_ERR');
      }
      const order = await readOrder(
        db,
        vendor.id,
        orderId,
        auth.kind === 'CUSTOMER' ? auth.userId : undefined,
        isStaff,
      );
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return order;
    },
  };
}

/**
 * The order is no longer in the state a move was meant from: DUPLICATE_ORDER_STATE when someone already
 * made the same move, else INVALID_ORDER_STATE; either way the person hears where it is now.
 */
function movedMeanwhile(current: TOrderStatus, wanted: TOrderStatus) {
  return new AppError(current === wanted ? 'DUPLICATE_ORDER_STATE' : 'INVALID_ORDER_STATE', {
    errors: [
      fieldError('fromStatus', `این سفارش اکنون «${OrderStatus.labels[current]}» است؛ آن را دوباره ببینید.`),
    ],
  });
}

/** A move's history note: a rejection's reason in words, then the person's own note. */
function historyNoteOf(request: TChangeOrderStateRequest): string | null {
  const note = request.note || null;
  if (request.status !== 'REJECTED' || !request.rejectReason || request.rejectReason === 'OTHER') return note;
  const reason = RejectReason.labels[request.rejectReason];
  return note ? `${reason} — ${note}` : reason;
}

/** Staff (owner or employee) holding `permission`; anyone else is refused before anything is read. */
export function requireStaff(auth: AuthContext, permission: TPermission) {
  const isStaff = auth.kind === 'VENDOR' || auth.kind === 'STAFF';
  if (!isStaff || !auth.permissions.has(permission)) throw new AppError('ACCESS_DENIED_ERR');
}
