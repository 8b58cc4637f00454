import { formatMoney, type TOrder } from '@sofreh/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLabel, signInAsOwner, lineStepper as stepper } from './support/backoffice';
import { desktopContext, hasBrowser, launch, phoneContext, screenshot } from './support/browser';
import {
  apiHeaders,
  apiUrl,
  customerToken,
  DEMO_CUSTOMER_PHONE,
  menuItems,
  placeOrder,
  websiteMenu,
  withoutRequiredToppings,
} from './support/customer';

// Staff edit a customer's confirmed order in the board's drawer (SPEC §4): the cap stops an
// increase, a line is removed and restored, removing the last line is refused with the red notice,
// and the totals on screen are the server's.

/** Two dishes without required toppings, two of the first and one of the second, as the site orders. */
async function placeTwoDishOrder(token: string): Promise<TOrder> {
  const dishes = withoutRequiredToppings(menuItems(await websiteMenu(token)));
  expect(dishes.length, 'the demo menu has two dishes without required toppings').toBeGreaterThan(1);
  return placeOrder(token, {
    deliveryType: 'PICKUP',
    source: 'WEBSITE',
    paymentMethod: 'CASH',
    items: [
      { menuItemId: dishes[0]!.id, count: 2, toppings: [] },
      { menuItemId: dishes[1]!.id, count: 1, toppings: [] },
    ],
  });
}

async function openOrder(page: Page, order: TOrder) {
  await page.goto(page.url().replace(/\/bo\/?$/, '/bo/orders'));
  await page.getByText('به‌روزرسانی زنده').waitFor();
  await page
    .getByRole('button', { name: orderLabel(order.number) })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'جزئیات سفارش' });
}

describe.runIf(hasBrowser)('editing an order in the drawer, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('cap, remove and restore, refuse the last line, totals equal to the server’s', {
    timeout: 180_000,
  }, async () => {
    const token = await customerToken();
    const order = await placeTwoDishOrder(token);
    const [first, second] = order.items;

    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signInAsOwner(page);
    const drawer = await openOrder(page, order);
    await drawer.getByRole('button', { name: 'تأیید سفارش', exact: true }).click();
    await page.getByRole('button', { name: 'تأیید و شروع آماده‌سازی' }).click();
    await expect
      .poll(() => drawer.locator('.mantine-Badge-root').first().textContent(), { timeout: 15_000 })
      .toBe('تأییدشده');

    await drawer.getByRole('button', { name: 'ویرایش سفارش' }).click();
    const editor = drawer.getByLabel('ویرایش سفارش');
    // Confirmed: the first dish cannot go above the two ordered.
    expect(await stepper(editor, first!.title).getByRole('button', { name: 'یکی بیشتر' }).isDisabled()).toBe(
      true,
    );
    await editor.getByText(/سقف ۲/).waitFor();

    // The second dish removed, then restored, then removed again.
    await stepper(editor, second!.title).getByRole('button', { name: 'حذف' }).click();
    const removed = editor.getByLabel('حذف‌شده');
    await removed.getByText(second!.title).waitFor();
    await removed.getByRole('button', { name: `بازگرداندن ${second!.title}` }).click();
    await stepper(editor, second!.title).waitFor();
    await stepper(editor, second!.title).getByRole('button', { name: 'حذف' }).click();

    // The last dish: down to one, then «حذف» is refused with the red notice.
    await stepper(editor, first!.title).getByRole('button', { name: 'یکی کمتر' }).click();
    await stepper(editor, first!.title).getByRole('button', { name: 'حذف' }).click();
    await editor.getByRole('alert').getByText('نمی‌توان همه اقلام سفارش را حذف کرد.').waitFor();
    await screenshot(page, 'bo-order-edit', { fullPage: false });
    const preview = await editor.getByText('مبلغ نهایی پس از ویرایش').locator('..').textContent();

    await editor.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await editor.waitFor({ state: 'detached' });
    const saved = (await (
      await fetch(apiUrl(`/api/orders/${order.id}`), { headers: apiHeaders(token) })
    ).json()) as TOrder;
    expect(saved.items.map((l) => [l.title, l.count])).toEqual([[first!.title, 1]]);
    expect(saved.removedItems.map((l) => l.title)).toEqual([second!.title]);
    const serverTotal = formatMoney(saved.totals.finalPrice, saved.currency);
    expect(preview).toContain(serverTotal);
    await drawer.getByText('مبلغ نهایی', { exact: true }).locator('..').getByText(serverTotal).waitFor();
    await drawer
      .getByText(/ویرایش اقلام/)
      .first()
      .waitFor();
    await drawer.getByRole('table', { name: 'اقلام حذف‌شده' }).getByText(second!.title).waitFor();
    await screenshot(page, 'bo-order-edited', { fullPage: false });

    // Ready: the customer is told by SMS (the demo's console provider lists it).
    await drawer.getByRole('button', { name: 'آماده تحویل حضوری', exact: true }).click();
    await drawer.getByRole('button', { name: 'پیامک «سفارش آماده است»' }).click();
    await expect
      .poll(async () => {
        const res = await fetch(apiUrl('/dev/sms/notices.json'));
        const notices = (await res.json()) as Array<{ phoneNumber: string; text: string }>;
        return notices.some((n) => n.phoneNumber === DEMO_CUSTOMER_PHONE && n.text.includes('آماده است'));
      })
      .toBe(true);

    // Delivered and paid in cash: one dish's money goes back by hand, after a confirmation.
    await drawer.getByRole('button', { name: 'تحویل شد', exact: true }).click();
    await drawer.getByRole('button', { name: 'بازگشت وجه' }).click();
    const dialog = page.getByRole('dialog', { name: 'بازگشت وجه' });
    await dialog.getByText('مبلغ دلخواه').click();
    await dialog.getByLabel('مبلغ', { exact: true }).fill('10000');
    await dialog.getByLabel('علت', { exact: true }).fill('دیر رسید');
    await dialog.getByRole('button', { name: 'بازگرداندن' }).click();
    await dialog.getByText('۱۰٬۰۰۰ تومان به مشتری بازگردانده شود؟').waitFor();
    await screenshot(page, 'bo-order-refund', { fullPage: false });
    await dialog.getByRole('button', { name: 'بله، بازگردانده شود' }).click();
    await dialog.waitFor({ state: 'detached' });
    await drawer.getByLabel('بازگشت وجه').getByText('بازگردانده شد').waitFor();
    await screenshot(page, 'bo-order-refunded', { fullPage: false });
    await context.close();

    // The same drawer at phone width.
    const phone = await phoneContext(browser);
    const small = await phone.newPage();
    await signInAsOwner(small);
    const phoneDrawer = await openOrder(small, order);
    // Delivered now: no editing any more; the edit, the refund and the money are in the drawer.
    await phoneDrawer.getByLabel('بازگشت وجه').getByText('بازگردانده شد').waitFor();
    expect(await phoneDrawer.getByRole('button', { name: 'ویرایش سفارش' }).count()).toBe(0);
    await phoneDrawer.getByText('پرداخت‌ها و تراکنش‌ها').scrollIntoViewIfNeeded();
    await screenshot(small, 'bo-order-money-phone', { fullPage: false });
    await phone.close();
  });
});
