import crypto from 'node:crypto';
import {
  type AppliedDiscount,
  activeFoodShiftIds,
  BOARD_HIDDEN_BY_DEFAULT,
  type CatalogItem,
  checkOrderTransition,
  ERROR_MESSAGES,
  initialOrderState,
  type OrderingTerms,
  type OrderProblem,
  type OrderQuoteResult,
  OrderStatus,
  paymentStateAt,
  quoteOrder,
  type TBoardOrdersPage,
  type TBoardOrdersQuery,
  type TChangeOrderStateRequest,
  type TCreateOrderRequest,
  type TMyOrdersQuery,
  type TOrder,
  type TOrderDiscount,
  type TOrderEventKind,
  type TOrderListRow,
  type TOrderQuote,
  type TOrderQuoteRequest,
  type TOrderStatus,
  type TPage,
  type TPermission,
} from '@sofreh/domain';
import type { Database, Executor } from '../../db/database';
import type { ChangePublisher } from '../../platform/change-feed';
import type { Clock } from '../../platform/clock';
import type { AuthContext, VendorContext } from '../../platform/context';
import { AppError, fieldError, statusOf } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import { pageWindow } from '../../platform/paging';
import { keepRecent } from '../../platform/recent-map';
import * as board from './order-board.repository';
import { publishOrderChange } from './order-events';
import type { DeliveryQuote, OrderPorts } from './orders.ports';
import * as repo from './orders.repository';

const CREATE_SCOPE = 'POST /api/orders';
/**
 * How old the vendor's terms and menu behind a quote may be (decision 0014). The cart asks on every
 * change; a quote a moment behind a change is harmless, because submission reads everything afresh.
 */
const QUOTE_MAX_AGE_MS = 1000;
const MAX_QUOTED_VENDORS = 500;
/**
 * How many times a submission checks and tries again when the vendor's terms or menu changed under it
 * (decision 0033): each try takes the committed ones, so only a vendor changing them without pause
 * could use them all up.
 */
const MAX_PLACEMENT_TRIES = 5;

/** The terms and catalog version an order was checked against, as its statement compares them. */
type CheckedFacts = { terms: OrderingTerms; termsJson: string; catalogVersion: number };

const sameFacts = (a: CheckedFacts, b: CheckedFacts) =>
  a.catalogVersion === b.catalogVersion && a.termsJson === b.termsJson;

/** The customer's mistake or the order's refusal (4xx), as opposed to a failure. */
const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && (error.options.status ?? statusOf(error.code)) < 500;
const ORDERS_VIEW: TPermission = 'ORDERS_VIEW';
const ORDERS_MANAGE: TPermission = 'ORDERS_MANAGE';

export type OrdersService = ReturnType<typeof createOrdersService>;
type PortOutcome<T> = { value: T | null; problem: OrderProblem | null; status?: number };
export type OrdersDeps = OrderPorts & {
  database: Database;
  clock: Clock;
  /** Where "an order changed" goes (decision 0018); without it nobody hears live. */
  changes?: Pick<ChangePublisher, 'publish'>;
  /** Where a failed publish is reported: the order itself stands. */
  onPublishError?: (error: unknown) => void;
};

/** The answer to a submission: 201 for a new order, 200 when the key names one already made. */
export type SubmitResult = { order: TOrder; replayed: boolean };

/**
 * Customer ordering: the quote the cart shows on every change, and idempotent submission
 * (decision 0014). Prices, visibility and every check come from `quoteOrder` over data loaded here,
 * so a quote and a submission on the same data never disagree.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { database, clock } = deps;
  const db = database.db;
  const factsSql: repo.OrderingFactsSql = {
    terms: deps.terms.sql(repo.VENDOR_ID),
    catalogVersion: deps.catalog.versionSql(repo.VENDOR_ID),
  };
  const readFacts = repo.orderingFactsStatement(factsSql);
  const placeOrderGraph = repo.orderGraphPlacement(factsSql);

  /**
   * Per vendor, the terms and catalog version its last order was checked against (decision 0033). An
   * order is checked against these and its statement inserts it only if they are still the committed
   * ones; if not, it answers the current ones and the order is checked again. So keeping them is
   * exact, needs no invalidation, and spares a read before every order.
   */
  const checkedFacts = new Map<string, CheckedFacts>();
  function remember(vendorId: string, row: repo.OrderingFactsRow): CheckedFacts {
    const facts: CheckedFacts = {
      terms: deps.terms.fromJson(row.terms),
      termsJson: typeof row.terms === 'string' ? row.terms : JSON.stringify(row.terms),
      catalogVersion: row.catalogVersion,
    };
    keepRecent(checkedFacts, vendorId, facts, MAX_QUOTED_VENDORS);
    return facts;
  }
  async function readCurrentFacts(vendorId: string) {
    return remember(vendorId, await readFacts(db, vendorId));
  }

  function announce(vendorId: string, orderId: string, kind: TOrderEventKind, status: TOrderStatus) {
    if (!deps.changes) return Promise.resolve();
    return publishOrderChange(deps.changes, vendorId, orderId, kind, status, deps.onPublishError);
  }

  const quotedTerms = new Map<string, { at: number; terms: Promise<OrderingTerms> }>();
  /** The vendor's terms as read at most `maxAgeMs` ago (0: read now). */
  function termsOf(executor: Executor, vendorId: string, now: Date, maxAgeMs: number) {
    if (maxAgeMs === 0) return deps.terms.load(executor, vendorId);
    const kept = quotedTerms.get(vendorId);
    // A clock set back counts as not recent.
    const age = kept ? now.getTime() - kept.at : -1;
    if (kept && age >= 0 && age < maxAgeMs) return kept.terms;
    const terms = deps.terms.load(executor, vendorId);
    // A failed read is not kept.
    terms.catch(() => {
      if (quotedTerms.get(vendorId)?.terms === terms) quotedTerms.delete(vendorId);
    });
    keepRecent(quotedTerms, vendorId, { at: now.getTime(), terms }, MAX_QUOTED_VENDORS);
    return terms;
  }

  /** Everything an order is checked against that does not depend on the customer's address or code. */
  async function loadFacts(
    executor: Executor,
    vendorId: string,
    request: TOrderQuoteRequest,
    now: Date,
    maxAgeMs = 0,
  ) {
    const ids = [...new Set(request.items.map((i) => i.menuItemId))];
    const [terms, catalog] = await Promise.all([
      termsOf(executor, vendorId, now, maxAgeMs),
      deps.catalog.loadItems(executor, vendorId, ids, maxAgeMs),
    ]);
    return {
      terms,
      items: new Map<string, CatalogItem>(catalog.items.map((item) => [item.id, item])),
      runningShiftIds: new Set(activeFoodShiftIds(catalog.shifts, now)),
      now,
    };
  }
  type Facts = Awaited<ReturnType<typeof loadFacts>>;

  function quote(
    facts: Facts,
    request: TOrderQuoteRequest,
    deliveryCost: number,
    discount: AppliedDiscount | null,
  ) {
    return quoteOrder({
      ...facts,
      order: {
        serviceType: request.serviceType,
        channel: request.source,
        items: request.items,
        addressId: request.addressId,
        tableNumber: request.tableNumber,
        tip: request.tip,
      },
      deliveryCost,
      discount,
    });
  }

  const isDelivered = (request: TOrderQuoteRequest) =>
    request.serviceType === 'DELIVER' || request.serviceType === 'ZFEXPRESS';

  /**
   * Runs a port and turns its refusal into a problem with the request field it concerns. A code the
   * customer typed that does not exist is bad input (400), not a missing resource.
   */
  async function fromPort<T>(
    field: 'addressId' | 'discountCode',
    work: () => Promise<T>,
  ): Promise<PortOutcome<T>> {
    try {
      return { value: await work(), problem: null };
    } catch (error) {
      if (!(error instanceof AppError) || statusOf(error.code) >= 500) throw error;
      const problem: OrderProblem = { code: error.code, field, message: ERROR_MESSAGES.fa[error.code] };
      return { value: null, problem, status: field === 'discountCode' ? 400 : error.options.status };
    }
  }

  function refusal(problems: readonly OrderProblem[], status?: number): AppError {
    const first = problems[0]!;
    const errors = problems.flatMap((p) => (p.field ? [fieldError(p.field, p.message)] : []));
    return new AppError(first.code, { errors, ...(status ? { status } : {}) });
  }

  async function deliveryFor(
    executor: Executor,
    vendorId: string,
    userId: string,
    request: TOrderQuoteRequest,
  ): Promise<PortOutcome<DeliveryQuote>> {
    if (!isDelivered(request) || !request.addressId) return { value: null, problem: null };
    const addressId = request.addressId;
    return fromPort('addressId', () => deps.delivery.quoteForAddress(executor, vendorId, userId, addressId));
  }

  async function discountFor(
    executor: Executor,
    vendorId: string,
    userId: string,
    request: TOrderQuoteRequest,
    now: Date,
    orderSubtotal: number,
  ): Promise<PortOutcome<AppliedDiscount>> {
    const code = request.discountCode?.trim();
    if (!code) return { value: null, problem: null };
    return fromPort('discountCode', () =>
      deps.discounts.resolve(executor, vendorId, userId, code, now, { orderSubtotal }),
    );
  }

  /** Items + toppings of the lines that can be ordered, before any discount. */
  const subtotalOf = (result: OrderQuoteResult) =>
    result.totals.sumOfItemsPrice + result.totals.sumOfItemToppingsPrice;

  /** A stored key answers its own order to its own sender with the same body, and nothing else. */
  async function replay(
    vendor: VendorContext,
    auth: AuthContext,
    stored: repo.IdempotencyKeyRow,
    hash: string,
  ) {
    if (stored.userId !== auth.userId || stored.requestHash !== hash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    const order = await readOrder(db, vendor.id, stored.orderId, auth.userId, false);
    if (!order) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { order, replayed: true };
  }

  return {
    /** The cart priced by the server, with what stops it being ordered (never a refusal). */
    async quote(vendor: VendorContext, auth: AuthContext, request: TOrderQuoteRequest): Promise<TOrderQuote> {
      const now = clock.now();
      const [facts, delivery] = await Promise.all([
        loadFacts(db, vendor.id, request, now, QUOTE_MAX_AGE_MS),
        deliveryFor(db, vendor.id, auth.userId, request),
      ]);
      const undiscounted = quote(facts, request, 0, null);
      const discount = await discountFor(db, vendor.id, auth.userId, request, now, subtotalOf(undiscounted));
      const result = quote(facts, request, delivery.value?.price ?? 0, discount.value);
      const problems = [...result.problems];
      if (delivery.problem) problems.push(delivery.problem);
      if (discount.problem) problems.push(discount.problem);
      return {
        lines: result.lines,
        totals: result.totals,
        currency: facts.terms.currency,
        minimumBasket: facts.terms.minimumBasket,
        isOpen: result.isOpen,
        discount: discountSnapshot(discount.value),
        problems,
        canSubmit: problems.length === 0,
      };
    },

    /**
     * Places an order once per Idempotency-Key. A key already answered replays its order (same sender
     * and body) or is refused (409); a refused or failed attempt leaves nothing, not even the key.
     * The order is checked against the terms and menu its vendor's last order was checked against,
     * and written in one statement that only inserts it if those are still current (decision 0033).
     */
    async submit(
      vendor: VendorContext,
      auth: AuthContext,
      request: TCreateOrderRequest,
      idempotencyKey: string,
    ): Promise<SubmitResult> {
      const hash = requestHash(CREATE_SCOPE, request);
      const orderId = crypto.randomUUID();
      const ids = [...new Set(request.items.map((i) => i.menuItemId))];
      const claim = { key: idempotencyKey, requestHash: hash, userId: auth.userId };
      let facts = checkedFacts.get(vendor.id);
      /** Whether `facts` were read during this request (then a refusal against them stands). */
      let current = false;
      if (!facts) {
        facts = await readCurrentFacts(vendor.id);
        current = true;
      }

      /** One attempt against `checkedWith`; all or nothing: one statement, or one transaction. */
      const attempt = async (checkedWith: CheckedFacts) => {
        const now = clock.now();
        const catalog = await deps.catalog.loadItems(db, vendor.id, ids, 0, checkedWith.catalogVersion);
        const checkFacts: Facts = {
          terms: checkedWith.terms,
          items: new Map<string, CatalogItem>(catalog.items.map((item) => [item.id, item])),
          runningShiftIds: new Set(activeFoodShiftIds(catalog.shifts, now)),
          now,
        };
        const early = quote(checkFacts, request, 0, null);
        if (early.problems.length > 0) throw refusal(early.problems);
        const place = async (executor: Executor) => {
          const delivery = await deliveryFor(executor, vendor.id, auth.userId, request);
          if (delivery.problem) throw refusal([delivery.problem], delivery.status);
          const discount = await discountFor(
            executor,
            vendor.id,
            auth.userId,
            request,
            now,
            subtotalOf(early),
          );
          if (discount.problem) throw refusal([discount.problem], discount.status);
          // Without a delivery price or a discount the order is priced exactly as the early check was.
          const result =
            delivery.value || discount.value
              ? quote(checkFacts, request, delivery.value?.price ?? 0, discount.value)
              : early;
          if (result.problems.length > 0) throw refusal(result.problems);
          const created = buildOrder({
            orderId,
            vendor,
            auth,
            request,
            facts: checkFacts,
            result,
            delivery: delivery.value,
            discount: discount.value,
            idempotency: claim,
          });
          const placed = await placeOrderGraph(executor, created.row, checkedWith);
          // Nothing written: the transaction, if any, commits empty.
          if (placed.outcome !== 'PLACED') return placed;
          if (discount.value) {
            const codeId = discount.value.id;
            // Another order may have taken the last use since the check above: the same refusal, beside
            // the code, as when the check itself sees it used up.
            const claimed = await fromPort('discountCode', () =>
              deps.discounts.claim(executor, vendor.id, codeId, auth.userId, orderId, { newOrder: true }),
            );
            if (claimed.problem) throw refusal([claimed.problem], claimed.status);
          }
          return { outcome: 'PLACED' as const, order: created.detail(placed.number, placed.customer) };
        };
        // Without a delivery address or a discount code no port runs: the order is one statement,
        // atomic on its own, and needs no BEGIN and COMMIT around it.
        const usesPorts =
          (isDelivered(request) && Boolean(request.addressId)) || Boolean(request.discountCode?.trim());
        return usesPorts ? await db.transaction((tx) => place(tx)) : await place(db);
      };

      for (let tries = 0; tries < MAX_PLACEMENT_TRIES; tries++) {
        let placed: Awaited<ReturnType<typeof attempt>>;
        try {
          placed = await attempt(facts);
        } catch (error) {
          if (repo.isIdempotencyKeyTaken(error)) {
            // Another request with this key committed while this one waited for it.
            const stored = await repo.findIdempotencyKey(db, vendor.id, idempotencyKey);
            if (!stored) throw error;
            return replay(vendor, auth, stored, hash);
          }
          if (!isRefusal(error)) throw error;
          // A refusal stands only against the committed terms and menu…
          if (!current) {
            const now = await readCurrentFacts(vendor.id);
            current = true;
            if (!sameFacts(now, facts)) {
              facts = now;
              continue;
            }
          }
          // …and a key that already placed its order gets that order, whatever the menu says now.
          const stored = await repo.findIdempotencyKey(db, vendor.id, idempotencyKey);
          if (stored) return replay(vendor, auth, stored, hash);
          throw error;
        }
        if (placed.outcome === 'KEY_TAKEN') return replay(vendor, auth, placed.stored, hash);
        if (placed.outcome === 'FACTS_CHANGED') {
          facts = remember(vendor.id, placed.facts);
          current = true;
          continue;
        }
        // Committed: every open board of the vendor hears of it (a SUBMITTED one stays quiet there).
        // The customer's answer does not wait for the hint to go out: it is batched with other
        // orders' hints, never throws, and a board that misses one catches up by polling.
        void announce(vendor.id, placed.order.id, 'CREATED', placed.order.status);
        return { order: placed.order, replayed: false };
      }
      throw new Error(
        `the terms or menu of vendor ${vendor.id} changed under every attempt to place an order`,
      );
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
          serviceType: row.serviceType,
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
        })),
        take: query.take,
        totalCount: query.status ? counts[query.status] : allCount,
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
      const moved = await board.moveOrderState(db, {
        vendorId: vendor.id,
        orderId: current.id,
        from: request.fromStatus,
        to: request.status,
        actorUserId: auth.userId,
        note: request.note || null,
        at: clock.now(),
        // Cash and card are collected when the order is handed over (decision 0031).
        markPaid: paymentStateAt(current, request.status) === 'PAID' && current.paymentState !== 'PAID',
      });
      if (!moved) {
        // Someone moved it between our read and our write: say where it is now.
        const now = await repo.findOrder(db, vendor.id, request.orderId);
        if (!now) throw new AppError('ORDER_NOT_FOUND');
        throw movedMeanwhile(now.order.status, request.status);
      }
      await announce(vendor.id, current.id, 'STATE_CHANGED', request.status);
      const order = await readOrder(db, vendor.id, current.id, undefined, true);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return order;
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

/** Staff (owner or employee) holding `permission`; anyone else is refused before anything is read. */
export function requireStaff(auth: AuthContext, permission: TPermission) {
  const isStaff = auth.kind === 'VENDOR' || auth.kind === 'STAFF';
  if (!isStaff || !auth.permissions.has(permission)) throw new AppError('ACCESS_DENIED_ERR');
}

// ─── Building and reading the order's shape ────────────────────────────────────────────────────────

export function discountSnapshot(applied: AppliedDiscount | null): TOrderDiscount | null {
  if (!applied) return null;
  const d = applied.discount;
  return {
    codeId: applied.id,
    code: applied.code,
    type: d.type,
    value: d.type === 'PERCENTAGE' || d.type === 'MONEY' ? d.value : null,
    cap: d.type === 'PERCENTAGE' ? (d.cap ?? null) : null,
  };
}

/** The priced lines as the order stores them (fresh ids). */
export function orderItemsOf(result: OrderQuoteResult): repo.NewOrderItem[] {
  return result.pricedLines.map((line, lineNumber) => {
    const id = crypto.randomUUID();
    return {
      id,
      lineNumber,
      menuItemId: line.menuItemId,
      title: line.title,
      unitPrice: line.unitPrice,
      packagingCost: line.packagingCost,
      servePackagingCost: line.servePackagingCost,
      withTax: line.withTax,
      isFreeItem: line.isFreeItem,
      count: line.count,
      toppings: line.toppings.map((t) => ({
        id: crypto.randomUUID(),
        orderItemId: id,
        toppingId: t.toppingId,
        title: t.title,
        price: t.price,
        count: t.count,
      })),
    };
  });
}

/**
 * What a new order's row takes from its pricing, the same for the customer's submit and the staff's:
 * the priced lines, the delivery address, the discount as applied, and the totals.
 */
export function pricedOrderParts(
  result: OrderQuoteResult,
  terms: { currency: 'TOMAN' | 'RIAL'; taxPercent: number },
  delivery: DeliveryQuote | null,
  snapshot: TOrderDiscount | null,
) {
  const items = orderItemsOf(result);
  const totals = result.totals;
  return {
    items,
    address: {
      addressId: delivery?.address.id ?? null,
      addressText: delivery?.address.text ?? null,
      addressDetails: delivery?.address.details ?? null,
      addressLatitude: delivery?.address.latitude ?? null,
      addressLongitude: delivery?.address.longitude ?? null,
    },
    priced: {
      discountCodeId: snapshot?.codeId ?? null,
      discountCode: snapshot?.code ?? null,
      discountType: snapshot?.type ?? null,
      discountValue: snapshot?.value ?? null,
      discountCap: snapshot?.cap ?? null,
      sumOfItemsPrice: totals.sumOfItemsPrice,
      sumOfItemToppingsPrice: totals.sumOfItemToppingsPrice,
      totalPackagingCost: totals.totalPackagingCost,
      finalDiscountAmount: totals.finalDiscountAmount,
      serviceFeeType: totals.serviceFeeType,
      serviceFeeValue: totals.serviceFeeValue,
      totalServiceFee: totals.totalServiceFee,
      taxPercent: terms.taxPercent,
      tax: totals.tax,
      deliveryCost: totals.deliveryCost,
      tip: totals.tip,
      finalPrice: totals.finalPrice,
      currency: terms.currency,
    },
  };
}

function buildOrder(input: {
  orderId: string;
  vendor: VendorContext;
  auth: AuthContext;
  request: TCreateOrderRequest;
  facts: { terms: { currency: 'TOMAN' | 'RIAL'; taxPercent: number; preparationMinutes: number }; now: Date };
  result: OrderQuoteResult;
  delivery: DeliveryQuote | null;
  discount: AppliedDiscount | null;
  idempotency: repo.ClaimedOrder['idempotency'];
}) {
  const { orderId, vendor, auth, request, facts, result, delivery, discount } = input;
  const { status, paymentState } = initialOrderState(request.paymentMethod);
  const snapshot = discountSnapshot(discount);
  const { items, address, priced } = pricedOrderParts(result, facts.terms, delivery, snapshot);
  // Written out rather than spread from `address` and `priced`: an object of this size built by
  // spreading is copied property by property, on every order (see orderGraphValues).
  const row: repo.ClaimedOrder & repo.OrderRow = {
    vendorId: vendor.id,
    id: orderId,
    // Taken by the order's statement; set below once it is known.
    number: 0,
    source: request.source,
    serviceType: request.serviceType,
    status,
    initialStatus: status,
    paymentMethod: request.paymentMethod,
    paymentState,
    customerUserId: auth.userId,
    addressId: address.addressId,
    addressText: address.addressText,
    addressDetails: address.addressDetails,
    addressLatitude: address.addressLatitude,
    addressLongitude: address.addressLongitude,
    tableNumber: request.tableNumber || null,
    numberOfPerson: request.numberOfPerson ?? null,
    description: request.description || null,
    discountCodeId: priced.discountCodeId,
    discountCode: priced.discountCode,
    discountType: priced.discountType,
    discountValue: priced.discountValue,
    discountCap: priced.discountCap,
    sumOfItemsPrice: priced.sumOfItemsPrice,
    sumOfItemToppingsPrice: priced.sumOfItemToppingsPrice,
    totalPackagingCost: priced.totalPackagingCost,
    finalDiscountAmount: priced.finalDiscountAmount,
    serviceFeeType: priced.serviceFeeType,
    serviceFeeValue: priced.serviceFeeValue,
    totalServiceFee: priced.totalServiceFee,
    taxPercent: priced.taxPercent,
    tax: priced.tax,
    deliveryCost: priced.deliveryCost,
    tip: priced.tip,
    finalPrice: priced.finalPrice,
    currency: priced.currency,
    preparationMinutes: facts.terms.preparationMinutes,
    createdAt: facts.now,
    updatedAt: facts.now,
    createdBy: auth.userId,
    items,
    actorUserId: auth.userId,
    idempotency: input.idempotency,
  };
  return {
    row,
    /** The new order as GET /api/orders/{id} will show it to its customer, without reading it back. */
    detail(number: number, customer: repo.CustomerRow | null): TOrder {
      row.number = number;
      return toOrder(
        row,
        customer,
        items.map((i) => ({ ...i, originalCount: i.count, removedCount: 0 })),
        items.flatMap((i) => i.toppings),
        [{ fromStatus: null, toStatus: status, actorUserId: auth.userId, at: facts.now, note: null }],
        false,
      );
    },
  };
}

export async function readOrder(
  db: Executor,
  vendorId: string,
  orderId: string,
  customerUserId: string | undefined,
  forStaff: boolean,
): Promise<TOrder | null> {
  const found = await repo.findOrder(db, vendorId, orderId, customerUserId);
  if (!found) return null;
  const [items, toppings, history] = await Promise.all([
    repo.listOrderItems(db, vendorId, orderId),
    repo.listOrderToppings(db, vendorId, orderId),
    repo.listOrderHistory(db, vendorId, orderId),
  ]);
  return toOrder(found.order, found.customer, items, toppings, history, forStaff);
}

function toOrder(
  order: repo.OrderRow,
  customer: repo.CustomerRow | null,
  items: repo.OrderItemRow[],
  toppings: repo.OrderToppingRow[],
  history: repo.OrderHistoryRow[],
  forStaff: boolean,
): TOrder {
  const toppingsByItem = new Map<string, repo.OrderToppingRow[]>();
  for (const t of toppings) {
    const list = toppingsByItem.get(t.orderItemId);
    if (list) list.push(t);
    else toppingsByItem.set(t.orderItemId, [t]);
  }
  const lines = items.map((i) => ({
    id: i.id,
    lineNumber: i.lineNumber,
    menuItemId: i.menuItemId,
    title: i.title,
    unitPrice: i.unitPrice,
    packagingCost: i.packagingCost,
    servePackagingCost: i.servePackagingCost,
    withTax: i.withTax,
    isFreeItem: i.isFreeItem,
    count: i.count,
    originalCount: i.originalCount,
    removedCount: i.removedCount,
    toppings: (toppingsByItem.get(i.id) ?? []).map((t) => ({
      id: t.id,
      toppingId: t.toppingId,
      title: t.title,
      price: t.price,
      count: t.count,
    })),
  }));
  return {
    id: order.id,
    number: order.number,
    source: order.source,
    serviceType: order.serviceType,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    customer,
    address:
      order.addressId || order.addressText
        ? {
            id: order.addressId,
            text: order.addressText,
            details: order.addressDetails,
            latitude: order.addressLatitude,
            longitude: order.addressLongitude,
          }
        : null,
    tableNumber: order.tableNumber,
    numberOfPerson: order.numberOfPerson,
    description: order.description,
    discount: order.discountType
      ? {
          codeId: order.discountCodeId,
          code: order.discountCode,
          type: order.discountType,
          value: order.discountValue,
          cap: order.discountCap,
        }
      : null,
    totals: {
      sumOfItemsPrice: order.sumOfItemsPrice,
      sumOfItemToppingsPrice: order.sumOfItemToppingsPrice,
      totalPackagingCost: order.totalPackagingCost,
      finalDiscountAmount: order.finalDiscountAmount,
      serviceFeeType: order.serviceFeeType,
      serviceFeeValue: order.serviceFeeValue,
      totalServiceFee: order.totalServiceFee,
      tax: order.tax,
      deliveryCost: order.deliveryCost,
      tip: order.tip,
      finalPrice: order.finalPrice,
    },
    taxPercent: order.taxPercent,
    currency: order.currency,
    preparationMinutes: order.preparationMinutes,
    items: lines.filter((l) => l.count > 0),
    removedItems: lines.filter((l) => l.count === 0),
    history: history.map((h) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      at: h.at.toISOString(),
      // Which staff member moved an order is the restaurant's business, not the customer's.
      actorUserId: forStaff ? h.actorUserId : null,
      actorName: forStaff ? actorNameOf(h) : null,
      note: h.note,
    })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** How the board names whoever moved an order: their name, else their phone; null for the system. */
function actorNameOf(h: repo.OrderHistoryRow): string | null {
  if (!h.actorUserId) return null;
  const name = [h.actorFirstName, h.actorLastName].filter(Boolean).join(' ').trim();
  return name || h.actorPhone || null;
}
