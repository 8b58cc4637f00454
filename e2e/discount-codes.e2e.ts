import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, desktopContext, hasBrowser, latestCode, launch, screenshot } from './support/browser';

const OWNER_PHONE = '09120000000';

describe.runIf(hasBrowser)('discount codes in the back office, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the owner adds a percentage code with a cap and an expiry, sees it listed, and switches it off', async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/bo/auth/login`);
    const sentAfter = new Date(Date.now() - 1000);
    await page.getByLabel('شماره موبایل').fill(OWNER_PHONE);
    await page.getByRole('button', { name: 'دریافت کد' }).click();
    const code = await latestCode(OWNER_PHONE, sentAfter);
    await page.getByLabel('رقم ۱', { exact: true }).click();
    await page.keyboard.type(code);
    await page.waitForURL((url) => url.pathname === '/bo' || url.pathname === '/bo/');

    // From the sidebar, as staff get there.
    await page.getByRole('link', { name: 'کدهای تخفیف' }).click();
    await page.waitForURL('**/bo/discount-codes');
    const list = page.getByRole('table');
    // The demo's own codes, one of them expired.
    await list.getByText('NOROOZ', { exact: true }).waitFor();
    await expect
      .poll(() => list.getByRole('row').filter({ hasText: 'YALDA1404' }).getByText('منقضی').count())
      .toBe(1);
    await screenshot(page, 'bo-discount-codes');

    await page.getByRole('button', { name: 'افزودن کد تخفیف' }).click();
    const dialog = page.getByRole('dialog', { name: 'کد تخفیف جدید' });
    await dialog.getByLabel('کد تخفیف').fill('shab-yalda۱۴۰۵');
    expect(await dialog.getByLabel('کد تخفیف').inputValue()).toBe('SHAB-YALDA1405');
    await dialog.getByLabel('درصد تخفیف').fill('۲۰');
    await dialog.getByLabel('سقف تخفیف').fill('50000');
    await dialog.getByLabel('حداقل مبلغ سفارش').fill('۲۰۰۰۰۰');
    await dialog.getByLabel('دفعات استفاده هر مشتری').fill('1');
    await dialog.getByLabel('معتبر تا').click();
    const calendar = page.getByRole('dialog', { name: 'تقویم معتبر تا' });
    await calendar.getByRole('button', { name: 'ماه بعد' }).click();
    const day = calendar.getByRole('button', { name: /\/۱۵$/ });
    const chosen = (await day.getAttribute('aria-label'))!;
    await day.click();
    expect(await dialog.getByLabel('معتبر تا').inputValue()).toBe(chosen);
    await screenshot(page, 'bo-discount-code-form');
    await dialog.getByRole('button', { name: 'ذخیره' }).click();

    await page.getByText('عملیات با موفقیت ثبت شد.').first().waitFor();
    const row = list.getByRole('row').filter({ hasText: 'SHAB-YALDA1405' });
    await row.getByText('۲۰٪ تا سقف ۵۰٬۰۰۰ تومان').waitFor();
    expect(await row.getByText(chosen).count()).toBe(1);
    expect(await row.getByText('برای سفارش از ۲۰۰٬۰۰۰ تومان').count()).toBe(1);
    expect(await row.getByText('هر مشتری ۱ بار').count()).toBe(1);
    expect(await row.getByText('فعال', { exact: true }).count()).toBe(1);
    await screenshot(page, 'bo-discount-code-added');

    const active = row.getByRole('switch', { name: 'فعال بودن SHAB-YALDA1405' });
    expect(await active.isChecked()).toBe(true);
    await active.click({ force: true });
    await row.getByText('غیرفعال', { exact: true }).waitFor();
    expect(await active.isChecked()).toBe(false);

    // What the server now says: the code is off for customers.
    const reloaded = page.waitForResponse((res) => res.url().includes('/discountcodes?'));
    await page.reload();
    await reloaded;
    await list.getByRole('row').filter({ hasText: 'SHAB-YALDA1405' }).getByText('غیرفعال').waitFor();
    await screenshot(page, 'bo-discount-code-off');

    // The demo's free-drink code opens with its item from the menu.
    await list.getByRole('row').filter({ hasText: 'DOOGH' }).getByRole('button', { name: 'ویرایش' }).click();
    const edit = page.getByRole('dialog', { name: 'ویرایش کد DOOGH' });
    await edit.getByText('دوغ محلی', { exact: false }).first().waitFor();
    expect(await edit.getByRole('radio', { name: 'آیتم رایگان' }).isChecked()).toBe(true);
    await screenshot(page, 'bo-discount-code-free-item');
    await edit.getByRole('button', { name: 'انصراف' }).click();
    await context.close();
  });
});
