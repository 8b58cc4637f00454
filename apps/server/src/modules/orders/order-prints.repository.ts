import type { PrintableOrder } from '@sofreh/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../auth/auth.schema';
import { orderColumns } from './orders.repository';
import { orderItems, orderItemToppings, orders } from './orders.schema';

/** An order as a receipt shows it; each line names its menu item, for the printing module to route. */
export type OrderToPrint = Omit<PrintableOrder, 'items'> & {
  items: Array<Omit<PrintableOrder['items'][number], 'stationId'> & { menuItemId: string }>;
};

/** The vendor's orders with their live lines (a line cut to nothing is not printed). */
export async function findOrdersToPrint(
  db: Executor,
  vendorId: string,
  orderIds: string[],
): Promise<Map<string, OrderToPrint>> {
  const result = new Map<string, OrderToPrint>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select({
      order: orderColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.customerUserId))
    .where(and(eq(orders.vendorId, vendorId), inArray(orders.id, orderIds)));
  const lines = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      menuItemId: orderItems.menuItemId,
      title: orderItems.title,
      count: orderItems.count,
      unitPrice: orderItems.unitPrice,
      isFreeItem: orderItems.isFreeItem,
    })
    .from(orderItems)
    .where(and(eq(orderItems.vendorId, vendorId), inArray(orderItems.orderId, orderIds)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.lineNumber));
  const toppings = await db
    .select({
      orderItemId: orderItemToppings.orderItemId,
      title: orderItemToppings.title,
      price: orderItemToppings.price,
      count: orderItemToppings.count,
    })
    .from(orderItemToppings)
    .where(and(eq(orderItemToppings.vendorId, vendorId), inArray(orderItemToppings.orderId, orderIds)))
    .orderBy(asc(orderItemToppings.orderItemId), asc(orderItemToppings.title));
  const toppingsByLine = new Map<string, Array<{ title: string; price: number; count: number }>>();
  for (const t of toppings)
    toppingsByLine.set(t.orderItemId, [
      ...(toppingsByLine.get(t.orderItemId) ?? []),
      { title: t.title, price: t.price, count: t.count },
    ]);
  for (const { order: o, firstName, lastName, phoneNumber } of rows) {
    result.set(o.id, {
      number: o.number,
      source: o.source,
      deliveryType: o.deliveryType,
      status: o.status,
      paymentMethod: o.paymentMethod,
      paymentState: o.paymentState,
      customer: phoneNumber ? { firstName, lastName, phoneNumber } : null,
      address: o.addressText ? { text: o.addressText, details: o.addressDetails } : null,
      tableNumber: o.tableNumber,
      numberOfPerson: o.numberOfPerson,
      description: o.description,
      totals: {
        sumOfItemsPrice: o.sumOfItemsPrice,
        sumOfItemToppingsPrice: o.sumOfItemToppingsPrice,
        totalPackagingCost: o.totalPackagingCost,
        finalDiscountAmount: o.finalDiscountAmount,
        serviceFeeType: o.serviceFeeType,
        serviceFeeValue: o.serviceFeeValue,
        totalServiceFee: o.totalServiceFee,
        tax: o.tax,
        deliveryCost: o.deliveryCost,
        tip: o.tip,
        finalPrice: o.finalPrice,
      },
      currency: o.currency,
      createdAt: o.createdAt.toISOString(),
      items: [],
    });
  }
  for (const line of lines) {
    if (line.count <= 0) continue;
    result.get(line.orderId)?.items.push({
      title: line.title,
      count: line.count,
      unitPrice: line.unitPrice,
      isFreeItem: line.isFreeItem,
      menuItemId: line.menuItemId,
      toppings: toppingsByLine.get(line.id) ?? [],
    });
  }
  return result;
}
