import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/database';
import { countRows, newKey, type OrdersTest, startOrdersTest } from '../../test/orders-kit';

// Checkout as the app wires it: delivery prices from the vendor's zones and the customer's saved
// addresses, discount codes from the vendor's codes — all through their own APIs, as people make them.

const VANAK: Array<[number, number]> = [
  [35.752, 51.396],
  [35.752, 51.418],
  [35.766, 51.418],
  [35.766, 51.396],
];

describe.each(DB_KINDS)('checkout as the app wires it, on %s', (kind) => {
  let k: OrdersTest;
  let homeInZone: string;
  let cabinOutside: string;

  beforeAll(async () => {
    k = await startOrdersTest(kind, { ports: 'app' });
    const zone = await k.call('POST', '/api-delivery/v1/delivery-zones', {
      token: k.sessions.owner,
      payload: { vendorsProperName: 'ونک', price: 35_000, deliveryMinutes: 40, polygon: VANAK },
    });
    expect(zone.statusCode, zone.body).toBe(201);
    const address = async (title: string, latitude: number, longitude: number) => {
      const res = await k.call('POST', '/api-identity/identity/address', {
        token: k.sessions.customer,
        payload: { title, text: `${title}، کوچه یاس، پلاک ۴`, latitude, longitude },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    homeInZone = await address('خانه', 35.758, 51.407);
    cabinOutside = await address('ویلا', 36.2, 51.1);
  });
  afterAll(async () => {
    await k?.t.close();
  });

  const order = (extra: object) => ({
    deliveryType: 'PICKUP',
    source: 'WEBSITE',
    paymentMethod: 'CASH',
    items: [{ menuItemId: k.menu.dough, count: 2, toppings: [] }],
    ...extra,
  });
  const submit = (payload: object, token = k.sessions.customer) =>
    k.call('POST', '/api/orders', { token, payload, headers: { 'idempotency-key': newKey() } });
  const createCode = async (payload: object) => {
    const res = await k.call('POST', '/api-identity/identity/discountcodes', {
      token: k.sessions.owner,
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('delivers to a saved address inside a zone at that zone’s price, keeping the address', async () => {
    const res = await submit(order({ deliveryType: 'DELIVER', addressId: homeInZone }));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    expect(placed.totals.deliveryCost).toBe(35_000);
    expect(placed.address).toMatchObject({ id: homeInZone, text: 'خانه، کوچه یاس، پلاک ۴' });
    // The zone's courier time is kept with the order: the customer's expected arrival adds it (0046).
    expect(placed.deliveryMinutes).toBe(40);
    const pickup = await submit(order({ deliveryType: 'PICKUP' }));
    expect(pickup.json().deliveryMinutes).toBeNull();
  });

  it('refuses an address outside every zone with SELECT_FROM_LOCATIONS beside the address', async () => {
    const before = await countRows(k.t, 'orders');
    const res = await submit(order({ deliveryType: 'DELIVER', addressId: cabinOutside }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'SELECT_FROM_LOCATIONS',
      message: 'لطفاً از میان مناطق تحت پوشش انتخاب کنید.',
      errors: [{ field: 'addressId' }],
    });
    expect(await countRows(k.t, 'orders')).toBe(before);
  });

  it('refuses another customer’s address as not found', async () => {
    const res = await submit(
      order({ deliveryType: 'DELIVER', addressId: homeInZone }),
      k.sessions.secondCustomer,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ADDRESS_NOT_FOUND');
  });

  it('prices a percentage code with its cap, quotes it, and counts its use with the order', async () => {
    await createCode({ code: 'NOROOZ', type: 'PERCENTAGE', value: 20, cap: 10_000 });
    const quote = await k.call('POST', '/api/orders/quote', {
      token: k.sessions.customer,
      payload: order({ discountCode: 'norooz' }),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().totals.finalDiscountAmount).toBe(10_000);

    const res = await submit(order({ discountCode: 'NOROOZ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totals.finalDiscountAmount).toBe(10_000);
    const { rows } = await k.t.database.executeSql(
      "SELECT usage_count FROM discount_codes WHERE code = 'NOROOZ'",
    );
    expect(Number(rows[0]!.usage_count)).toBe(1);
  });

  it('gives a FREEITEM code’s dish for nothing', async () => {
    await createCode({
      code: 'DOOGH',
      type: 'FREEITEM',
      freeItems: [{ id: k.menu.dough, count: 1 }],
    });
    const res = await submit(
      order({ items: [{ menuItemId: k.menu.joojeh, count: 1, toppings: [] }], discountCode: 'DOOGH' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const free = res.json().items.filter((line: { isFreeItem: boolean }) => line.isFreeItem);
    expect(free).toHaveLength(1);
    expect(res.json().totals.sumOfItemsPrice).toBe(250_000);
  });

  it('lets 20 orders race for a code limited to 5: exactly 5 get it, the rest hear why', async () => {
    await createCode({ code: 'FIVE', type: 'MONEY', value: 5_000, usageLimit: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submit(order({ discountCode: 'FIVE' }))),
    );
    const placed = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(placed).toHaveLength(5);
    for (const res of refused) {
      // Whether the check before the claim or the claim itself found it used up: the same answer.
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'DISCOUNT_CODE_INVALID',
        message: expect.stringMatching(/[\u0600-\u06FF]/),
        errors: [{ field: 'discountCode' }],
      });
    }
    const { rows } = await k.t.database.executeSql(
      "SELECT c.usage_count, (SELECT count(*)::int FROM orders o WHERE o.discount_code_id = c.id) AS orders FROM discount_codes c WHERE c.code = 'FIVE'",
    );
    expect(rows[0]).toMatchObject({ usage_count: 5, orders: 5 });
  });

  it('answers an unknown code as not found, beside the code', async () => {
    const res = await submit(order({ discountCode: 'NOPE' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'DISCOUNT_CODE_NOT_FOUND',
      errors: [{ field: 'discountCode' }],
    });
  });
});
