import crypto from 'node:crypto';
import { formatMoney, type TOrder, type TSiteMenu } from '@sofreh/domain';
import type { Browser, Locator, Page } from 'playwright-core';
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

// Staff edit a customer's confirmed order in the board's drawer (SPEC §4): the cap stops an
// increase, a line is removed and restored, removing the last line is refused with the red notice,
// and the totals on screen are the server's.

const API = () => `http://127.0.0.1:${port}`;
const CUSTOMER_PHONE = '09121111111';
const headers = (token?: string) => ({
  hostDomain: 'demo.localhost',
  'Accept-Language': 'fa',
  'Content-Type': 'application/json',
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

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

/** Two dishes without required toppings, two of the first and one of the second, as the site orders. */
async function placeOrder(token: string): Promise<TOrder> {
  const menuRes = await fetch(`${API()}/api-catalog/catalog/menucategories/site?sellChannel=WEBSITE`, {
    headers: headers(token),
  });
  const menu = (await menuRes.json()) as TSiteMenu;
  const dishes = menu.categories
    .flatMap((c) => c.items)
    .filter((item) => item.toppingCategories.every((c) => c.minSelect === 0));
  expect(dishes.length, 'the demo menu has two dishes without required toppings').toBeGreaterThan(1);
  const res = await fetch(`${API()}/api/orders`, {
    method: 'POST',
    headers: { ...headers(token), 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      serviceType: 'PICKUP',
      source: 'WEBSITE',
      paymentMethod: 'CASH',
      items: [
        { menuItemId: dishes[0]!.id, count: 2, toppings: [] },
        { menuItemId: dishes[1]!.id, count: 1, toppings: [] },
      ],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TOrder;
}

const stepper = (scope: Locator, title: string) => scope.getByRole('group', { name: `تعداد ${title}` });

async function openOrder(page: Page, order: TOrder) {
  await page.goto(page.url().replace(/\/bo\/?$/, '/bo/orders'));
  await page.getByText('به‌روزرسانی زنده').waitFor();
  const number = new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(order.number);
  await page
    .getByRole('button', { name: `سفارش ${number}` })
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
    const order = await placeOrder(token);
    const [first, second] = order.items;

    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signInAsOwner(page);
    const drawer = await openOrder(page, order);
    await drawer.getByRole('button', { name: 'تأیید سفارش', exact: true }).click();
    await expect.poll(() => drawer.locator('.mantine-Badge-root').first().textContent()).toBe('تأییدشده');

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
      await fetch(`${API()}/api/orders/${order.id}`, { headers: headers(token) })
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
        const res = await fetch(`${API()}/dev/sms/notices.json`);
        const notices = (await res.json()) as Array<{ phoneNumber: string; text: string }>;
        return notices.some((n) => n.phoneNumber === CUSTOMER_PHONE && n.text.includes('آماده است'));
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
