import type { TOrder, TSiteMenu } from '@sofreh/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrderBoard, orderLabel, signInAsOwner } from './support/backoffice';
import { desktopContext, hasBrowser, launch, phoneContext, screenshot } from './support/browser';
import { customerToken, placeOrder, websiteMenu, withoutRequiredToppings } from './support/customer';

// Issue 5 "Printing": staff print a new order's kitchen ticket from the board (the demo's network
// printers are the printer sandbox), see it marked printed, look at what the thermal printer got,
// and open the 80 mm browser receipt.

/** Served at the counter in the demo; everything else is cooked in the kitchen. */
const COUNTER_CATEGORIES = ['نوشیدنی', 'دسر'];

/** A PICKUP cash order of a kitchen dish and a drink, placed through the API like the site does. */
async function placeKitchenAndCounterOrder(token: string): Promise<TOrder> {
  const menu = await websiteMenu(token);
  const simple = (c: TSiteMenu['categories'][number]) => withoutRequiredToppings(c.items);
  const dish = menu.categories.filter((c) => !COUNTER_CATEGORIES.includes(c.title)).flatMap(simple)[0];
  const drink = menu.categories.filter((c) => COUNTER_CATEGORIES.includes(c.title)).flatMap(simple)[0];
  expect(dish, 'the demo menu has a kitchen dish without required toppings').toBeTruthy();
  return placeOrder(token, {
    deliveryType: 'PICKUP',
    source: 'WEBSITE',
    paymentMethod: 'CASH',
    items: [
      { menuItemId: dish!.id, count: 2, toppings: [] },
      ...(drink ? [{ menuItemId: drink.id, count: 1, toppings: [] }] : []),
    ],
    description: 'کباب بدون پیاز',
  });
}

describe.runIf(hasBrowser)('printing an order, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('staff print a new order’s kitchen ticket, see it printed, and open the 80 mm receipt', {
    timeout: 240_000,
  }, async () => {
    const owner = await desktopContext(browser);
    const page = await owner.newPage();
    await signInAsOwner(page);
    await openOrderBoard(page);

    const order = await placeKitchenAndCounterOrder(await customerToken());
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: orderLabel(order.number) }) });
    await row.waitFor({ timeout: 15_000 });
    // The row names each station (issue 19 point 15): nothing printed yet.
    await row.getByRole('listitem', { name: 'آشپزخانه: چاپ نشده' }).waitFor();
    await row.getByRole('listitem', { name: 'صندوق: چاپ نشده' }).waitFor();

    await row.getByRole('button', { name: orderLabel(order.number) }).click();
    const drawer = page.getByRole('dialog', { name: 'جزئیات سفارش' });
    const kitchen = drawer.getByRole('group', { name: 'آشپزخانه — آشپزخانه' });
    await kitchen.getByText('چاپ نشده').waitFor();
    await kitchen.getByRole('button', { name: 'چاپ با چاپگر آشپزخانه' }).click();
    await kitchen.getByText('چاپ شده', { exact: true }).waitFor({ timeout: 20_000 });
    await kitchen.getByRole('button', { name: 'چاپ دوباره با چاپگر آشپزخانه' }).waitFor();

    // Only the kitchen's ticket printed: the row says so, station by station, not «چاپ نشده».
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await row.getByRole('listitem', { name: 'آشپزخانه: چاپ شده' }).waitFor({ timeout: 15_000 });
    await row.getByRole('listitem', { name: 'صندوق: چاپ نشده' }).waitFor();
    await screenshot(page, 'bo-order-board-print-per-station', { fullPage: false });
    await row.getByRole('button', { name: orderLabel(order.number) }).click();

    // The bill too: then the whole order is printed, and its row says so.
    const bill = drawer.getByRole('group', { name: 'فیش مشتری — صندوق' });
    await bill.getByRole('button', { name: 'چاپ با چاپگر صندوق' }).click();
    await bill.getByText('چاپ شده', { exact: true }).waitFor({ timeout: 20_000 });
    // Journeys before this one may have added stations (the catalog journey sends kebabs to a bar):
    // print the rest too, so every station's badge on the row says «چاپ شده».
    const unprinted = drawer.getByRole('button', { name: /^چاپ با / });
    while ((await unprinted.count()) > 0) {
      const left = await unprinted.count();
      await unprinted.first().click();
      await expect.poll(() => unprinted.count(), { timeout: 20_000 }).toBeLessThan(left);
    }
    await drawer.getByText('چاپ', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'bo-order-printed', { fullPage: false });
    await page.keyboard.press('Escape');
    await row.getByRole('listitem', { name: 'صندوق: چاپ شده' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => row.getByRole('listitem', { name: /چاپ نشده$/ }).count()).toBe(0);

    // What the kitchen printer was sent, decoded back from its ESC/POS raster (the sandbox).
    await page.goto(page.url().replace(/\/bo\/orders.*$/, '/bo/printers'));
    const printerRow = page.getByRole('row').filter({ hasText: 'چاپگر آشپزخانه' });
    await printerRow.getByRole('button', { name: 'آخرین فیش' }).click();
    await page.getByRole('img', { name: 'آخرین فیش چاپ‌شده با چاپگر آشپزخانه' }).waitFor();
    await screenshot(page, 'bo-printer-sandbox', { fullPage: false });
    await page.keyboard.press('Escape');

    // The 80 mm page for the browser's print dialog.
    const receipt = await owner.newPage();
    await receipt.goto(`${page.url().replace(/\/bo\/printers.*$/, '')}/bo/print/orders/${order.id}`);
    await receipt.getByRole('region', { name: 'فیش مشتری' }).waitFor();
    await receipt.getByText(orderLabel(order.number)).first().waitFor();
    const width = await receipt
      .getByRole('region', { name: 'فیش مشتری' })
      .evaluate((el) => el.getBoundingClientRect().width);
    // 80 mm at the CSS 96 dpi.
    expect(Math.round(width)).toBe(Math.round((80 / 25.4) * 96));
    await screenshot(receipt, 'bo-receipt-80mm');

    await page.goto(`${page.url().replace(/\/bo\/printers.*$/, '')}/bo/auto-print`);
    await page.getByRole('radiogroup', { name: 'چاپ خودکار صندوق' }).waitFor();
    await screenshot(page, 'bo-auto-print', { fullPage: false });
    await owner.close();
  });

  it('the owner sets a printer’s paper to 58 mm in its form, and the list says so', {
    timeout: 120_000,
  }, async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signInAsOwner(page);
    await page.goto(`${page.url().replace(/\/bo\/?$/, '')}/bo/printers`);
    const cashier = page.getByRole('row').filter({ hasText: 'چاپگر صندوق' });
    await cashier.getByText('۸۰ میلی‌متر').waitFor();

    const setPaper = async (label: string) => {
      await cashier.getByRole('button', { name: 'ویرایش' }).click();
      const form = page.getByRole('dialog', { name: 'ویرایش چاپگر' });
      await form.getByRole('radio', { name: label }).check();
      return form;
    };
    const form = await setPaper('۵۸ میلی‌متر (۳۸۴ نقطه)');
    await screenshot(page, 'bo-printer-form', { fullPage: false });
    await form.getByRole('button', { name: 'ذخیره' }).click();
    await cashier.getByText('۵۸ میلی‌متر').waitFor();
    await screenshot(page, 'bo-printers-paper-width', { fullPage: false });

    // Back to the demo's 80 mm, for the journeys after this one.
    await (await setPaper('۸۰ میلی‌متر (۵۷۶ نقطه)')).getByRole('button', { name: 'ذخیره' }).click();
    await cashier.getByText('۸۰ میلی‌متر').waitFor();
    await context.close();
  });

  it('the auto-print settings and the drawer’s printing at phone width', { timeout: 120_000 }, async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signInAsOwner(page);
    const home = page.url().replace(/\/bo\/?$/, '');
    await page.goto(`${home}/bo/auto-print`);
    await page.getByRole('radiogroup', { name: 'چاپ خودکار آشپزخانه' }).waitFor();
    await screenshot(page, 'bo-auto-print-phone', { fullPage: false });

    await page.goto(`${home}/bo/orders`);
    await page
      .getByRole('button', { name: /^سفارش / })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: 'جزئیات سفارش' });
    await drawer.getByRole('group', { name: 'آشپزخانه — آشپزخانه' }).waitFor();
    await screenshot(page, 'bo-order-print-phone', { fullPage: false });
    await context.close();
  });
});
