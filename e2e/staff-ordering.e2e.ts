import { formatMoney, type TOrder } from '@sofreh/domain';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineStepper, signInAsOwner, staffToken } from './support/backoffice';
import { desktopContext, hasBrowser, launch, phoneContext, screenshot } from './support/browser';
import { apiHeaders, apiUrl, freshPhoneNumber, tapInside } from './support/customer';

/**
 * Issue 5's cashier: a phone order for a NEW customer, with a new address inside a delivery zone and a
 * percentage discount, taken by keyboard as far as a map allows; the board shows it with the totals
 * the screen showed; then the cashier edits that same order in the board's drawer (SPEC §4): the cap
 * stops an increase, a line is removed and restored, removing the last line is refused with the red
 * notice, and the saved edit's totals, the 10% discount taken again on the new subtotal, are the server's.
 */

/** A price breakdown's row («جمع اقلام», «تخفیف», …) as the screen writes it. */
const breakdownRow = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).first().locator('..').textContent();
describe.runIf(hasBrowser)('staff ordering, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a cashier takes a phone order for a new customer and the board shows it at the same price', async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signInAsOwner(page);
    await page.getByRole('link', { name: 'فهرست سفارش‌ها' }).click();
    await page.getByRole('link', { name: 'سفارش جدید' }).click();
    await page.waitForURL('**/bo/orders/new');

    // The caller's number, typed; nobody has it, so Enter opens «مشتری جدید» with it filled in.
    const phone = freshPhoneNumber('0936');
    await page.getByLabel('شماره تلفن مشتری').waitFor();
    await page.keyboard.press('F2');
    await page.keyboard.type(phone);
    await page
      .getByText('مشتری‌ای با این شماره نیست.')
      .waitFor()
      .catch(async (error) => {
        await screenshot(page, 'staff-ordering-failed');
        throw error;
      });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'مشتری جدید' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('شماره موبایل').inputValue()).toBe(phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type('پریسا');
    await page.keyboard.press('Tab');
    await page.keyboard.type('تلفنی');
    await page.keyboard.press('Enter');
    await page.getByTestId('chosen-customer').getByText('پریسا تلفنی').waitFor();

    // Courier delivery to a new address, pinned inside «ونک و اطراف» (30,000 Toman).
    await page.getByRole('button', { name: 'ارسال با پیک' }).click();
    await page.getByRole('button', { name: 'آدرس جدید' }).click();
    const addressDialog = page.getByRole('dialog', { name: 'آدرس جدید مشتری' });
    await addressDialog.waitFor();
    await page.keyboard.type('ونک، خیابان ملاصدرا، کوچه شیراز، پلاک ۱۴');
    await page.keyboard.press('Tab');
    await page.keyboard.type('واحد ۳');
    await tapInside(page, 'path.covered-area');
    await addressDialog.getByText('داخل محدوده «ونک و اطراف»').waitFor();
    await addressDialog.getByRole('button', { name: 'ذخیره' }).click();
    await addressDialog.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: /ونک، خیابان ملاصدرا/ }).waitFor();
    expect(await page.getByRole('radio', { name: /ونک، خیابان ملاصدرا/ }).isChecked()).toBe(true);

    // The menu by keyboard: «/», a name, Enter; the kebab asks for its bread (Space, Enter).
    await page.keyboard.press('/');
    await page.keyboard.type('کوبیده');
    await page.keyboard.press('Enter');
    const toppings = page.getByRole('dialog', { name: 'کباب کوبیده' });
    await toppings.waitFor();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await toppings.waitFor({ state: 'detached' });
    await page.keyboard.press('/');
    await page.keyboard.type('سوپ جو');
    await page.keyboard.press('Enter');
    // Two soups: + on the focused line.
    await page.getByRole('listitem', { name: /سوپ جو/ }).focus();
    await page.keyboard.press('+');
    await page.getByRole('listitem', { name: 'سوپ جو، ۲ عدد' }).waitFor();

    // 10% off.
    await page.getByRole('textbox', { name: 'مقدار تخفیف' }).fill('10');
    await page.getByTestId('server-agrees').waitFor();
    const shown = {
      finalPrice: await page.getByTestId('finalPrice').textContent(),
      deliveryCost: await page.getByTestId('deliveryCost').textContent(),
      discount: await page.getByTestId('discount').textContent(),
    };
    expect(shown.deliveryCost).toBe('۳۰٬۰۰۰ تومان');
    expect(shown.discount).toMatch(/^− /);
    await screenshot(page, 'staff-ordering-desktop');

    const submitted = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        /^\/api\/orders\/(quick|postpaid)$/.test(new URL(r.url()).pathname),
    );
    await page.keyboard.press('Control+Enter');
    const response = await submitted;
    expect(response.status()).toBe(201);
    const order = (await response.json()) as TOrder;
    const placed = page.getByText(/سفارش شماره .* ثبت شد و روی صفحه سفارش‌ها است/);
    await placed.waitFor();
    await page.getByText('عملیات با موفقیت ثبت شد.', { exact: false }).first().waitFor();

    // On the board: the new order, confirmed, at the price the screen showed.
    await page.getByRole('link', { name: 'فهرست سفارش‌ها' }).click();
    await page.waitForURL('**/bo/orders');
    const row = page.getByRole('row').filter({ hasText: 'پریسا تلفنی' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(shown.finalPrice!);
    await row.click();
    const detail = page.getByRole('dialog');
    await detail.getByText('ونک، خیابان ملاصدرا، کوچه شیراز، پلاک ۱۴', { exact: false }).first().waitFor();
    expect(await detail.textContent()).toContain(shown.finalPrice!);
    await screenshot(page, 'staff-ordering-board');

    // The caller rings back: one soup fewer. The cashier edits the same order in the drawer.
    const soup = order.items.find((l) => l.count === 2)!;
    const kebab = order.items.find((l) => l.count === 1)!;
    expect([soup?.title, kebab?.title]).toEqual(['سوپ جو', 'کباب کوبیده']);
    expect(order.status).not.toBe('SUBMITTED');
    const drawer = page.getByRole('dialog', { name: 'جزئیات سفارش' });
    await drawer.getByRole('button', { name: 'ویرایش سفارش' }).click();
    const editor = drawer.getByLabel('ویرایش سفارش');
    // Past SUBMITTED a line may not grow above what was ordered: the soups stop at two.
    expect(
      await lineStepper(editor, soup.title).getByRole('button', { name: 'یکی بیشتر' }).isDisabled(),
    ).toBe(true);
    await editor.getByText(/سقف ۲/).waitFor();

    // The kebab down to zero: it moves to «حذف‌شده», and comes back.
    await lineStepper(editor, kebab.title).getByRole('button', { name: 'حذف' }).click();
    const removed = editor.getByLabel('حذف‌شده');
    await removed.getByText(kebab.title).waitFor();
    await removed.getByRole('button', { name: `بازگرداندن ${kebab.title}` }).click();
    await lineStepper(editor, kebab.title).waitFor();

    // With the kebab gone and one soup left, removing the soup too is refused with the red notice.
    await lineStepper(editor, kebab.title).getByRole('button', { name: 'حذف' }).click();
    await lineStepper(editor, soup.title).getByRole('button', { name: 'یکی کمتر' }).click();
    await lineStepper(editor, soup.title).getByRole('button', { name: 'حذف' }).click();
    await editor.getByRole('alert').getByText('نمی‌توان همه اقلام سفارش را حذف کرد.').waitFor();
    await lineStepper(editor, soup.title).waitFor();

    // The edit saved: the kebab back, one soup.
    await editor.getByRole('button', { name: `بازگرداندن ${kebab.title}` }).click();
    await lineStepper(editor, kebab.title).waitFor();
    const preview = {
      subtotal: await breakdownRow(editor, 'جمع اقلام'),
      delivery: await breakdownRow(editor, 'هزینه ارسال'),
      discount: await breakdownRow(editor, 'تخفیف'),
      final: await breakdownRow(editor, 'مبلغ نهایی پس از ویرایش'),
    };
    await editor.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await editor.waitFor({ state: 'detached' });

    const read = await fetch(apiUrl(`/api/orders/${order.id}`), {
      headers: apiHeaders(await staffToken(page)),
    });
    expect(read.status).toBe(200);
    const saved = (await read.json()) as TOrder;
    expect(saved.items.map((l) => [l.title, l.count])).toEqual([
      [kebab.title, 1],
      [soup.title, 1],
    ]);
    expect(saved.removedItems).toEqual([]);
    // The 10% is taken again on the smaller subtotal; the courier's price stays.
    const subtotal = saved.totals.sumOfItemsPrice + saved.totals.sumOfItemToppingsPrice;
    expect(subtotal).toBeLessThan(order.totals.sumOfItemsPrice + order.totals.sumOfItemToppingsPrice);
    expect(saved.totals.finalDiscountAmount).toBe(Math.round((subtotal * 10) / 100));
    expect(saved.totals.finalDiscountAmount).toBeLessThan(order.totals.finalDiscountAmount);
    expect(saved.totals.deliveryCost).toBe(30_000);
    const money = (amount: number) => formatMoney(amount, saved.currency);
    expect(preview.subtotal).toContain(money(subtotal));
    expect(preview.delivery).toContain(money(saved.totals.deliveryCost));
    expect(preview.discount).toContain(money(saved.totals.finalDiscountAmount));
    expect(preview.final).toContain(money(saved.totals.finalPrice));
    // The drawer, after saving, shows the same money.
    await drawer
      .getByText('مبلغ نهایی', { exact: true })
      .locator('..')
      .getByText(money(saved.totals.finalPrice))
      .waitFor();
    expect(await breakdownRow(drawer, 'تخفیف')).toContain(money(saved.totals.finalDiscountAmount));
    expect(await breakdownRow(drawer, 'هزینه ارسال')).toContain(money(saved.totals.deliveryCost));
    await drawer
      .getByText(/ویرایش اقلام/)
      .first()
      .waitFor();
    await screenshot(page, 'staff-ordering-edited', { fullPage: false });
    await context.close();
  }, 240_000);

  it('fits a phone screen', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signInAsOwner(page);
    await page.goto(page.url().replace(/\/bo\/?$/, '/bo/orders/new?phone=09121111111'));
    await page.getByTestId('chosen-customer').waitFor();
    await page.getByRole('textbox', { name: 'شماره میز' }).fill('۵');
    await page.getByRole('button', { name: /افزودن سوپ جو/ }).click();
    await page.getByTestId('server-agrees').waitFor();
    await screenshot(page, 'staff-ordering-phone');
    await context.close();
  });
});
