import type { TOrder } from '@sofreh/domain';
import type { Executor } from '../../db/database';
import * as repo from './orders.repository';
import { listForOrder, type RefundRow } from './refunds.repository';

// An order as GET /api/orders/{id} shows it: to its customer, or to staff (who also see who moved it).

export async function readOrder(
  db: Executor,
  vendorId: string,
  orderId: string,
  customerUserId: string | undefined,
  forStaff: boolean,
): Promise<TOrder | null> {
  const found = await repo.findOrder(db, vendorId, orderId, customerUserId);
  if (!found) return null;
  // One after the other: `db` may be a transaction, one connection.
  const items = await repo.listOrderItems(db, vendorId, orderId);
  const toppings = await repo.listOrderToppings(db, vendorId, orderId);
  const history = await repo.listOrderHistory(db, vendorId, orderId);
  const refunds = await listForOrder(db, vendorId, orderId);
  return toOrder(found.order, found.customer, items, toppings, history, forStaff, {
    refunds,
    refundOwed: found.refundOwed,
  });
}

/** An order's refunds and what is still owed back (decision 0046); a new order has none. */
export type OrderRefunds = {
  refunds: Pick<RefundRow, 'id' | 'amount' | 'state' | 'createdAt' | 'settledAt'>[];
  refundOwed: number;
};

export function toOrder(
  order: repo.OrderRow,
  customer: repo.CustomerRow | null,
  items: repo.OrderItemRow[],
  toppings: repo.OrderToppingRow[],
  history: repo.OrderHistoryRow[],
  forStaff: boolean,
  money: OrderRefunds = { refunds: [], refundOwed: 0 },
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
    deliveryType: order.deliveryType,
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
    deliveryMinutes: order.deliveryMinutes,
    rejectReason: order.rejectReason,
    rejectNote: order.rejectNote,
    refunds: money.refunds.map((r) => ({
      id: r.id,
      amount: r.amount,
      state: r.state,
      createdAt: r.createdAt.toISOString(),
      settledAt: r.settledAt?.toISOString() ?? null,
    })),
    refundOwed: money.refundOwed,
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
