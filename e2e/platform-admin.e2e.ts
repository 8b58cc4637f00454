import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  desktopContext,
  hasBrowser,
  launch,
  phoneContext,
  port,
  screenshot,
} from './support/browser';
import { freshPhoneNumber } from './support/customer';

// The demo's administrator (apps/server/src/demo/seed-admin.ts), printed at the demo's start.
const ADMIN = { username: 'admin', password: 'sofreh-demo-admin' };

async function signInAsAdmin(page: Page) {
  await page.goto(`${baseUrl}/bo/admin/login`);
  await page.getByLabel('نام کاربری').fill(ADMIN.username);
  await page.getByLabel('رمز عبور').fill(ADMIN.password);
  await page.getByRole('button', { name: 'ورود' }).click();
  await page.waitForURL('**/bo/admin/vendors');
}

/**
 * Issue 6's platform administration: an administrator creates a restaurant, finds it in the list,
 * switches it off, and the restaurant's own site then says, in Persian, that it is inactive.
 */
describe.runIf(hasBrowser)('platform administration, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an administrator creates «رستوران تست», switches it off, and its site says it is inactive', {
    timeout: 180_000,
  }, async () => {
    const slug = `test-${String(Date.now()).slice(-6)}`;
    const ownerPhone = freshPhoneNumber('0937');
    const context = await desktopContext(browser);
    const page = await context.newPage();

    // A wrong password is refused in Persian.
    await page.goto(`${baseUrl}/bo/admin/login`);
    await page.getByLabel('نام کاربری').fill(ADMIN.username);
    await page.getByLabel('رمز عبور').fill('not-the-password');
    await page.getByRole('button', { name: 'ورود' }).click();
    await page.getByText('نام کاربری یا رمز عبور اشتباه است.').waitFor();
    await screenshot(page, 'admin-login-failed', { fullPage: false });

    await signInAsAdmin(page);
    await page.getByRole('row', { name: /رستوران نارنج/ }).waitFor();

    // «رستوران جدید»: a taken short address is named beside its field, then a free one is accepted.
    await page.getByRole('button', { name: 'رستوران جدید' }).click();
    const dialog = page.getByRole('dialog', { name: 'رستوران جدید' });
    await dialog.getByLabel('نام رستوران').fill('رستوران تست');
    await dialog.getByLabel('نشانی کوتاه').fill('demo');
    await dialog.getByLabel('موبایل مالک').fill(ownerPhone);
    await dialog.getByRole('button', { name: 'ذخیره' }).click();
    await dialog.getByText('این نشانی کوتاه گرفته شده است.').waitFor();
    await screenshot(page, 'admin-vendor-create-error', { fullPage: false });
    await dialog.getByLabel('نشانی کوتاه').fill(slug);
    await dialog.getByRole('button', { name: 'ذخیره' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // In the list (searched by its short address), active, with its owner's number.
    await page.getByRole('textbox', { name: /جستجو/ }).fill(slug);
    await page.getByText('۱ مورد', { exact: true }).waitFor();
    const row = page.getByRole('row', { name: /رستوران تست/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(slug);
    const toggle = row.getByRole('switch', { name: 'فعال بودن رستوران تست' });
    expect(await toggle.isChecked()).toBe(true);
    await screenshot(page, 'admin-vendors');

    // Switched off, after saying what that means.
    await toggle.click({ force: true });
    const confirm = page.getByRole('dialog', { name: 'غیرفعال کردن «رستوران تست»' });
    await confirm.waitFor();
    await screenshot(page, 'admin-vendor-switch-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'غیرفعال شود' }).click();
    await page.getByText('«رستوران تست» غیرفعال شد.').waitFor();
    await row.getByText('غیرفعال', { exact: true }).waitFor();
    expect(await toggle.isChecked()).toBe(false);

    // The restaurant's own site: a clear Persian page, on a desktop and on a phone.
    const site = `http://${slug}.localhost:${port}/`;
    const visitor = await context.newPage();
    await visitor.goto(site);
    await visitor.getByRole('heading', { name: 'این رستوران در حال حاضر غیرفعال است.' }).waitFor();
    await screenshot(visitor, 'vendor-inactive-desktop');
    const phone = await phoneContext(browser);
    const phonePage = await phone.newPage();
    await phonePage.goto(site);
    await phonePage.getByRole('heading', { name: 'این رستوران در حال حاضر غیرفعال است.' }).waitFor();
    await screenshot(phonePage, 'vendor-inactive-phone');
    // Its back office refuses too, in the same words.
    await phonePage.goto(`${site}bo/auth/login`);
    await phonePage.getByLabel('شماره موبایل').fill(ownerPhone);
    await phonePage.getByRole('button', { name: 'دریافت کد' }).click();
    await phonePage.getByText('این رستوران در حال حاضر غیرفعال است.').first().waitFor();

    // The administrator's screens at a phone's width.
    const adminPhone = await phone.newPage();
    await signInAsAdmin(adminPhone);
    await adminPhone.getByRole('row', { name: /رستوران نارنج/ }).waitFor();
    await screenshot(adminPhone, 'admin-vendors-phone');
    await adminPhone.getByRole('button', { name: 'رستوران جدید' }).click();
    await adminPhone.getByRole('dialog', { name: 'رستوران جدید' }).waitFor();
    await screenshot(adminPhone, 'admin-vendor-create-phone', { fullPage: false });

    await phone.close();
    await context.close();
  });
});
