import { customerStatusOf, OrderStatus, type TOrderStatus, toPersianDigits } from '@sofreh/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeRingingOrders, openOrderBoard, orderLabel, signInAsOwner } from './support/backoffice';
import { baseUrl, desktopContext, hasBrowser, launch, phoneContext, screenshot } from './support/browser';
import { card, DEMO_CUSTOMER_PHONE, enterCode } from './support/customer';

// Issue 5's journey, in two browser contexts: a customer orders on the site; the open back office
// rings without a reload; staff confirm, print the kitchen ticket (the demo's printers are the
// printer sandbox), mark it ready and delivered; the customer's order page, left open, shows each
// status in turn as it refreshes by itself.

/** Marks the page's document, so a later look can tell it was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** The customer's order page shows `status` in the customer's words, having refreshed by itself (no reload). */
async function customerSees(page: Page, status: TOrderStatus) {
  await page
    .getByTestId('order-status')
    .getByText(customerStatusOf(status, 'PICKUP').title, { exact: true })
    // The page asks again every ~10 s; this is patience, not a speed requirement.
    .waitFor({ timeout: 45_000 });
  expect(await sameDocument(page)).toBe(true);
}

describe.runIf(hasBrowser)('order operations from the site to the back office and back, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the board rings for a site order; staff confirm, print, ready, deliver; the customer sees each status', {
    timeout: 300_000,
  }, async () => {
    // ── The back office, open on the order board ──
    const office = await desktopContext(browser);
    const board = await office.newPage();
    await signInAsOwner(board);
    await openOrderBoard(board);
    await acknowledgeRingingOrders(board);
    await markDocument(board);
    const boardUrl = board.url();

    // ── The customer, on a phone elsewhere, orders two barley soups to pick up, paying cash ──
    const phone = await phoneContext(browser);
    const site = await phone.newPage();
    await site.goto(`${baseUrl}/auth/login`);
    await site.getByLabel('شماره موبایل').fill(DEMO_CUSTOMER_PHONE);
    const sentAfter = new Date(Date.now() - 1000);
    await site.getByRole('button', { name: 'دریافت کد' }).click();
    await enterCode(site, DEMO_CUSTOMER_PHONE, sentAfter);
    await site.waitForURL((url) => url.pathname === '/');
    await site.getByRole('button', { name: 'شروع سفارش' }).click();
    await site
      .getByRole('dialog', { name: 'سفارش را چطور تحویل می‌گیرید؟' })
      .getByRole('button', { name: /تحویل حضوری/ })
      .click();
    await card(site, 'سوپ جو').getByRole('button', { name: 'افزودن سوپ جو' }).click();
    await card(site, 'سوپ جو').getByRole('button', { name: 'یکی بیشتر' }).click();
    await site.getByRole('button', { name: 'سبد خرید، ۲ مورد' }).click();
    await site.getByRole('dialog', { name: 'سبد خرید' }).getByRole('button', { name: 'ادامه' }).click();
    await site.getByRole('button', { name: 'ادامه و تکمیل سفارش' }).click();
    await site.getByRole('region', { name: 'صورت‌حساب' }).getByText('۲ × سوپ جو').waitFor();
    await site.getByRole('radio', { name: /پرداخت نقدی/ }).check();
    const submit = site.getByRole('button', { name: 'ثبت سفارش' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    const placed = site.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await submit.click();
    const created = await placed;
    expect(created.status()).toBe(201);
    const order = (await created.json()) as { id: string; number: number };
    await site.waitForURL(`**/orders/${order.id}`);
    await site.getByRole('heading', { name: `سفارش شماره ${toPersianDigits(order.number)}` }).waitFor();
    await site
      .getByTestId('order-status')
      .getByText(customerStatusOf('NEEDFORCALL', 'PICKUP').title)
      .waitFor();
    await markDocument(site);
    await screenshot(site, 'operations-customer-1-review', { fullPage: false });

    // ── The board rings, without a reload ──
    const banner = board.getByRole('alert').filter({ hasText: 'سفارش جدید رسید' });
    await banner.filter({ hasText: orderLabel(order.number) }).waitFor({ timeout: 30_000 });
    expect(board.url()).toBe(boardUrl);
    expect(await sameDocument(board)).toBe(true);
    const openButton = board.getByRole('button', { name: orderLabel(order.number) });
    const row = board.getByRole('row').filter({ has: openButton });
    await row.waitFor();
    await expect.poll(() => row.getAttribute('data-new')).toBe('true');
    await screenshot(board, 'operations-board-ringing', { fullPage: false });
    await banner.getByRole('button', { name: 'دیدم' }).click();
    await banner.waitFor({ state: 'detached' });

    await openButton.click();
    const drawer = board.getByRole('dialog', { name: 'جزئیات سفارش' });
    const badge = drawer.locator('.mantine-Badge-root').first();
    await drawer.getByText(OrderStatus.labels.NEEDFORCALL).first().waitFor();

    // ── Confirm ──
    await drawer.getByRole('button', { name: 'تأیید سفارش', exact: true }).click();
    await board.getByRole('button', { name: 'تأیید و شروع آماده‌سازی' }).click();
    // The dialog closes and the drawer shows the answer: patience for a busy machine, not a limit.
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe(OrderStatus.labels.CONFIRMED);
    await customerSees(site, 'CONFIRMED');
    await screenshot(site, 'operations-customer-2-confirmed', { fullPage: false });

    // ── The kitchen ticket, from the drawer, on the kitchen's (sandbox) printer ──
    const kitchen = drawer.getByRole('group', { name: 'آشپزخانه — آشپزخانه' });
    await kitchen.getByText('چاپ نشده').waitFor();
    await kitchen.getByRole('button', { name: 'چاپ با چاپگر آشپزخانه' }).click();
    await kitchen.getByText('چاپ شده', { exact: true }).waitFor({ timeout: 30_000 });
    await kitchen.getByRole('button', { name: 'چاپ دوباره با چاپگر آشپزخانه' }).waitFor();
    await screenshot(board, 'operations-board-kitchen-printed', { fullPage: false });

    // ── Ready to pick up ──
    await drawer.getByRole('button', { name: OrderStatus.labels.READYTOPICKUP, exact: true }).click();
    await expect.poll(() => badge.textContent()).toBe(OrderStatus.labels.READYTOPICKUP);
    await customerSees(site, 'READYTOPICKUP');
    await screenshot(site, 'operations-customer-3-ready', { fullPage: false });

    // ── Delivered ──
    await drawer.getByRole('button', { name: 'تحویل شد', exact: true }).click();
    await expect.poll(() => badge.textContent()).toBe(OrderStatus.labels.DELIVERED);
    await customerSees(site, 'DELIVERED');
    await screenshot(site, 'operations-customer-4-delivered', { fullPage: false });
    await screenshot(board, 'operations-board-delivered', { fullPage: false });

    // The board was never reloaded either, and the history names who moved the order.
    expect(await sameDocument(board)).toBe(true);
    await drawer
      .getByText(/مریم احمدی/)
      .first()
      .waitFor();
    await phone.close();
    await office.close();
  });
});
