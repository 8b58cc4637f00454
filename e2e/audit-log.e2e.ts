import { formatJalaliDate } from '@sofreh/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMenuItems, signInAsOwner } from './support/backoffice';
import { desktopContext, hasBrowser, launch, screenshot } from './support/browser';

const DISH = 'میرزاقاسمی'; // 155,000 tomans in the demo menu; no other journey touches it

describe.runIf(hasBrowser)('the owner reads a price change in the audit log, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('changes a dish’s price in /bo/menu, then finds it in «گزارش تغییرات» by type and today', {
    timeout: 180_000,
  }, async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signInAsOwner(page);

    // ── The price change, as the owner makes it every day ──
    await openMenuItems(page);
    await page.getByRole('textbox', { name: 'جستجوی آیتم' }).fill(DISH);
    const row = page.getByRole('row', { name: new RegExp(DISH) });
    await row.getByRole('button', { name: 'ویرایش' }).click();
    const dialog = page.getByRole('dialog', { name: `ویرایش «${DISH}»` });
    const price = dialog.getByLabel('قیمت', { exact: true });
    await expect.poll(() => price.inputValue()).toBe('۱۵۵٬۰۰۰');
    await price.fill('');
    await price.click();
    await page.keyboard.type('۱۶۵۰۰۰');
    await dialog.getByRole('button', { name: 'ذخیره' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('۱۶۵٬۰۰۰ تومان').filter({ visible: true }).waitFor();

    // ── The audit log, filtered to menu items changed today ──
    await page.getByRole('link', { name: 'گزارش تغییرات' }).click();
    await page.waitForURL('**/bo/audit');
    await page.getByRole('combobox', { name: 'نوع مورد' }).click();
    await page.getByRole('option', { name: 'آیتم منو', exact: true }).click();
    const today = formatJalaliDate(new Date());
    for (const label of ['از تاریخ', 'تا تاریخ']) {
      await page.getByLabel(label, { exact: true }).click();
      await page
        .getByRole('dialog', { name: `تقویم ${label}` })
        .getByRole('button', { name: today })
        .click();
    }
    const change = page.getByRole('article', { name: `آیتم منو: ${DISH}` }).first();
    const priceRow = change.getByRole('row', { name: /قیمت/ }).first();
    await priceRow.getByText('۱۵۵٬۰۰۰ تومان').waitFor();
    await priceRow.getByText('۱۶۵٬۰۰۰ تومان').waitFor();
    expect(await change.getByText(/مریم احمدی/).textContent()).toContain(today);
    expect(await change.getByText('ویرایش', { exact: true }).count()).toBe(1);
    await screenshot(page, 'bo-audit-log');

    await page.setViewportSize({ width: 390, height: 844 });
    await change.scrollIntoViewIfNeeded();
    await screenshot(page, 'bo-audit-log-phone');
    await context.close();
  });
});
