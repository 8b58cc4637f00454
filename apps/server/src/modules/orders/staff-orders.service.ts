import {
  type DiscountInput,
  ERROR_MESSAGES,
  manualDiscount,
  type OrderProblem,
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
import type { AuthContext, VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import { pageWindow } from '../../platform/paging';
import { publishOrderChange } from './order-events';
import { readOrder } from './order-view';
import * as repo from './orders.repository';
import { requireStaff } from './orders.service';
import {
  createOrderPlacement,
  discountSnapshot,
  type OrderPlacement,
  type OrdersDeps,
  orderItemsOf,
  refusal,
  type SubmitResult,
} from './place-order';
import { refundFieldsOf } from './refunds.repository';
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
    deliveryType: row.deliveryType,
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
    ...refundFieldsOf(row),
  };
}

/** A coupon and a manual discount in one request: one or the other. */
function discountConflict(request: TStaffOrder): OrderProblem | null {
  if (!request.couponCode?.trim() || request.discountAmount <= 0) return null;
  return {
    code: 'DISCOUNT_CHOICE_CONFLICT',
    field: 'couponCode',
    message: ERROR_MESSAGES.fa.DISCOUNT_CHOICE_CONFLICT,
  };
}

/**
 * The staff's order as a placement: the counter it comes from, a named customer or none, the
 * restaurant's own hours (its site's opening hours do not apply), a coupon or a manual discount.
 */
function staffPlacement(request: TStaffOrder, channel: StaffChannel): OrderPlacement {
  const { source, menu } = CHANNELS[channel];
  const code = request.couponCode?.trim();
  const manual = manualDiscount(request.discountType, request.discountAmount);
  return {
    source,
    menu,
    deliveryType: request.deliveryType,
    items: request.items,
    addressId: request.addressId,
    tableNumber: request.tableNumber,
    numberOfPerson: request.numberOfPerson,
    description: request.description,
    tip: request.tip,
    paymentMethod: request.paymentMethod,
    customerUserId: request.customerId ?? null,
    openingHours: 'ignore',
    discount: code ? { code, field: 'couponCode' } : manual ? { manual } : null,
  };
}

/**
 * Orders staff take at the counter, on the phone or at a kiosk (SPEC §3 offline ordering state,
 * decision 0022): the same placement as the customer's checkout (place-order.ts, decision 0040),
 * idempotent like it (decision 0014), starting CONFIRMED (docs/order-states.md).
 */
export function createStaffOrdersService(deps: OrdersDeps) {
  const { database, clock } = deps;
  const db = database.db;
  const placement = createOrderPlacement(deps);

  /** Staff order only for the vendor's own customers: anyone else is a 404, as another vendor's object. */
  async function checkCustomer(vendor: VendorContext, request: TStaffOrder) {
    const customerId = request.customerId;
    if (customerId && !(await staffRepo.isVendorCustomer(db, vendor.id, customerId))) {
      throw new AppError('CUSTOMER_NOT_FOUND', {
        errors: [fieldError('customerId', ERROR_MESSAGES.fa.CUSTOMER_NOT_FOUND)],
      });
    }
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
      await checkCustomer(vendor, request);
      const p = staffPlacement(request, channel);
      // Both discounts at once: the screen is told, and the order is priced without either.
      const conflict = discountConflict(request);
      const checked = await placement.evaluate(db, vendor.id, conflict ? { ...p, discount: null } : p, {
        stopEarly: false,
        maxAgeMs: 0,
      });
      const problems = conflict ? [...checked.problems, conflict] : checked.problems;
      const { result, terms, delivery } = checked;
      return {
        lines: result.lines,
        totals: result.totals,
        currency: terms.currency,
        minimumBasket: terms.minimumBasket,
        isOpen: result.isOpen,
        discount: discountSnapshot(checked.discount),
        problems,
        canSubmit: problems.length === 0,
        deliveryCost: delivery?.price ?? null,
        terms: {
          taxPercent: terms.taxPercent,
          serviceFeeType: terms.serviceFee.type,
          serviceFeeValue: terms.serviceFee.value,
          minimumBasket: terms.minimumBasket,
          deliveryTypes: [...terms.deliveryTypes],
          isOpen: result.isOpen,
        },
      };
    },

    /**
     * Places a staff order once per Idempotency-Key (placeOrder): same key, sender and body → the
     * same order (replayed); a refused attempt keeps nothing. It starts CONFIRMED: staff do not
     * review their own order (docs/order-states.md).
     */
    async submit(
      vendor: VendorContext,
      auth: AuthContext,
      request: TStaffOrder,
      idempotencyKey: string,
      channel: StaffChannel,
    ): Promise<SubmitResult> {
      requireStaff(auth, ORDERS_CREATE);
      const conflict = discountConflict(request);
      if (conflict) throw refusal([conflict]);
      await checkCustomer(vendor, request);
      return placement.placeOrder(vendor, staffPlacement(request, channel), {
        placedBy: auth.userId,
        status: 'CONFIRMED',
        paymentState: 'PENDING',
        preparationMinutes: request.preparationMinutes,
        idempotency: {
          key: idempotencyKey,
          requestHash: requestHash(CHANNELS[channel].scope, request),
          senderUserId: auth.userId,
        },
        forStaff: true,
      });
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
      // The route has parsed the body: every topping has its count.
      const items = request.items.map((i) => ({ ...i, toppings: i.toppings ?? [] })) as TStaffOrder['items'];
      const facts = await placement.loadFacts(db, vendor.id, items, clock.now(), 0);
      const stored = storedDiscount(order);
      // Priced again as it was placed: its own delivery cost and discount, the restaurant's hours.
      const result = placement.price(
        facts,
        {
          source: order.source,
          menu: order.source === 'KIOSK' ? 'KIOSK' : 'SALON',
          deliveryType: order.deliveryType,
          items,
          addressId: order.addressId,
          tableNumber: order.tableNumber ?? (order.deliveryType === 'SERVE' ? '-' : null),
          tip: request.tip ?? order.tip,
          paymentMethod: order.paymentMethod,
          customerUserId: order.customerUserId,
          openingHours: 'ignore',
          discount: null,
        },
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
