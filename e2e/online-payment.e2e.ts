import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  desktopContext,
  hasBrowser,
  latestCode,
  launch,
  phoneContext,
  port,
  screenshot,
} from './support/browser';

const CUSTOMER_PHONE = '09121111111';
/** Node does not resolve *.localhost: the API is called on the loopback, naming the vendor's host. */
const vendorHost = () => new URL(baseUrl!).host;
const api = `http://127.0.0.1:${port}`;

async function call(method: string, path: string, token: string | null, body?: object, extra = {}) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: {
      hostdomain: vendorHost(),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...extra,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, text };
}

/** The demo customer logs in through the API, with the code the demo's console provider "sent". */
async function customerToken() {
  const sentAfter = new Date(Date.now() - 1000);
  const login = await call('POST', '/api-identity/identity/auth/login', null, {
    phoneNumber: CUSTOMER_PHONE,
  });
  expect(login.status, login.text).toBe(200);
  const otp = await latestCode(CUSTOMER_PHONE, sentAfter);
  const verify = await call('POST', '/api-identity/identity/auth/verify', null, {
    userId: login.json.userId,
    otp,
  });
  expect(verify.status, verify.text).toBe(200);
  return verify.json.token as string;
}

/** An online pickup order of a dish that needs no topping, as the checkout would place it. */
async function placeOnlineOrder(token: string) {
  const menu = await call('GET', '/api-catalog/catalog/menucategories/site?sellChannel=WEBSITE', null);
  expect(menu.status, menu.text).toBe(200);
  type Item = { id: string; orderable: boolean; toppingCategories: Array<{ minSelect: number }> };
  const items: Item[] = menu.json.categories.flatMap((c: { items: Item[] }) => c.items);
  // The menu lists what is sold out or out of shift too (greyed on the site).
  const dish = items.find((i) => i.orderable && i.toppingCategories.every((t) => t.minSelect === 0));
  const order = await call(
    'POST',
    '/api/orders',
    token,
    {
      deliveryType: 'PICKUP',
      source: 'WEBSITE',
      paymentMethod: 'ONLINE',
      items: [{ menuItemId: dish!.id, count: 1, toppings: [] }],
    },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(order.status, order.text).toBe(201);
  return order.json as { id: string; totals: { finalPrice: number } };
}

describe.runIf(hasBrowser)('online payment through the sandbox gateway, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a customer pays at the sandbox bank page and lands back on the restaurant’s site with DONE', async () => {
    const token = await customerToken();
    const order = await placeOnlineOrder(token);
    const submitUrl = `${baseUrl}/orders/${order.id}`;
    const params = new URLSearchParams({ submitUrl, paymentServiceType: 'SANDBOX' });
    const start = await call('GET', `/api/orders/payment/${order.id}?${params}`, token);
    expect(start.status, start.text).toBe(200);
    expect(start.json.redirectUrl.startsWith(`${baseUrl}/sandbox-gateway/`)).toBe(true);

    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(start.json.redirectUrl);
    await page.getByRole('button', { name: 'پرداخت' }).waitFor();
    await screenshot(page, 'online-payment-sandbox-phone');
    // The bank page posts to itself, 303s to our callback, which verifies and 303s to the landing page.
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await page.waitForURL((url) => url.searchParams.get('paymentResult') !== null);
    const landed = new URL(page.url());
    expect(`${landed.origin}${landed.pathname}`).toBe(submitUrl);
    expect(landed.searchParams.get('paymentResult')).toBe('DONE');
    expect(landed.searchParams.get('transactionId')).toBe(start.json.transactionId);

    const paid = await call('GET', `/api/orders/${order.id}`, token);
    expect(paid.json).toMatchObject({ status: 'PAID', paymentState: 'PAID' });
    const verified = await call('POST', '/api/transactions/verify', token, {
      transactionId: start.json.transactionId,
    });
    expect(verified.json).toMatchObject({ state: 'DONE', amount: order.totals.finalPrice });
    await context.close();
  });

  it('a callback naming no payment shows a Persian page, on a phone and a desktop', async () => {
    for (const [name, open] of [
      ['phone', phoneContext],
      ['desktop', desktopContext],
    ] as const) {
      const context = await open(browser);
      const page = await context.newPage();
      const res = await page.goto(`${baseUrl}/api/transactions/verify?Authority=S0000000000&Status=OK`);
      expect(res?.status()).toBe(404);
      await page.getByRole('heading', { name: 'این پرداخت پیدا نشد' }).waitFor();
      await screenshot(page, `online-payment-unknown-${name}`);
      await context.close();
    }
  });
});
