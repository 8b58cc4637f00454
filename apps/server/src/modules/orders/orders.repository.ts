import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../auth/auth.schema';
import { orderItems, orderItemToppings, orderStates, orders } from './orders.schema';
import { refundedAtSql, refundedSql, refundOwedSql } from './refunds.repository';

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
export type NewOrder = Omit<
  OrderRow,
  'updatedAt' | 'number' | 'initialStatus' | 'createdBy' | 'acknowledgedAt' | 'acknowledgedBy'
> & {
  items: NewOrderItem[];
  /** Who creates it: the first entry of its history names them (the order's created_by). */
  placedBy: string;
  /** The request's Idempotency-Key, the hash of its body and its sender, claimed with the order. */
  idempotency: { key: string; requestHash: string; userId: string };
};

/** The people a new order shows: its customer, and whoever placed it (for staff). */
export type OrderPeople = { customer: CustomerRow | null; placedBy: CustomerRow | null };

/**
 * Writes a new order with its lines and toppings in one statement (its first state is on its row,
 * decision 0036), and answers its number and the people it shows. The number is the vendor's next
 * (`next_order_number`: nextval of the vendor's own sequence, made with the vendor, migration 0019),
 * which holds no lock, so one vendor's orders never queue behind each other. The row claims the
 * Idempotency-Key: a second order with the same key waits for this transaction, then fails with
 * `isIdempotencyKeyTaken`. The rows' foreign keys are checked at the end of the statement, when all
 * of them exist. Run it inside the order's transaction.
 */
export async function insertOrder(tx: Executor, order: NewOrder): Promise<{ number: number } & OrderPeople> {
  const lines = order.items.map((i) => ({
    id: i.id,
    line_number: i.lineNumber,
    menu_item_id: i.menuItemId,
    title: i.title,
    unit_price: i.unitPrice,
    packaging_cost: i.packagingCost,
    serve_packaging_cost: i.servePackagingCost,
    with_tax: i.withTax,
    is_free_item: i.isFreeItem,
    count: i.count,
  }));
  const toppings = order.items.flatMap((i) =>
    i.toppings.map((t) => ({
      id: t.id,
      order_item_id: i.id,
      topping_id: t.toppingId,
      title: t.title,
      price: t.price,
      count: t.count,
    })),
  );
  const o = order;
  const key = order.idempotency;
  const result = await tx.execute(sql`
    WITH new_order AS (
      INSERT INTO orders (
        vendor_id, id, number, source, delivery_type, status, initial_status, created_by,
        payment_method, payment_state,
        customer_user_id, address_id, address_text, address_details, address_latitude, address_longitude,
        table_number, number_of_person, description,
        discount_code_id, discount_code, discount_type, discount_value, discount_cap,
        sum_of_items_price, sum_of_item_toppings_price, total_packaging_cost, final_discount_amount,
        service_fee_type, service_fee_value, total_service_fee, tax_percent, tax, delivery_cost, tip,
        final_price, currency, preparation_minutes, delivery_minutes, created_at, updated_at,
        idempotency_key, idempotency_user_id, idempotency_request_hash
      ) VALUES (
        ${o.vendorId}, ${o.id}, next_order_number(${o.vendorId}::uuid), ${o.source}, ${o.deliveryType},
        ${o.status}, ${o.status}, ${o.placedBy}, ${o.paymentMethod}, ${o.paymentState},
        ${o.customerUserId}, ${o.addressId}, ${o.addressText}, ${o.addressDetails},
        ${o.addressLatitude}, ${o.addressLongitude}, ${o.tableNumber}, ${o.numberOfPerson}, ${o.description},
        ${o.discountCodeId}, ${o.discountCode}, ${o.discountType}, ${o.discountValue}, ${o.discountCap},
        ${o.sumOfItemsPrice}, ${o.sumOfItemToppingsPrice}, ${o.totalPackagingCost}, ${o.finalDiscountAmount},
        ${o.serviceFeeType}, ${o.serviceFeeValue}, ${o.totalServiceFee}, ${o.taxPercent}, ${o.tax},
        ${o.deliveryCost}, ${o.tip}, ${o.finalPrice}, ${o.currency}, ${o.preparationMinutes},
        ${o.deliveryMinutes}, ${o.createdAt.toISOString()}, ${o.createdAt.toISOString()},
        ${key.key}, ${key.userId}, ${key.requestHash}
      )
      RETURNING number
    ), new_items AS (
      INSERT INTO order_items (
        vendor_id, id, order_id, line_number, menu_item_id, title, unit_price, packaging_cost,
        serve_packaging_cost, with_tax, is_free_item, count, original_count
      )
      SELECT ${o.vendorId}::uuid, i.id, ${o.id}::uuid, i.line_number, i.menu_item_id, i.title,
        i.unit_price, i.packaging_cost, i.serve_packaging_cost, i.with_tax, i.is_free_item, i.count, i.count
      FROM json_to_recordset(${JSON.stringify(lines)}::json) AS i(
        id uuid, line_number integer, menu_item_id uuid, title text, unit_price bigint,
        packaging_cost bigint, serve_packaging_cost bigint, with_tax boolean, is_free_item boolean,
        count integer)
    ), new_toppings AS (
      INSERT INTO order_item_toppings (vendor_id, id, order_id, order_item_id, topping_id, title, price, count)
      SELECT ${o.vendorId}::uuid, t.id, ${o.id}::uuid, t.order_item_id, t.topping_id, t.title, t.price, t.count
      FROM json_to_recordset(${JSON.stringify(toppings)}::json) AS t(
        id uuid, order_item_id uuid, topping_id uuid, title text, price bigint, count integer)
    )
    SELECT o.number,
      c.id AS customer_id, c.first_name AS customer_first_name, c.last_name AS customer_last_name,
      c.phone_number AS customer_phone,
      p.id AS placed_by_id, p.first_name AS placed_by_first_name, p.last_name AS placed_by_last_name,
      p.phone_number AS placed_by_phone
    FROM new_order o
    LEFT JOIN users c ON c.id = ${o.customerUserId}::uuid
    LEFT JOIN users p ON p.id = ${o.placedBy}::uuid`);
  const row = (result as unknown as { rows: Array<Record<string, string | number | null>> }).rows[0]!;
  const person = (prefix: string): CustomerRow | null =>
    row[`${prefix}_id`]
      ? {
          userId: String(row[`${prefix}_id`]),
          firstName: row[`${prefix}_first_name`] as string | null,
          lastName: row[`${prefix}_last_name`] as string | null,
          phoneNumber: String(row[`${prefix}_phone`]),
        }
      : null;
  return { number: Number(row.number), customer: person('customer'), placedBy: person('placed_by') };
}

// ─── Reading orders ──────────────────────────────────────────────────────────────────────────────

/** One order of the vendor; with `customerUserId`, only if it is that customer's. */
export async function findOrder(
  db: Executor,
  vendorId: string,
  orderId: string,
  customerUserId?: string,
): Promise<{ order: OrderRow; customer: CustomerRow | null; refundOwed: number } | null> {
  const [row] = await db
    .select({
      order: orderColumns,
      refundOwed: refundOwedSql,
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
  return { order: row.order, customer, refundOwed: Number(row.refundOwed ?? 0) };
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
      deliveryType: orders.deliveryType,
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
      refundOwed: refundOwedSql,
      refunded: refundedSql,
      refundedAt: refundedAtSql,
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
