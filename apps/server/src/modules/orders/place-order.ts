import crypto from 'node:crypto';
import {
  type AppliedDiscount,
  activeFoodShiftIds,
  type CatalogItem,
  type DiscountInput,
  ERROR_MESSAGES,
  type OrderingTerms,
  type OrderProblem,
  type OrderQuoteResult,
  quoteOrder,
  type TDeliveryType,
  type TErrorCode,
  type TOrder,
  type TOrderDiscount,
  type TOrderSource,
  type TOrderStatus,
  type TPaymentMethod,
  type TPaymentState,
  type TSellChannel,
} from '@sofreh/domain';
import type { Database, Executor } from '../../db/database';
import type { ChangePublisher } from '../../platform/change-feed';
import type { Clock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { AppError, fieldError, statusOf } from '../../platform/errors';
import { publishOrderChange } from './order-events';
import { readOrder, toOrder } from './order-view';
import type { DeliveryQuote, OrderPorts } from './orders.ports';
import * as repo from './orders.repository';
import type { RejectionRefunds } from './refunds.service';

// ONE way to place an order (DESIGN.md, decision 0040): every channel — the website, a QR table, the
// counter and the phone, the kiosk, a pay-later table, and later the marketplace and the offline
// queue — describes its order as an OrderPlacement and calls placeOrder. What differs between them is
// in the placement (source, menu, service type, table, who places it, how it starts, how it is paid,
// which discount); how an order is checked, priced and written is here once.

export type OrdersDeps = OrderPorts & {
  database: Database;
  clock: Clock;
  /** Where "an order changed" goes (decision 0018); without it nobody hears live. */
  changes?: Pick<ChangePublisher, 'publish'>;
  /** Where a failed publish is reported: the order itself stands. */
  onPublishError?: (error: unknown) => void;
  /** Rejecting an order paid online refunds it (decision 0046); without it nothing is refunded. */
  refunds?: RejectionRefunds;
};

export type OrderLineRequest = {
  menuItemId: string;
  count: number;
  toppings: ReadonlyArray<{ toppingId: string; count: number }>;
};

/** An order as a channel asks for it, before anything is checked or priced. */
export type OrderPlacement = {
  /** The channel it came through, as the order keeps it. */
  source: TOrderSource;
  /** The menu its items must be sold on (a kiosk order: the kiosk's). */
  menu: TSellChannel;
  deliveryType: TDeliveryType;
  items: readonly OrderLineRequest[];
  /** One of the customer's saved addresses (courier orders). */
  addressId?: string | null;
  tableNumber?: string | null;
  numberOfPerson?: number | null;
  description?: string | null;
  tip: number;
  paymentMethod: TPaymentMethod;
  /** Who it is for; null: a guest at the counter, whom staff do not name. */
  customerUserId: string | null;
  /** The vendor's opening hours apply to customers, not to the restaurant taking an order itself. */
  openingHours: 'apply' | 'ignore';
  /** A code the customer gave (beside `field` when refused), or a discount staff grant by hand. */
  discount: { code: string; field: string } | { manual: DiscountInput } | null;
};

/** What writing the order needs beyond its checks: who, how it starts, and its Idempotency-Key. */
export type OrderWrite = {
  /** Who places it: the customer themself, or the staff member taking it. Its history names them. */
  placedBy: string;
  /** The state and payment state it starts in (docs/order-states.md). */
  status: TOrderStatus;
  paymentState: TPaymentState;
  /** The kitchen's time when the channel sets it (staff); else the vendor's. */
  preparationMinutes?: number;
  /** The request's key, the hash of its endpoint and body, and who sent it (decision 0014). */
  idempotency: { key: string; requestHash: string; senderUserId: string };
  /** Staff see who moved the order in its history; a customer does not. */
  forStaff: boolean;
};

/** The answer to a placement: 201 for a new order, 200 when the key names one already made. */
export type SubmitResult = { order: TOrder; replayed: boolean };

/** A placement checked and priced, with everything that stops it (or none). */
export type Evaluation = {
  terms: OrderingTerms;
  result: OrderQuoteResult;
  delivery: DeliveryQuote | null;
  /** The code as applied, or the manual discount (id and code empty). */
  discount: AppliedDiscount | null;
  problems: OrderProblem[];
  /** The HTTP status of the refusal when not the first problem's own (a port's 404). */
  status?: number;
  now: Date;
};

const isDelivered = (type: TDeliveryType) => type === 'DELIVER' || type === 'ZFEXPRESS';

const problem = (code: TErrorCode, field: string | null): OrderProblem => ({
  code,
  field,
  message: ERROR_MESSAGES.fa[code],
});

/** The order's refusal: the first problem's code, every problem beside its field. */
export function refusal(problems: readonly OrderProblem[], status?: number): AppError {
  const first = problems[0]!;
  const errors = problems.flatMap((p) => (p.field ? [fieldError(p.field, p.message)] : []));
  return new AppError(first.code, { errors, ...(status ? { status } : {}) });
}

/** The customer's mistake or the order's refusal (4xx), as opposed to a failure. */
const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && (error.options.status ?? statusOf(error.code)) < 500;

/** Items + toppings of the lines that can be ordered, before any discount. */
const subtotalOf = (result: OrderQuoteResult) =>
  result.totals.sumOfItemsPrice + result.totals.sumOfItemToppingsPrice;

/**
 * Runs a port; its refusal becomes a problem beside the request field it concerns. A code someone
 * typed that does not exist is bad input (400), not a missing resource.
 */
async function fromPort<T>(field: string, isCode: boolean, work: () => Promise<T>) {
  try {
    return { value: await work(), problem: null, status: undefined };
  } catch (error) {
    if (!(error instanceof AppError) || statusOf(error.code) >= 500) throw error;
    return {
      value: null,
      problem: { code: error.code, field, message: ERROR_MESSAGES.fa[error.code] } as OrderProblem,
      status: isCode ? 400 : error.options.status,
    };
  }
}

export function discountSnapshot(applied: AppliedDiscount | null): TOrderDiscount | null {
  if (!applied) return null;
  const d = applied.discount;
  return {
    codeId: applied.id || null,
    code: applied.code || null,
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

export type OrderPlacementService = ReturnType<typeof createOrderPlacement>;

export function createOrderPlacement(deps: OrdersDeps) {
  const { database, clock } = deps;
  const db = database.db;

  /** The vendor's terms and the menu items the order names, through the vendors' and catalog's ports. */
  async function loadFacts(
    executor: Executor,
    vendorId: string,
    items: readonly OrderLineRequest[],
    now: Date,
    maxAgeMs: number,
  ) {
    const ids = [...new Set(items.map((i) => i.menuItemId))];
    const terms = await deps.terms.load(executor, vendorId);
    const catalog = await deps.catalog.loadItems(executor, vendorId, ids, maxAgeMs);
    return {
      terms,
      items: new Map<string, CatalogItem>(catalog.items.map((item) => [item.id, item])),
      runningShiftIds: new Set(activeFoodShiftIds(catalog.shifts, now)),
      now,
    };
  }
  type Facts = Awaited<ReturnType<typeof loadFacts>>;

  function price(facts: Facts, p: OrderPlacement, deliveryCost: number, discount: AppliedDiscount | null) {
    const result = quoteOrder({
      ...facts,
      order: {
        deliveryType: p.deliveryType,
        channel: p.menu,
        items: p.items,
        addressId: p.addressId,
        tableNumber: p.tableNumber,
        tip: p.tip,
      },
      deliveryCost,
      discount,
    });
    if (p.openingHours === 'apply') return result;
    return { ...result, problems: result.problems.filter((x) => x.code !== 'VENDOR_CLOSED') };
  }

  /**
   * Checks and prices a placement on `executor`: the vendor's terms and menu, the address's courier
   * price and the discount code, through their modules' ports. `stopEarly`: once the order itself is
   * refused, the ports are not asked (a placement throws at the first problems; a quote lists all).
   * `maxAgeMs`: how old the menu may be (the cart's quote); a placement reads it as committed now.
   */
  async function evaluate(
    executor: Executor,
    vendorId: string,
    p: OrderPlacement,
    options: { stopEarly: boolean; maxAgeMs: number },
  ): Promise<Evaluation> {
    const now = clock.now();
    const facts = await loadFacts(executor, vendorId, p.items, now, options.maxAgeMs);
    const manual =
      p.discount && 'manual' in p.discount
        ? { id: '', code: '', discount: p.discount.manual, freeItems: [] }
        : null;
    const code = p.discount && 'code' in p.discount ? p.discount : null;
    const customer = p.customerUserId;
    // A courier order and a code are for someone: who comes before where.
    const who: OrderProblem[] =
      !customer && (isDelivered(p.deliveryType) || code) ? [problem('CUSTOMER_REQUIRED', 'customerId')] : [];
    const early = price(facts, p, 0, manual);
    const checked = { terms: facts.terms, delivery: null, discount: manual, now };
    if (options.stopEarly && who.length + early.problems.length > 0) {
      return { ...checked, result: early, problems: [...who, ...early.problems] };
    }

    const portProblems: OrderProblem[] = [];
    let status: number | undefined;
    let delivery: DeliveryQuote | null = null;
    if (isDelivered(p.deliveryType) && p.addressId && customer) {
      const addressId = p.addressId;
      const quoted = await fromPort('addressId', false, () =>
        deps.delivery.quoteForAddress(executor, vendorId, customer, addressId),
      );
      delivery = quoted.value;
      if (quoted.problem) {
        portProblems.push(quoted.problem);
        status ??= quoted.status;
      }
    }
    let discount: AppliedDiscount | null = manual;
    if (code && customer) {
      const resolved = await fromPort(code.field, true, () =>
        deps.discounts.resolve(executor, vendorId, customer, code.code, now, {
          orderSubtotal: subtotalOf(early),
        }),
      );
      discount = resolved.value;
      if (resolved.problem) {
        portProblems.push(resolved.problem);
        status ??= resolved.status;
      }
    }
    // Without a courier price or a code the order is priced exactly as the early check was.
    const result = delivery || discount !== manual ? price(facts, p, delivery?.price ?? 0, discount) : early;
    return {
      ...checked,
      result,
      delivery,
      discount,
      problems: [...who, ...result.problems, ...portProblems],
      status,
    };
  }

  function announce(vendorId: string, orderId: string, status: TOrderStatus) {
    if (!deps.changes) return Promise.resolve();
    return publishOrderChange(deps.changes, vendorId, orderId, 'CREATED', status, deps.onPublishError);
  }

  /** A stored key answers its own order to its own sender with the same body, and nothing else. */
  async function replay(
    vendorId: string,
    w: OrderWrite,
    stored: repo.IdempotencyKeyRow,
  ): Promise<SubmitResult> {
    const { senderUserId, requestHash } = w.idempotency;
    if (stored.userId !== senderUserId || stored.requestHash !== requestHash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    const order = await readOrder(
      db,
      vendorId,
      stored.orderId,
      w.forStaff ? undefined : senderUserId,
      w.forStaff,
    );
    if (!order) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { order, replayed: true };
  }

  /**
   * Places an order once per Idempotency-Key, in ONE short transaction: it reads the vendor's terms
   * and menu, checks and prices the order (`quoteOrder`), asks for the courier price and the
   * discount code, writes the order with its number, lines, toppings and first state, claims the
   * key (the order row holds it) and, last, the code's use (its row stays locked until the commit:
   * last is shortest). Anything refused or failed rolls all of it back, the key included.
   *
   * A key already taken answers its order (same sender and body) or is refused (409): a request
   * arriving while another with the same key is being placed waits for it, then answers its order.
   */
  async function placeOrder(vendor: VendorContext, p: OrderPlacement, w: OrderWrite): Promise<SubmitResult> {
    const orderId = crypto.randomUUID();
    try {
      const order = await db.transaction(async (tx) => {
        const checked = await evaluate(tx, vendor.id, p, { stopEarly: true, maxAgeMs: 0 });
        if (checked.problems.length > 0) throw refusal(checked.problems, checked.status);
        const { result, terms, delivery, discount, now } = checked;
        const items = orderItemsOf(result);
        const snapshot = discountSnapshot(discount);
        const totals = result.totals;
        const row: repo.NewOrder = {
          vendorId: vendor.id,
          id: orderId,
          source: p.source,
          deliveryType: p.deliveryType,
          status: w.status,
          paymentMethod: p.paymentMethod,
          paymentState: w.paymentState,
          customerUserId: p.customerUserId,
          addressId: delivery?.address.id ?? null,
          addressText: delivery?.address.text ?? null,
          addressDetails: delivery?.address.details ?? null,
          addressLatitude: delivery?.address.latitude ?? null,
          addressLongitude: delivery?.address.longitude ?? null,
          tableNumber: p.deliveryType === 'SERVE' ? p.tableNumber || null : null,
          numberOfPerson: p.deliveryType === 'SERVE' ? (p.numberOfPerson ?? null) : null,
          description: p.description || null,
          discountCodeId: snapshot?.codeId ?? null,
          discountCode: snapshot?.code ?? null,
          discountType: snapshot?.type ?? null,
          discountValue: snapshot?.value ?? null,
          discountCap: snapshot?.cap ?? null,
          ...totals,
          taxPercent: terms.taxPercent,
          currency: terms.currency,
          preparationMinutes: w.preparationMinutes ?? terms.preparationMinutes,
          // The zone's courier time as it is now: the customer's expected time (decision 0046).
          deliveryMinutes: delivery ? (delivery.deliveryMinutes ?? null) : null,
          rejectReason: null,
          rejectNote: null,
          createdAt: now,
          items,
          placedBy: w.placedBy,
          idempotency: {
            key: w.idempotency.key,
            requestHash: w.idempotency.requestHash,
            userId: w.idempotency.senderUserId,
          },
        };
        const { number, customer, placedBy } = await repo.insertOrder(tx, row);
        if (discount?.id && p.customerUserId) {
          const { field } = p.discount as { field: string };
          const codeId = discount.id;
          const customer = p.customerUserId;
          // Another order may have taken the last use since the check: the same refusal, beside the code.
          const claimed = await fromPort(field, true, () =>
            deps.discounts.claim(tx, vendor.id, codeId, customer, orderId, { newOrder: true }),
          );
          if (claimed.problem) throw refusal([claimed.problem], claimed.status);
        }
        return toOrder(
          {
            ...row,
            number,
            initialStatus: w.status,
            createdBy: w.placedBy,
            updatedAt: now,
            acknowledgedAt: null,
            acknowledgedBy: null,
          },
          customer,
          items.map((i) => ({ ...i, originalCount: i.count, removedCount: 0 })),
          items.flatMap((i) => i.toppings),
          [
            {
              fromStatus: null,
              toStatus: w.status,
              actorUserId: w.placedBy,
              at: now,
              note: null,
              actorFirstName: placedBy?.firstName,
              actorLastName: placedBy?.lastName,
              actorPhone: placedBy?.phoneNumber,
            },
          ],
          w.forStaff,
        );
      });
      // Every open board of the vendor hears of it; the answer does not wait for the hint to go out.
      void announce(vendor.id, order.id, order.status);
      return { order, replayed: false };
    } catch (error) {
      // Another request with this key committed first (it waited for it), or this one is refused
      // but its key already placed an order, whatever the menu says now: that order is the answer.
      if (repo.isIdempotencyKeyTaken(error) || isRefusal(error)) {
        const stored = await repo.findIdempotencyKey(db, vendor.id, w.idempotency.key);
        if (stored) return replay(vendor.id, w, stored);
      }
      throw error;
    }
  }

  return { loadFacts, price, evaluate, placeOrder };
}
