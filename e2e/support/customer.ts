import type { Page } from 'playwright-core';
import { latestCode, screenshot } from './browser';

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
