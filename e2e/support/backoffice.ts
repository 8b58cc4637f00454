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
