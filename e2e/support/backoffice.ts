import type { Page } from 'playwright-core';
import { baseUrl, latestCode } from './browser';

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
