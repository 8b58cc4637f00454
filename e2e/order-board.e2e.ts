import crypto from 'node:crypto';
import type { TOrder, TSiteMenu } from '@sofreh/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from './support/backoffice';
import {
  desktopContext,
  hasBrowser,
  latestCode,
  launch,
  phoneContext,
  port,
  screenshot,
} from './support/browser';

const API = () => `http://127.0.0.1:${port}`;
const CUSTOMER_PHONE = '09121111111';
const headers = (token?: string) => ({
  hostDomain: 'demo.localhost',
  'Accept-Language': 'fa',
  'Content-Type': 'application/json',
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/** The customer logs in the way the site does it, with the code the demo "sent". */
async function customerToken(): Promise<string> {
  const sentAfter = new Date(Date.now() - 1000);
  const login = await fetch(`${API()}/api-identity/identity/auth/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ phoneNumber: CUSTOMER_PHONE }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const { userId } = (await login.json()) as { userId: string };
  const otp = await latestCode(CUSTOMER_PHONE, sentAfter);
  const verify = await fetch(`${API()}/api-identity/identity/auth/verify`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ userId, otp }),
  });
  expect(verify.status, await verify.clone().text()).toBe(200);
  return ((await verify.json()) as { token: string }).token;
}

/** A PICKUP cash order of one dish that needs no topping, placed through the API like the site does. */
async function placePickupOrder(token: string): Promise<TOrder> {
  const menuRes = await fetch(`${API()}/api-catalog/catalog/menucategories/site?sellChannel=WEBSITE`, {
    headers: headers(token),
  });
  const menu = (await menuRes.json()) as TSiteMenu;
  const dish = menu.categories
    .flatMap((c) => c.items)
    .find((item) => item.toppingCategories.every((c) => c.minSelect === 0));
  expect(dish, 'the demo menu has a dish without required toppings').toBeTruthy();
  const res = await fetch(`${API()}/api/orders`, {
    method: 'POST',
    headers: { ...headers(token), 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      serviceType: 'PICKUP',
      source: 'WEBSITE',
      paymentMethod: 'CASH',
      items: [{ menuItemId: dish!.id, count: 2, toppings: [] }],
      description: 'لطفاً بدون پیاز',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TOrder;
}

async function openBoard(page: Page) {
  await page.getByRole('link', { name: 'فهرست سفارش‌ها' }).click();
  await page.waitForURL('**/bo/orders');
  await page.getByText('به‌روزرسانی زنده').waitFor();
}

describe.runIf(hasBrowser)('the live order board, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a customer’s new order rings on the open board without reload; the owner acknowledges and moves it to delivered', {
    timeout: 180_000,
  }, async () => {
    const owner = await desktopContext(browser);
    const page = await owner.newPage();
    await signInAsOwner(page);
    await openBoard(page);
    const before = page.url();

    // The customer, elsewhere, orders.
    const token = await customerToken();
    const order = await placePickupOrder(token);
    expect(order.status).toBe('NEEDFORCALL');

    const banner = page.getByRole('alert').filter({ hasText: 'سفارش جدید رسید' });
    await banner.waitFor({ timeout: 10_000 });
    expect(page.url()).toBe(before);
    const number = new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(order.number);
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `سفارش ${number}` }) });
    await row.waitFor();
    expect(await row.getAttribute('data-new')).toBe('true');
    await screenshot(page, 'bo-order-board-ringing', { fullPage: false });

    await banner.getByRole('button', { name: 'دیدم' }).click();
    await banner.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: `سفارش ${number}` }).click();
    const drawer = page.getByRole('dialog', { name: 'جزئیات سفارش' });
    await drawer.getByText('لطفاً بدون پیاز').waitFor();
    await drawer.getByText('در صف بررسی').first().waitFor();
    await screenshot(page, 'bo-order-detail', { fullPage: false });

    for (const [button, label] of [
      ['تأیید سفارش', 'تأییدشده'],
      ['آماده تحویل حضوری', 'آماده تحویل حضوری'],
      ['تحویل شد', 'تحویل‌شده'],
    ] as const) {
      await drawer.getByRole('button', { name: button, exact: true }).click();
      await expect.poll(() => drawer.locator('.mantine-Badge-root').first().textContent()).toBe(label);
    }
    // The history names who moved it: the demo owner, مریم احمدی.
    await drawer
      .getByText(/مریم احمدی/)
      .first()
      .waitFor();
    await screenshot(page, 'bo-order-delivered', { fullPage: false });

    // What the customer now sees.
    const mine = await fetch(`${API()}/api/orders/${order.id}`, { headers: headers(token) });
    expect(((await mine.json()) as TOrder).status).toBe('DELIVERED');
    await owner.close();
  });

  it('works at phone width', { timeout: 120_000 }, async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signInAsOwner(page);
    await page.goto(page.url().replace(/\/bo\/?$/, '/bo/orders'));
    await page.getByText('به‌روزرسانی زنده').waitFor();
    await page.getByRole('table', { name: 'فهرست سفارش‌ها' }).waitFor();
    await screenshot(page, 'bo-order-board-phone', { fullPage: false });
    await page
      .getByRole('button', { name: /^سفارش / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'جزئیات سفارش' }).getByText('تاریخچه وضعیت').waitFor();
    await screenshot(page, 'bo-order-detail-phone', { fullPage: false });
    await context.close();
  });
});
