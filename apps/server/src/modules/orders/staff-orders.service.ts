import crypto from 'node:crypto';
import {
  type AppliedDiscount,
  activeFoodShiftIds,
  type CatalogItem,
  type DiscountInput,
  ERROR_MESSAGES,
  manualDiscount,
  type OrderProblem,
  type OrderQuoteResult,
  quoteOrder,
  type TBoardOrderRow,
  type TCreditOrdersPage,
  type TCreditOrdersQuery,
  type TEditPostpaidRequest,
  type TOrder,
  type TPermission,
  type TSellChannel,
  type TStaffOrder,
  type TStaffOrderQuote,
} from '@sofreh/domain';
import type { Executor } from '../../db/database';
import type { AuthContext, VendorContext } from '../../platform/context';
import { AppError, fieldError, statusOf } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import { pageWindow } from '../../platform/paging';
import { publishOrderChange } from './order-events';
import type { DeliveryQuote } from './orders.ports';
import * as repo from './orders.repository';
import {
  discountSnapshot,
  type OrdersDeps,
  orderItemsOf,
  pricedOrderParts,
  readOrder,
  type SubmitResult,
} from './orders.service';
import * as staffRepo from './staff-orders.repository';

const ORDERS_CREATE: TPermission = 'ORDERS_CREATE';
const ORDERS_VIEW: TPermission = 'ORDERS_VIEW';

/** Which counter an order staff take comes from: its source, and the menu channel its items are sold in. */
export type StaffChannel = 'QUICK' | 'POSTPAID' | 'KIOSK';
const CHANNELS: Record<StaffChannel, { source: 'SALON' | 'KIOSK'; menu: TSellChannel; scope: string }> = {
  QUICK: { source: 'SALON', menu: 'SALON', scope: 'POST /api/orders/quick' },
  POSTPAID: { source: 'SALON', menu: 'SALON', scope: 'POST /api/orders/postpaid' },
  KIOSK: { source: 'KIOSK', menu: 'KIOSK', scope: 'POST /api/orders/kiosk' },
};

function requireStaff(auth: AuthContext, permission: TPermission) {
  const isStaff = auth.kind === 'VENDOR' || auth.kind === 'STAFF';
  if (!isStaff || !auth.permissions.has(permission)) throw new AppError('ACCESS_DENIED_ERR');
}

const isDelivered = (type: string) => type === 'DELIVER' || type === 'ZFEXPRESS';
const problem = (code: OrderProblem['code'], field: string | null): OrderProblem => ({
  code,
  field,
  message: ERROR_MESSAGES.fa[code],
});

function refusal(problems: readonly OrderProblem[], status?: number): AppError {
  const first = problems[0]!;
  const errors = problems.flatMap((p) => (p.field ? [fieldError(p.field, p.message)] : []));
  return new AppError(first.code, { errors, ...(status ? { status } : {}) });
}

/** A stored discount as the pricing rule takes it again (re-pricing a pay-later order). */
function storedDiscount(order: repo.OrderRow): DiscountInput | null {
  switch (order.discountType) {
    case 'PERCENTAGE':
      return { type: 'PERCENTAGE', value: order.discountValue ?? 0, cap: order.discountCap };
    case 'MONEY':
      return { type: 'MONEY', value: order.discountValue ?? 0 };
    case 'FREESHIPPING':
      return { type: 'FREESHIPPING' };
    default:
      return null;
  }
}

function toRow(row: staffRepo.StaffListRow): TBoardOrderRow {
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status,
    source: row.source,
    serviceType: row.serviceType,
    paymentMethod: row.paymentMethod,
    paymentState: row.paymentState,
    finalPrice: Number(row.finalPrice),
    currency: row.currency,
    itemCount: Number(row.itemCount),
    tableNumber: row.tableNumber,
    addressText: row.addressText,
    customerName: [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || null,
    customerPhone: row.phoneNumber ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Orders staff take at the counter, on the phone or at a kiosk (SPEC §3 offline ordering state,
 * decision 0022): priced by the same `quoteOrder` as the customer's checkout, idempotent like it
 * (decision 0014), starting CONFIRMED (docs/order-states.md).
 */
export function createStaffOrdersService(deps: OrdersDeps) {
  const { database, clock } = deps;
  const db = database.db;

  async function loadFacts(executor: Executor, vendorId: string, request: Pick<TStaffOrder, 'items'>) {
    const now = clock.now();
    const ids = [...new Set(request.items.map((i) => i.menuItemId))];
    const [terms, catalog] = await Promise.all([
      deps.terms.load(executor, vendorId),
      deps.catalog.loadItems(executor, vendorId, ids),
    ]);
    return {
      terms,
      items: new Map<string, CatalogItem>(catalog.items.map((item) => [item.id, item])),
      runningShiftIds: new Set(activeFoodShiftIds(catalog.shifts, now)),
      now,
    };
  }
  type Facts = Awaited<ReturnType<typeof loadFacts>>;

  function price(
    facts: Facts,
    request: Pick<TStaffOrder, 'serviceType' | 'items' | 'addressId' | 'tableNumber' | 'tip'>,
    channel: TSellChannel,
    deliveryCost: number,
    discount: AppliedDiscount | null,
  ): OrderQuoteResult {
    const result = quoteOrder({
      ...facts,
      order: {
        serviceType: request.serviceType,
        channel,
        items: request.items,
        addressId: request.addressId,
        tableNumber: request.tableNumber,
        tip: request.tip,
      },
      deliveryCost,
      discount,
    });
    // The restaurant is taking the order itself: its site's opening hours do not apply.
    return { ...result, problems: result.problems.filter((p) => p.code !== 'VENDOR_CLOSED') };
  }

  /** Runs a port; its refusal becomes a problem beside the request field it concerns. */
  async function fromPort<T>(field: string, work: () => Promise<T>) {
    try {
      return {
        value: await work(),
        problem: null as OrderProblem | null,
        status: undefined as number | undefined,
      };
    } catch (error) {
      if (!(error instanceof AppError) || statusOf(error.code) >= 500) throw error;
      const found: OrderProblem = { code: error.code, field, message: ERROR_MESSAGES.fa[error.code] };
      return { value: null, problem: found, status: field === 'couponCode' ? 400 : error.options.status };
    }
  }

  /** The customer, the address's courier price and the discount: what depends on who orders. */
  async function resolveParties(
    executor: Executor,
    vendor: VendorContext,
    request: TStaffOrder,
    subtotal: number,
  ) {
    const problems: OrderProblem[] = [];
    let status: number | undefined;
    const customerId = request.customerId ?? null;
    if (customerId && !(await staffRepo.isVendorCustomer(executor, vendor.id, customerId))) {
      throw new AppError('CUSTOMER_NOT_FOUND', {
        errors: [fieldError('customerId', ERROR_MESSAGES.fa.CUSTOMER_NOT_FOUND)],
      });
    }
    let delivery: DeliveryQuote | null = null;
    if (isDelivered(request.serviceType)) {
      if (!customerId) problems.push(problem('CUSTOMER_REQUIRED', 'customerId'));
      else if (request.addressId) {
        const addressId = request.addressId;
        const quoted = await fromPort('addressId', () =>
          deps.delivery.quoteForAddress(executor, vendor.id, customerId, addressId),
        );
        delivery = quoted.value;
        if (quoted.problem) {
          problems.push(quoted.problem);
          status ??= quoted.status;
        }
      }
    }
    const code = request.couponCode?.trim();
    let discount: AppliedDiscount | null = null;
    let coupon: AppliedDiscount | null = null;
    if (code && request.discountAmount > 0) {
      problems.push(problem('DISCOUNT_CHOICE_CONFLICT', 'couponCode'));
    } else if (code) {
      if (!customerId) problems.push(problem('CUSTOMER_REQUIRED', 'customerId'));
      else {
        const resolved = await fromPort('couponCode', () =>
          deps.discounts.resolve(executor, vendor.id, customerId, code, clock.now(), {
            orderSubtotal: subtotal,
          }),
        );
        coupon = resolved.value;
        discount = resolved.value;
        if (resolved.problem) {
          problems.push(resolved.problem);
          status ??= resolved.status;
        }
      }
    } else {
      const manual = manualDiscount(request.discountType, request.discountAmount);
      if (manual) discount = { id: '', code: '', discount: manual, freeItems: [] };
    }
    return { customerId, delivery, discount, coupon, problems, status };
  }

  const subtotalOf = (r: OrderQuoteResult) => r.totals.sumOfItemsPrice + r.totals.sumOfItemToppingsPrice;

  function snapshotOf(request: TStaffOrder, coupon: AppliedDiscount | null) {
    if (coupon) return discountSnapshot(coupon);
    const manual = manualDiscount(request.discountType, request.discountAmount);
    if (!manual || (manual.type !== 'PERCENTAGE' && manual.type !== 'MONEY')) return null;
    return { codeId: null, code: null, type: manual.type, value: manual.value, cap: null };
  }

  async function replay(vendorId: string, auth: AuthContext, stored: repo.IdempotencyKeyRow, hash: string) {
    if (stored.userId !== auth.userId || stored.requestHash !== hash)
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    const order = await readOrder(db, vendorId, stored.orderId, undefined, true);
    if (!order) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { order, replayed: true };
  }

  return {
    /** The screen's order priced by the server, with everything that would stop it (never a refusal). */
    async quote(
      vendor: VendorContext,
      auth: AuthContext,
      request: TStaffOrder,
      channel: StaffChannel = 'QUICK',
    ): Promise<TStaffOrderQuote> {
      requireStaff(auth, ORDERS_CREATE);
      const menu = CHANNELS[channel].menu;
      const facts = await loadFacts(db, vendor.id, request);
      const undiscounted = price(facts, request, menu, 0, null);
      const parties = await resolveParties(db, vendor, request, subtotalOf(undiscounted));
      const result = price(facts, request, menu, parties.delivery?.price ?? 0, parties.discount);
      const problems = [...result.problems, ...parties.problems];
      return {
        lines: result.lines,
        totals: result.totals,
        currency: facts.terms.currency,
        minimumBasket: facts.terms.minimumBasket,
        isOpen: result.isOpen,
        discount: snapshotOf(request, parties.coupon),
        problems,
        canSubmit: problems.length === 0,
        deliveryCost: parties.delivery?.price ?? null,
        terms: {
          taxPercent: facts.terms.taxPercent,
          serviceFeeType: facts.terms.serviceFee.type,
          serviceFeeValue: facts.terms.serviceFee.value,
          minimumBasket: facts.terms.minimumBasket,
          deliveryTypes: [...facts.terms.deliveryTypes],
          isOpen: result.isOpen,
        },
      };
    },

    /**
     * Places a staff order once per Idempotency-Key (decision 0014): same key, sender and body →
     * the same order (replayed); a refused attempt keeps nothing. It starts CONFIRMED.
     */
    async submit(
      vendor: VendorContext,
      auth: AuthContext,
      request: TStaffOrder,
      idempotencyKey: string,
      channel: StaffChannel,
    ): Promise<SubmitResult> {
      requireStaff(auth, ORDERS_CREATE);
      const { source, menu, scope } = CHANNELS[channel];
      const hash = requestHash(scope, request);
      const facts = await loadFacts(db, vendor.id, request);
      const early = price(facts, request, menu, 0, null);
      // A courier order is for someone: who comes before where.
      if (isDelivered(request.serviceType) && !request.customerId) {
        early.problems.unshift(problem('CUSTOMER_REQUIRED', 'customerId'));
      }
      if (early.problems.length > 0) {
        const stored = await repo.findIdempotencyKey(db, vendor.id, idempotencyKey);
        if (stored) return replay(vendor.id, auth, stored, hash);
        throw refusal(early.problems);
      }
      const taken = await repo.takeOrderNumber(db, vendor.id, idempotencyKey);
      if (taken.stored) return replay(vendor.id, auth, taken.stored, hash);
      const number = taken.number;
      const orderId = crypto.randomUUID();
      try {
        const order = await db.transaction(async (tx) => {
          const parties = await resolveParties(tx, vendor, request, subtotalOf(early));
          if (parties.problems.length > 0) throw refusal(parties.problems, parties.status);
          const result = price(facts, request, menu, parties.delivery?.price ?? 0, parties.discount);
          if (result.problems.length > 0) throw refusal(result.problems);
          const snapshot = snapshotOf(request, parties.coupon);
          const { items, address, priced } = pricedOrderParts(
            result,
            facts.terms,
            parties.delivery,
            snapshot,
          );
          await repo.insertOrderGraph(tx, {
            vendorId: vendor.id,
            id: orderId,
            number,
            source,
            serviceType: request.serviceType,
            // Staff do not review their own order (docs/order-states.md).
            status: 'CONFIRMED',
            paymentMethod: request.paymentMethod,
            paymentState: 'PENDING',
            customerUserId: parties.customerId,
            ...address,
            tableNumber: request.serviceType === 'SERVE' ? request.tableNumber || null : null,
            numberOfPerson: request.serviceType === 'SERVE' ? (request.numberOfPerson ?? null) : null,
            description: request.description || null,
            ...priced,
            preparationMinutes: request.preparationMinutes,
            createdAt: facts.now,
            items,
            actorUserId: auth.userId,
            idempotency: { key: idempotencyKey, requestHash: hash, userId: auth.userId },
          });
          if (parties.coupon && parties.customerId) {
            const codeId = parties.coupon.id;
            const customerId = parties.customerId;
            const claimed = await fromPort('couponCode', () =>
              deps.discounts.claim(tx, vendor.id, codeId, customerId, orderId),
            );
            if (claimed.problem) throw refusal([claimed.problem], claimed.status);
          }
          return (await readOrder(tx, vendor.id, orderId, undefined, true))!;
        });
        if (deps.changes) {
          await publishOrderChange(
            deps.changes,
            vendor.id,
            order.id,
            'CREATED',
            order.status,
            deps.onPublishError,
          );
        }
        return { order, replayed: false };
      } catch (error) {
        if (!repo.isIdempotencyKeyTaken(error)) throw error;
        const stored = await repo.findIdempotencyKey(db, vendor.id, idempotencyKey);
        if (!stored) throw error;
        return replay(vendor.id, auth, stored, hash);
      }
    },

    /**
     * Replaces the items of an open pay-later order (a table's running bill) and prices it again with
     * its own discount, delivery cost and tip. Refused with ORDER_NOT_POSTPAID when it is not one,
     * is closed or paid, or changed under us.
     */
    async editPostpaid(
      vendor: VendorContext,
      auth: AuthContext,
      request: TEditPostpaidRequest,
    ): Promise<TOrder> {
      requireStaff(auth, ORDERS_CREATE);
      const found = await repo.findOrder(db, vendor.id, request.orderId);
      if (!found) throw new AppError('ORDER_NOT_FOUND');
      const order = found.order;
      if (
        order.paymentMethod !== 'UNPAID' ||
        order.paymentState === 'PAID' ||
        order.status === 'FINISHED' ||
        order.status === 'REJECTED'
      ) {
        throw new AppError('ORDER_NOT_POSTPAID');
      }
      const items = request.items.map((i) => ({ ...i, toppings: i.toppings ?? [] })) as TStaffOrder['items'];
      const facts = await loadFacts(db, vendor.id, { items });
      const stored = storedDiscount(order);
      const channel: TSellChannel = order.source === 'KIOSK' ? 'KIOSK' : 'SALON';
      const result = price(
        facts,
        {
          serviceType: order.serviceType,
          items,
          addressId: order.addressId,
          tableNumber: order.tableNumber ?? (order.serviceType === 'SERVE' ? '-' : null),
          tip: request.tip ?? order.tip,
        },
        channel,
        order.deliveryCost,
        stored
          ? {
              id: order.discountCodeId ?? '',
              code: order.discountCode ?? '',
              discount: stored,
              freeItems: [],
            }
          : null,
      );
      const problems = result.problems.filter((p) => p.code !== 'ADDRESS_REQUIRED');
      if (problems.length > 0) throw refusal(problems);
      const t = result.totals;
      const written = await db.transaction((tx) =>
        staffRepo.replacePostpaidItems(tx, {
          vendorId: vendor.id,
          orderId: order.id,
          seenUpdatedAt: order.updatedAt,
          at: clock.now(),
          description: request.description,
          totals: {
            sumOfItemsPrice: t.sumOfItemsPrice,
            sumOfItemToppingsPrice: t.sumOfItemToppingsPrice,
            totalPackagingCost: t.totalPackagingCost,
            finalDiscountAmount: t.finalDiscountAmount,
            totalServiceFee: t.totalServiceFee,
            tax: t.tax,
            tip: t.tip,
            finalPrice: t.finalPrice,
          },
          items: orderItemsOf(result),
        }),
      );
      if (!written) throw new AppError('ORDER_NOT_POSTPAID');
      if (deps.changes) {
        await publishOrderChange(
          deps.changes,
          vendor.id,
          order.id,
          'STATE_CHANGED',
          order.status,
          deps.onPublishError,
        );
      }
      return (await readOrder(db, vendor.id, order.id, undefined, true))!;
    },

    async unassignedDeliveries(vendor: VendorContext, auth: AuthContext): Promise<TBoardOrderRow[]> {
      requireStaff(auth, ORDERS_VIEW);
      const rows = await staffRepo.listUnassignedDeliveries(db, vendor.id);
      return rows.map(toRow);
    },

    async creditOrders(
      vendor: VendorContext,
      auth: AuthContext,
      query: TCreditOrdersQuery,
    ): Promise<TCreditOrdersPage> {
      requireStaff(auth, ORDERS_VIEW);
      const range = { from: query.from, to: query.to };
      const [rows, sum] = await Promise.all([
        staffRepo.listCreditOrders(db, vendor.id, range, pageWindow(query)),
        staffRepo.sumCreditOrders(db, vendor.id, range),
      ]);
      return {
        data: rows.map(toRow),
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
        totalCount: sum.count,
        totalAmount: sum.total,
      };
    },
  };
}
export type StaffOrdersService = ReturnType<typeof createStaffOrdersService>;
