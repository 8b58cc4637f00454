import crypto from 'node:crypto';
import { orderableMenu, type TCreateOrderRequest, type TOrder, type TSiteMenu } from '@sofreh/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { latestCode, port, screenshot } from './browser';

/** The demo's customer (seeded with a home inside «ونک و اطراف»). */
export const DEMO_CUSTOMER_PHONE = '09121111111';

/** Karaj, 35 km west of the restaurant: far outside every zone the demo draws. */
export const KARAJ = { latitude: 35.8327, longitude: 50.9915 };

/** A phone number nobody has used yet in this run (a new customer). */
export function freshPhoneNumber(prefix = '0935'): string {
  return `${prefix}${String(Date.now()).slice(-7)}`;
}

/** A dish's card on the customer's menu. */
export const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** Types the code the demo's console SMS provider "sent" to this phone into the code boxes. */
export async function enterCode(page: Page, phoneNumber: string, sentAfter: Date) {
  const code = await latestCode(phoneNumber, sentAfter);
  await page.getByLabel('رقم ۱', { exact: true }).click();
  await page.keyboard.type(code);
}

/** Clicks the middle of a drawn shape on the map (its SVG path), where a finger would tap. */
export async function tapInside(page: Page, selector: string) {
  const shape = page.locator(selector).first();
  await shape.waitFor({ state: 'attached' });
  const box = (await shape.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** What the phone shows once a sheet has finished sliding up. */
export async function screenshotSheet(page: Page, name: string) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[role="dialog"]')).every(
      (dialog) => dialog.getAnimations({ subtree: true }).length === 0,
    ),
  );
  await screenshot(page, name, { fullPage: false });
}

/** The server itself, for what a journey does through the API rather than on a screen. */
export const apiUrl = (path: string) => `http://127.0.0.1:${port}${path}`;

/** What the customer site sends with its API calls: the demo's host, Persian, JSON, the login. */
export const apiHeaders = (token?: string) => ({
  hostDomain: 'demo.localhost',
  'Accept-Language': 'fa',
  'Content-Type': 'application/json',
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/** The customer logs in the way the site does it, with the code the demo "sent"; answers the token. */
export async function customerToken(phoneNumber = DEMO_CUSTOMER_PHONE): Promise<string> {
  const sentAfter = new Date(Date.now() - 1000);
  const login = await fetch(apiUrl('/api-identity/identity/auth/login'), {
    method: 'POST',
    headers: apiHeaders(),
    body: JSON.stringify({ phoneNumber }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const { userId } = (await login.json()) as { userId: string };
  const otp = await latestCode(phoneNumber, sentAfter);
  const verify = await fetch(apiUrl('/api-identity/identity/auth/verify'), {
    method: 'POST',
    headers: apiHeaders(),
    body: JSON.stringify({ userId, otp }),
  });
  expect(verify.status, await verify.clone().text()).toBe(200);
  return ((await verify.json()) as { token: string }).token;
}

/** The website's menu as the customer site reads it, less what cannot be ordered now (sold out, out of shift). */
export async function websiteMenu(token?: string): Promise<TSiteMenu> {
  const response = await fetch(apiUrl('/api-catalog/catalog/menucategories/site?sellChannel=WEBSITE'), {
    headers: apiHeaders(token),
  });
  expect(response.status).toBe(200);
  return orderableMenu((await response.json()) as TSiteMenu);
}

/** Every dish on the menu, category by category. */
export const menuItems = (menu: TSiteMenu) => menu.categories.flatMap((category) => category.items);

/** The dishes a customer can add without choosing a topping (no topping category requires one). */
export const withoutRequiredToppings = (items: TSiteMenu['categories'][number]['items']) =>
  items.filter((item) => item.toppingCategories.every((c) => c.minSelect === 0));

/** What a journey orders: the cart's lines and how it is served and paid. */
export type OrderRequest = Pick<
  TCreateOrderRequest,
  'deliveryType' | 'source' | 'paymentMethod' | 'items'
> & {
  description?: string;
};

/** Places the customer's order through the API like the site does (a fresh Idempotency-Key). */
export async function placeOrder(token: string, request: OrderRequest): Promise<TOrder> {
  const response = await fetch(apiUrl('/api/orders'), {
    method: 'POST',
    headers: { ...apiHeaders(token), 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(request),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as TOrder;
}

/**
 * A PICKUP cash order of `count` of the menu's first dish that needs no topping, placed through the
 * API like the site does (`description`: a note for the kitchen).
 */
export async function placePickupOrder(
  token: string,
  { count = 1, description }: { count?: number; description?: string } = {},
): Promise<TOrder> {
  const dish = withoutRequiredToppings(menuItems(await websiteMenu(token)))[0];
  expect(dish, 'the demo menu has a dish without required toppings').toBeTruthy();
  return placeOrder(token, {
    deliveryType: 'PICKUP',
    source: 'WEBSITE',
    paymentMethod: 'CASH',
    items: [{ menuItemId: dish!.id, count, toppings: [] }],
    ...(description === undefined ? {} : { description }),
  });
}
