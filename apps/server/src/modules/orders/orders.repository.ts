import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { fixedStatement } from '../../db/fixed-statement';
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

/** An order to write; its number is taken with it (`orderGraphPlacement`) or given (`insertOrderGraph`). */
export type NewOrder = Omit<OrderRow, 'updatedAt' | 'number' | 'initialStatus' | 'createdBy'> & {
  items: NewOrderItem[];
  /** Who creates it: the first entry of its history names them (the order's created_by). */
  actorUserId: string | null;
  /** The request's Idempotency-Key, the hash of its body and its sender, claimed with the order. */
  idempotency: { key: string; requestHash: string; userId: string } | null;
};
/** A customer's order: always sent with its Idempotency-Key. */
export type ClaimedOrder = NewOrder & { idempotency: NonNullable<NewOrder['idempotency']> };

/**
 * Unless the key already names an order (then that key is returned), takes the vendor's next order
 * number from its sequence (decision 0033): `nextval` holds no lock, so neither does this. For a
 * caller that checks the key and takes the number before its own transaction (staff orders); the
 * customer's submission takes both inside its one statement (`orderGraphPlacement`).
 */
export async function takeOrderNumber(
  db: Executor,
  vendorId: string,
  key: string,
): Promise<{ number: number; stored: null } | { number: null; stored: IdempotencyKeyRow }> {
  const [row] = await takeOrderNumberStatement(db, { vendorId, key });
  if (row!.order_id && row!.user_id && row!.request_hash) {
    return {
      number: null,
      stored: { userId: row!.user_id, requestHash: row!.request_hash, orderId: row!.order_id },
    };
  }
  return { number: Number(row!.number), stored: null };
}
const takeOrderNumberStatement = fixedStatement<{
  number: string | number | null;
  user_id: string | null;
  request_hash: string | null;
  order_id: string | null;
}>(
  'take_order_number',
  sql`
    WITH stored AS (
      SELECT idempotency_user_id AS user_id, idempotency_request_hash AS request_hash, id AS order_id
      FROM orders
      WHERE vendor_id = ${sql.placeholder('vendorId')} AND idempotency_key = ${sql.placeholder('key')}
    )
    SELECT CASE WHEN s.order_id IS NULL THEN next_order_number(${sql.placeholder('vendorId')}::uuid) END AS number,
      s.user_id, s.request_hash, s.order_id
    FROM (SELECT 1) AS one LEFT JOIN stored s ON true
  `,
);

/** The vendor in the statements built once below: a placeholder, given its value on each run. */
export const VENDOR_ID = sql.placeholder('vendorId');

/**
 * What a customer's order is checked against that other modules own, as SQL expressions over
 * `VENDOR_ID`: the vendor's ordering terms (one JSON value) and its catalog version.
 */
export type OrderingFactsSql = { terms: SQL; catalogVersion: SQL };

/** The facts as read: the terms' JSON value (null: no such vendor) and the catalog version (0: none yet). */
export type OrderingFactsRow = { terms: unknown; catalogVersion: number };

/** Reads the ordering facts alone, in one statement (an instance's first order for a vendor). */
export function orderingFactsStatement(facts: OrderingFactsSql) {
  const statement = fixedStatement<{ terms: unknown; catalog_version: string | number | null }>(
    'ordering_facts',
    sql`SELECT ${facts.terms} AS terms, coalesce(${facts.catalogVersion}, 0) AS catalog_version`,
  );
  return async (db: Executor, vendorId: string): Promise<OrderingFactsRow> => {
    const [row] = await statement(db, { vendorId });
    return { terms: row!.terms, catalogVersion: Number(row!.catalog_version) };
  };
}

const p = (name: string) => sql.placeholder(name);

/**
 * The order graph's text (decision 0026): the lines and toppings go as JSON arrays of rows, whatever
 * their number, and the order row holds its Idempotency-Key's claim (decision 0035; null without a
 * key). Every row is inserted from `source`, a set of one row or none: none inserts nothing at all.
 * The first entry of the order's history is its own row's initial_status and created_by (decision
 * 0036): no history row is written.
 */
function orderGraphText(parts: { before: SQL; source: SQL; number: SQL; answer: SQL }) {
  const { before, source, number, answer } = parts;
  return sql`
    WITH ${before} new_order AS (
      INSERT INTO orders (
        vendor_id, id, number, source, service_type, status, initial_status, created_by,
        payment_method, payment_state,
        customer_user_id, address_id, address_text, address_details, address_latitude, address_longitude,
        table_number, number_of_person, description,
        discount_code_id, discount_code, discount_type, discount_value, discount_cap,
        sum_of_items_price, sum_of_item_toppings_price, total_packaging_cost, final_discount_amount,
        service_fee_type, service_fee_value, total_service_fee, tax_percent, tax, delivery_cost, tip,
        final_price, currency, preparation_minutes, created_at, updated_at,
        idempotency_key, idempotency_user_id, idempotency_request_hash
      ) SELECT
        ${p('vendorId')}, ${p('id')}, ${number}, ${p('source')}, ${p('serviceType')},
        ${p('status')}, ${p('status')}, ${p('actorUserId')}, ${p('paymentMethod')}, ${p('paymentState')},
        ${p('customerUserId')}, ${p('addressId')}, ${p('addressText')}, ${p('addressDetails')},
        ${p('addressLatitude')}, ${p('addressLongitude')},
        ${p('tableNumber')}, ${p('numberOfPerson')}, ${p('description')},
        ${p('discountCodeId')}, ${p('discountCode')}, ${p('discountType')}, ${p('discountValue')},
        ${p('discountCap')},
        ${p('sumOfItemsPrice')}, ${p('sumOfItemToppingsPrice')}, ${p('totalPackagingCost')},
        ${p('finalDiscountAmount')}, ${p('serviceFeeType')}, ${p('serviceFeeValue')},
        ${p('totalServiceFee')}, ${p('taxPercent')}, ${p('tax')}, ${p('deliveryCost')}, ${p('tip')},
        ${p('finalPrice')}, ${p('currency')}, ${p('preparationMinutes')}, ${p('at')}, ${p('at')},
        ${p('key')}, ${p('keyUserId')}, ${p('requestHash')}
      FROM ${source}
      RETURNING number
    ), new_items AS (
      INSERT INTO order_items (
        vendor_id, id, order_id, line_number, menu_item_id, title, unit_price, packaging_cost,
        serve_packaging_cost, with_tax, is_free_item, count, original_count
      )
      SELECT ${p('vendorId')}::uuid, i.id, ${p('id')}::uuid, i.line_number, i.menu_item_id, i.title,
        i.unit_price, i.packaging_cost, i.serve_packaging_cost, i.with_tax, i.is_free_item, i.count, i.count
      FROM json_to_recordset(${p('items')}::json) AS i(
        id uuid, line_number integer, menu_item_id uuid, title text, unit_price bigint,
        packaging_cost bigint, serve_packaging_cost bigint, with_tax boolean, is_free_item boolean,
        count integer), ${source}
    ), new_toppings AS (
      INSERT INTO order_item_toppings (vendor_id, id, order_id, order_item_id, topping_id, title, price, count)
      SELECT ${p('vendorId')}::uuid, t.id, ${p('id')}::uuid, t.order_item_id, t.topping_id, t.title, t.price, t.count
      FROM json_to_recordset(${p('toppings')}::json) AS t(
        id uuid, order_item_id uuid, topping_id uuid, title text, price bigint, count integer), ${source}
    )
    ${answer}
  `;
}

/** Staff orders (`insertOrderGraph`): the number taken beforehand (`takeOrderNumber`), nothing guarded. */
const insertOrderGraphStatement = fixedStatement<InsertedOrderRow>(
  'insert_order_graph',
  orderGraphText({
    before: sql``,
    source: sql`(SELECT 1) AS always`,
    number: sql`${p('number')}`,
    answer: sql`SELECT o.number, u.id AS user_id, u.first_name, u.last_name, u.phone_number
      FROM new_order o LEFT JOIN users u ON u.id = ${p('customerUserId')}::uuid`,
  }),
);

/**
 * Claims the idempotency key and writes the order with its lines and toppings in ONE statement: all
 * or nothing even outside a transaction. The foreign keys between the rows are checked at the end of
 * the statement, when all of them exist. A key already taken fails the whole
 * statement (see isIdempotencyKeyTaken). Returns the order's customer as the order shows them.
 */
export async function insertOrderGraph(
  tx: Executor,
  order: NewOrder & { number: number },
): Promise<CustomerRow | null> {
  const [inserted] = await insertOrderGraphStatement(tx, orderGraphValues(order, order.number, null));
  return customerOf(inserted!);
}

/** What `placeOrderGraph` did: placed the order, found the key's order, or found the facts moved. */
export type PlacedOrderGraph =
  | { outcome: 'PLACED'; number: number; customer: CustomerRow | null }
  | { outcome: 'KEY_TAKEN'; stored: IdempotencyKeyRow }
  | { outcome: 'FACTS_CHANGED'; facts: OrderingFactsRow };

/**
 * The customer's order in ONE statement and one round trip (decision 0033). It is inserted only if
 * - its key names no order yet; else nothing is taken and the key's order is answered (KEY_TAKEN);
 * - the terms and catalog version it was checked against (`checkedWith`) are still the committed
 *   ones; else nothing is inserted and the current ones are answered (FACTS_CHANGED), to check again.
 * Then it takes the vendor's next number (`next_order_number`) and claims the key with the order; a
 * claim of the same key by a transaction still open fails the statement (isIdempotencyKeyTaken).
 */
export function orderGraphPlacement(facts: OrderingFactsSql) {
  const statement = fixedStatement<
    InsertedOrderRow &
      StoredKeyColumns & { current_terms: unknown; current_catalog_version: string | number | null }
  >(
    'place_order_graph',
    orderGraphText({
      before: sql`current_facts AS MATERIALIZED (
          SELECT ${facts.terms} AS terms, coalesce(${facts.catalogVersion}, 0) AS catalog_version
        ), stored AS (
          SELECT idempotency_user_id AS user_id, idempotency_request_hash AS request_hash, id AS order_id
          FROM orders
          WHERE vendor_id = ${p('vendorId')} AND idempotency_key = ${p('key')}
        ), guard AS (
          SELECT 1 FROM current_facts f
          WHERE NOT EXISTS (SELECT 1 FROM stored)
            AND f.catalog_version = ${p('catalogVersion')}::bigint
            AND f.terms::jsonb = ${p('terms')}::jsonb
        ),`,
      source: sql`guard`,
      number: sql`next_order_number(${p('vendorId')}::uuid)`,
      answer: sql`SELECT o.number, u.id AS user_id, u.first_name, u.last_name, u.phone_number,
          s.user_id AS stored_user_id, s.request_hash AS stored_request_hash, s.order_id AS stored_order_id,
          CASE WHEN o.number IS NULL THEN f.terms END AS current_terms,
          f.catalog_version AS current_catalog_version
        FROM current_facts f
        LEFT JOIN stored s ON true
        LEFT JOIN new_order o ON true
        LEFT JOIN users u ON o.number IS NOT NULL AND u.id = ${p('customerUserId')}::uuid`,
    }),
  );
  return async (
    db: Executor,
    order: ClaimedOrder,
    checkedWith: { termsJson: string; catalogVersion: number },
  ): Promise<PlacedOrderGraph> => {
    const [row] = await statement(db, orderGraphValues(order, null, checkedWith));
    if (row!.number !== null) {
      return { outcome: 'PLACED', number: Number(row!.number), customer: customerOf(row!) };
    }
    if (row!.stored_order_id && row!.stored_user_id && row!.stored_request_hash) {
      return {
        outcome: 'KEY_TAKEN',
        stored: {
          userId: row!.stored_user_id,
          requestHash: row!.stored_request_hash,
          orderId: row!.stored_order_id,
        },
      };
    }
    return {
      outcome: 'FACTS_CHANGED',
      facts: { terms: row!.current_terms, catalogVersion: Number(row!.current_catalog_version ?? 0) },
    };
  };
}

/**
 * The statement's values for one order, named as its placeholders: its row, the key's claim, the
 * lines and toppings as JSON, and (a customer's order) the facts it was checked against. Written out
 * field by field: spreading an object of this size into a new one with other keys copies it property
 * by property, several microseconds and kilobytes each time, on every order.
 */
function orderGraphValues(
  order: NewOrder,
  number: number | null,
  checkedWith: { termsJson: string; catalogVersion: number } | null,
) {
  const claim = order.idempotency;
  return {
    vendorId: order.vendorId,
    id: order.id,
    number,
    source: order.source,
    serviceType: order.serviceType,
    status: order.status,
    actorUserId: order.actorUserId,
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    customerUserId: order.customerUserId,
    addressId: order.addressId,
    addressText: order.addressText,
    addressDetails: order.addressDetails,
    addressLatitude: order.addressLatitude,
    addressLongitude: order.addressLongitude,
    tableNumber: order.tableNumber,
    numberOfPerson: order.numberOfPerson,
    description: order.description,
    discountCodeId: order.discountCodeId,
    discountCode: order.discountCode,
    discountType: order.discountType,
    discountValue: order.discountValue,
    discountCap: order.discountCap,
    sumOfItemsPrice: order.sumOfItemsPrice,
    sumOfItemToppingsPrice: order.sumOfItemToppingsPrice,
    totalPackagingCost: order.totalPackagingCost,
    finalDiscountAmount: order.finalDiscountAmount,
    serviceFeeType: order.serviceFeeType,
    serviceFeeValue: order.serviceFeeValue,
    totalServiceFee: order.totalServiceFee,
    taxPercent: order.taxPercent,
    tax: order.tax,
    deliveryCost: order.deliveryCost,
    tip: order.tip,
    finalPrice: order.finalPrice,
    currency: order.currency,
    preparationMinutes: order.preparationMinutes,
    at: order.createdAt.toISOString(),
    key: claim?.key ?? null,
    keyUserId: claim?.userId ?? null,
    requestHash: claim?.requestHash ?? null,
    terms: checkedWith?.termsJson ?? null,
    catalogVersion: checkedWith?.catalogVersion ?? null,
    items: JSON.stringify(
      order.items.map((i) => ({
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
      })),
    ),
    toppings: JSON.stringify(
      order.items.flatMap((i) =>
        i.toppings.map((t) => ({
          id: t.id,
          order_item_id: i.id,
          topping_id: t.toppingId,
          title: t.title,
          price: t.price,
          count: t.count,
        })),
      ),
    ),
  };
}

function customerOf(row: InsertedOrderRow): CustomerRow | null {
  return row.user_id
    ? {
        userId: row.user_id,
        firstName: row.first_name,
        lastName: row.last_name,
        phoneNumber: row.phone_number!,
      }
    : null;
}
type InsertedOrderRow = {
  number: string | number | null;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
};
type StoredKeyColumns = {
  stored_user_id: string | null;
  stored_request_hash: string | null;
  stored_order_id: string | null;
};

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
