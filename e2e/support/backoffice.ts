import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, latestCode } from './browser';
import { apiHeaders, apiUrl } from './customer';

/** The demo restaurant's owner (مریم احمدی). */
export const OWNER_PHONE = '09120000000';

/** Logs the owner in to the back office with the code the demo's console provider "sent". */
export async function signInAsOwner(page: Page) {
  await page.goto(`${baseUrl}/bo/auth/login`);
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByLabel('شماره موبایل').fill(OWNER_PHONE);
  await page.getByRole('button', { name: 'دریافت کد' }).click();
  const code = await latestCode(OWNER_PHONE, sentAfter);
  await page.getByLabel('رقم ۱', { exact: true }).click();
  await page.keyboard.type(code);
  await page.waitForURL((url) => url.pathname === '/bo' || url.pathname === '/bo/');
}

/** Opens the live order board from the back office's menu and waits until it listens for orders. */
export async function openOrderBoard(page: Page) {
  await page.getByRole('link', { name: 'فهرست سفارش‌ها' }).click();
  await page.waitForURL('**/bo/orders');
  await page.getByText('به‌روزرسانی زنده').waitFor();
}

/** Opens «دسته‌ها و آیتم‌های منو» (/bo/menu) from the back office's menu. */
export async function openMenuItems(page: Page) {
  await page.getByRole('link', { name: 'دسته‌ها و آیتم‌های منو' }).click();
  await page.waitForURL('**/bo/menu');
}

/** An order's number as the board's buttons and receipts write it («سفارش ۱۲۳»: Persian, no grouping). */
export const orderLabel = (number: number) =>
  `سفارش ${new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(number)}`;

/** The − / + / «حذف» stepper of one line in the drawer's order editor («تعداد <title>»). */
export const lineStepper = (editor: Locator, title: string) =>
  editor.getByRole('group', { name: `تعداد ${title}` });

/** The signed-in back office's access token, as its own API calls send it (the tab's login). */
export async function staffToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const stored = localStorage.getItem('sofreh:auth');
    return stored ? ((JSON.parse(stored) as { state?: { token?: string } }).state?.token ?? null) : null;
  });
  if (!token) throw new Error('the back office is not signed in');
  return token;
}

/**
 * Acknowledges, as the signed-in staff member, every order already ringing (earlier journeys leave
 * theirs), as a cashier starting a shift would press «دیدم»: the alarm then names only what comes next.
 */
export async function acknowledgeRingingOrders(page: Page) {
  const token = await staffToken(page);
  const ringing = await fetch(apiUrl('/api/orders/alarm'), { headers: apiHeaders(token) });
  expect(ringing.status, await ringing.clone().text()).toBe(200);
  let { orders } = (await ringing.json()) as { orders: Array<{ id: string }> };
  if (orders.length === 0) return;
  // The alarm names at most 20 at a time; each «دیدم» answers what still rings.
  while (orders.length > 0) {
    const acknowledged = await fetch(apiUrl('/api/orders/alarm/acknowledge'), {
      method: 'POST',
      headers: apiHeaders(token),
      body: JSON.stringify({ orderIds: orders.map((o) => o.id) }),
    });
    expect(acknowledged.status, await acknowledged.clone().text()).toBe(200);
    ({ orders } = (await acknowledged.json()) as { orders: Array<{ id: string }> });
  }
  await page.getByRole('alert').filter({ hasText: 'سفارش جدید رسید' }).waitFor({ state: 'detached' });
}
