import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orderItems, orderItemToppings, orderStates, orders, users } from '../../db/schema';

const {
  idempotencyKey: _key,
  idempotencyUserId: _keyUser,
  idempotencyRequestHash: _keyHash,
  ...orderRowColumns
} = getTableColumns(orders);
/**
 * An order's columns as the application reads them: its Idempotency-Key claim is read only by
 * `findIdempotencyKey`, so the request hash goes nowhere else.
 */
export const orderColumns = orderRowColumns;
export type OrderRow = Omit<
  typeof orders.$inferSelect,
  'idempotencyKey' | 'idempotencyUserId' | 'idempotencyRequestHash'
>;
export type OrderItemRow = Omit<typeof orderItems.$inferSelect, 'vendorId' | 'orderId'>;
export type OrderToppingRow = Omit<typeof orderItemToppings.$inferSelect, 'vendorId' | 'orderId'>;
export type OrderHistoryRow = Pick<
  typeof orderStates.$inferSelect,
  'fromStatus' | 'toStatus' | 'actorUserId' | 'at' | 'note'
> & { actorFirstName?: string | null; actorLastName?: string | null; actorPhone?: string | null };
export type CustomerRow = {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
};

// ─── Idempotency keys ────────────────────────────────────────────────────────────────────────────

export type IdempotencyKeyRow = { userId: string; requestHash: string; orderId: string };

/** The key's claim as the order holds it (decision 0035); only orders sent with a key have one. */
export async function findIdempotencyKey(
  db: Executor,
  vendorId: string,
  key: string,
): Promise<IdempotencyKeyRow | null> {
  const [row] = await db
    .select({
      userId: orders.idempotencyUserId,
      requestHash: orders.idempotencyRequestHash,
      orderId: orders.id,
    })
    .from(orders)
    .where(and(eq(orders.vendorId, vendorId), eq(orders.idempotencyKey, key)));
  return row?.userId && row.requestHash ? { ...row, userId: row.userId, requestHash: row.requestHash } : null;
}

const KEY_CONSTRAINT = 'orders_vendor_idempotency_key';

/**
 * Whether a failed statement failed because the idempotency key was already taken. The order's
 * insert claims its key: PostgreSQL makes a second claim of the same key wait until the first
 * transaction ends, then refuses it with this error if the first one committed.
 */
export function isIdempotencyKeyTaken(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: unknown; constraint?: unknown };
    if (pgError.code === '23505' && pgError.constraint === KEY_CONSTRAINT) return true;
  }
  return false;
}

// ─── Creating an order ───────────────────────────────────────────────────────────────────────────

export type NewOrderItem = Omit<OrderItemRow, 'removedCount' | 'originalCount'> & {
  toppings: OrderToppingRow[];
};

/** An order to write (placeOrder); its number is taken as it is written. */
export type NewOrder = Omit<OrderRow, 'updatedAt' | 'number' | 'initialStatus' | 'createdBy'> & {
  items: NewOrderItem[];
  /** Who creates it: the first entry of its history names them (the order's created_by). */
  placedBy: string;
  /** The request's Idempotency-Key, the hash of its body and its sender, claimed with the order. */
  idempotency: { key: string; requestHash: string; userId: string };
};

/**
 * Writes a new order, its lines and toppings; its first state is on its row (decision 0036). Its
 * number is the vendor's next (`next_order_number`: a sequence per vendor, made with the vendor,
 * migration 0019): nextval holds no lock, so one vendor's orders never queue behind each other.
 * The row claims the Idempotency-Key: a second order with the same key waits for this transaction
 * and then fails with `isIdempotencyKeyTaken`. Run it inside the order's transaction.
 */
export async function insertOrder(tx: Executor, order: NewOrder): Promise<number> {
  const { items, placedBy, idempotency, ...row } = order;
  const [inserted] = await tx
    .insert(orders)
    .values({
      ...row,
      number: sql`next_order_number(${order.vendorId}::uuid)`,
      initialStatus: order.status,
      createdBy: placedBy,
      updatedAt: order.createdAt,
      idempotencyKey: idempotency.key,
      idempotencyUserId: idempotency.userId,
      idempotencyRequestHash: idempotency.requestHash,
    })
    .returning({ number: orders.number });
  if (items.length > 0) {
    await tx.insert(orderItems).values(
      items.map(({ toppings: _, ...item }) => ({
        ...item,
        vendorId: order.vendorId,
        orderId: order.id,
        originalCount: item.count,
      })),
    );
  }
  const toppings = items.flatMap((item) => item.toppings);
  if (toppings.length > 0) {
    await tx
      .insert(orderItemToppings)
      .values(toppings.map((t) => ({ ...t, vendorId: order.vendorId, orderId: order.id })));
  }
  return inserted!.number;
}

/** The people an order shows (its customer, whoever placed it), by id. */
export async function findPeople(
  db: Executor,
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, CustomerRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.userId, row]));
}

// ─── Reading orders ──────────────────────────────────────────────────────────────────────────────

/** One order of the vendor; with `customerUserId`, only if it is that customer's. */
export async function findOrder(
  db: Executor,
  vendorId: string,
  orderId: string,
  customerUserId?: string,
): Promise<{ order: OrderRow; customer: CustomerRow | null } | null> {
  const [row] = await db
    .select({
      order: orderColumns,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.customerUserId))
    .where(
      and(
        eq(orders.vendorId, vendorId),
        eq(orders.id, orderId),
        customerUserId ? eq(orders.customerUserId, customerUserId) : undefined,
      ),
    );
  if (!row) return null;
  const customer =
    row.userId && row.phoneNumber
      ? { userId: row.userId, firstName: row.firstName, lastName: row.lastName, phoneNumber: row.phoneNumber }
      : null;
  return { order: row.order, customer };
}

export function listOrderItems(db: Executor, vendorId: string, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select({
      id: orderItems.id,
      lineNumber: orderItems.lineNumber,
      menuItemId: orderItems.menuItemId,
      title: orderItems.title,
      unitPrice: orderItems.unitPrice,
      packagingCost: orderItems.packagingCost,
      servePackagingCost: orderItems.servePackagingCost,
      withTax: orderItems.withTax,
      isFreeItem: orderItems.isFreeItem,
      count: orderItems.count,
      originalCount: orderItems.originalCount,
      removedCount: orderItems.removedCount,
    })
    .from(orderItems)
    .where(and(eq(orderItems.vendorId, vendorId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.lineNumber));
}

export function listOrderToppings(
  db: Executor,
  vendorId: string,
  orderId: string,
): Promise<OrderToppingRow[]> {
  return db
    .select({
      id: orderItemToppings.id,
      orderItemId: orderItemToppings.orderItemId,
      toppingId: orderItemToppings.toppingId,
      title: orderItemToppings.title,
      price: orderItemToppings.price,
      count: orderItemToppings.count,
    })
    .from(orderItemToppings)
    .where(and(eq(orderItemToppings.vendorId, vendorId), eq(orderItemToppings.orderId, orderId)))
    .orderBy(asc(orderItemToppings.orderItemId), asc(orderItemToppings.toppingId));
}

/** An order's states, its creation first, each with its actor (`orderStates`, decision 0036). */
export function listOrderHistory(
  db: Executor,
  vendorId: string,
  orderId: string,
): Promise<OrderHistoryRow[]> {
  return (
    db
      .select({
        fromStatus: orderStates.fromStatus,
        toStatus: orderStates.toStatus,
        actorUserId: orderStates.actorUserId,
        at: orderStates.at,
        note: orderStates.note,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorPhone: users.phoneNumber,
      })
      .from(orderStates)
      .leftJoin(users, eq(users.id, orderStates.actorUserId))
      .where(and(eq(orderStates.vendorId, vendorId), eq(orderStates.orderId, orderId)))
      // A move stamped at the very moment of the creation still comes after it.
      .orderBy(asc(orderStates.at), sql`${orderStates.fromStatus} IS NOT NULL`)
  );
}

/** A customer's orders at a vendor, newest first (index orders_vendor_customer_created). */
export function listCustomerOrders(
  db: Executor,
  vendorId: string,
  customerUserId: string,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      source: orders.source,
      serviceType: orders.serviceType,
      paymentMethod: orders.paymentMethod,
      paymentState: orders.paymentState,
      finalPrice: orders.finalPrice,
      currency: orders.currency,
      tableNumber: orders.tableNumber,
      createdAt: orders.createdAt,
      // Spelt out: inside a select's fields drizzle writes bare column names, which the subquery
      // would read as its own table's.
      itemCount: sql<number>`(
        SELECT coalesce(sum(oi.count), 0)::int FROM order_items oi
        WHERE oi.vendor_id = "orders"."vendor_id" AND oi.order_id = "orders"."id"
      )`,
    })
    .from(orders)
    .where(and(eq(orders.vendorId, vendorId), eq(orders.customerUserId, customerUserId)))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCustomerOrders(db: Executor, vendorId: string, customerUserId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.vendorId, vendorId), eq(orders.customerUserId, customerUserId)));
  return row?.n ?? 0;
}
