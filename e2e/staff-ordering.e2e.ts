import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from './support/backoffice';
import { desktopContext, hasBrowser, launch, phoneContext, screenshot } from './support/browser';
import { freshPhoneNumber, tapInside } from './support/customer';

/**
 * Issue 5's cashier: a phone order for a NEW customer, with a new address inside a delivery zone and a
 * percentage discount, taken by keyboard as far as a map allows; the board shows it with the totals
 * the screen showed.
 */
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

    await page.keyboard.press('Control+Enter');
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
    await context.close();
  }, 150_000);

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
