import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrderBoard, orderLabel, signInAsOwner } from './support/backoffice';
import { desktopContext, hasBrowser, launch, phoneContext, screenshot } from './support/browser';
import { apiUrl, customerToken, DEMO_CUSTOMER_PHONE, placePickupOrder } from './support/customer';

// Issue 5, caller ID (decision 0024): the owner's back office is open on the order board; the
// caller-ID device reports a call from the demo customer علی رضایی; the card shows his name and
// last orders, and «سفارش جدید برای این تماس» opens staff ordering for his phone.

/** علی رضایی, the demo's customer. */
const ALI = DEMO_CUSTOMER_PHONE;

/** What the caller-ID box sends: one POST, the line's key in a header. */
function deviceCall(key: string, number: string) {
  return fetch(apiUrl('/api/callerid/calls'), {
    method: 'POST',
    headers: { hostDomain: 'demo.localhost', 'Content-Type': 'application/json', 'X-Caller-Id-Key': key },
    body: JSON.stringify({ number, callId: crypto.randomUUID() }),
  });
}

/** Adds a line on the settings screen; answers its device key, read off the one-time dialog. */
async function addLine(page: Page, screenshotName?: string): Promise<string> {
  await page.getByRole('button', { name: 'خط تلفن جدید' }).click();
  const form = page.getByRole('dialog', { name: 'خط تلفن جدید' });
  await form.getByLabel('شماره تلفن خط').fill('02188776655');
  await form.getByLabel('نام خط (اختیاری)').fill('خط سفارش');
  await form.getByRole('button', { name: 'ذخیره' }).click();
  const keyDialog = page.getByRole('dialog', { name: /^کلید دستگاه خط/ });
  await keyDialog.waitFor();
  const key = (await keyDialog.locator('pre, code').first().textContent())?.trim() ?? '';
  expect(key).toMatch(/^cid_/);
  if (screenshotName) await screenshot(page, screenshotName, { fullPage: false });
  await keyDialog.getByRole('button', { name: 'کلید را برداشتم' }).click();
  await keyDialog.waitFor({ state: 'detached' });
  return key;
}

describe.runIf(hasBrowser)('caller ID and POS terminals, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a call from علی رضایی pops up on the open order board with his last orders; «سفارش جدید برای این تماس» opens staff ordering for his phone', {
    timeout: 180_000,
  }, async () => {
    const owner = await desktopContext(browser);
    const page = await owner.newPage();
    await signInAsOwner(page);

    await page.getByRole('link', { name: 'کالرآیدی' }).click();
    await page.waitForURL('**/bo/settings/caller-id');
    const key = await addLine(page, 'bo-caller-id-key');

    // Ali has ordered before.
    const token = await customerToken();
    const older = await placePickupOrder(token);
    const newer = await placePickupOrder(token);

    await openOrderBoard(page);

    // The device reports the call, as a caller-ID box would.
    const res = await deviceCall(key, '+98 912 111 1111');
    expect(res.status, await res.clone().text()).toBe(201);
    const card = page.getByRole('region', { name: 'تماس ورودی از ۰۹۱۲ ۱۱۱ ۱۱۱۱' });
    await card.waitFor({ timeout: 10_000 });
    await card.getByText('علی رضایی').waitFor();
    await card.getByText(orderLabel(newer.number)).waitFor();
    await card.getByText(orderLabel(older.number)).waitFor();
    expect(await card.getByText('مشتری جدید').count()).toBe(0);
    await screenshot(page, 'bo-caller-id-popup', { fullPage: false });

    // A wrong key is refused in Persian, and nothing pops up for it.
    const wrong = await deviceCall('cid_not-a-key', ALI);
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/کلید دستگاه کالرآیدی معتبر نیست/);

    await card.getByRole('button', { name: 'سفارش جدید برای این تماس' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/bo/orders/new' && url.searchParams.get('phone') === ALI,
    );

    // The settings screen lists the call; a test call for a stranger pops up as «مشتری جدید».
    await page.goto(page.url().replace(/\/bo\/.*$/, '/bo/settings/caller-id'));
    const recent = page.getByRole('row').filter({ hasText: 'علی رضایی' }).first();
    await recent.waitFor();
    await page.getByRole('button', { name: 'تماس آزمایشی' }).first().click();
    const testForm = page.getByRole('dialog', { name: /^تماس آزمایشی روی خط/ });
    await testForm.getByLabel('شماره تماس‌گیرنده').fill('02144556677');
    await testForm.getByRole('button', { name: 'ارسال تماس' }).click();
    const stranger = page.getByRole('region', { name: 'تماس ورودی از ۰۲۱ ۴۴۵۵ ۶۶۷۷' });
    await stranger.getByText('مشتری جدید').waitFor({ timeout: 10_000 });
    await page.getByRole('row').filter({ hasText: '۰۲۱ ۴۴۵۵ ۶۶۷۷' }).first().waitFor();
    await screenshot(page, 'bo-caller-id-settings', { fullPage: false });
    await stranger.getByRole('button', { name: 'بستن تماس' }).click();
    await stranger.waitFor({ state: 'detached' });
    await screenshot(page, 'bo-caller-id-settings-full');
    await owner.close();
  });

  it('the owner adds a card terminal, switches it off and sees it listed; the call card fits a phone', {
    timeout: 180_000,
  }, async () => {
    const owner = await desktopContext(browser);
    const page = await owner.newPage();
    await signInAsOwner(page);
    await page.getByRole('link', { name: 'کارت‌خوان‌ها' }).click();
    await page.waitForURL('**/bo/settings/pos-terminals');
    await page.getByRole('button', { name: 'کارت‌خوان جدید' }).click();
    const form = page.getByRole('dialog', { name: 'کارت‌خوان جدید' });
    await form.getByLabel('نام کارت‌خوان').fill('کارت‌خوان صندوق ۱');
    await form.getByRole('combobox', { name: 'بانک یا شرکت پرداخت' }).click();
    await page.getByRole('option', { name: 'بانک ملت' }).click();
    await form.getByLabel('شماره پایانه').fill('12');
    await form.getByLabel('نشانی IP (اختیاری)').fill('192.168.1.60');
    await form.getByRole('button', { name: 'ذخیره' }).click();
    await form.getByText('شماره پایانه ۴ تا ۳۰ رقم یا حرف لاتین است.').waitFor();
    await screenshot(page, 'bo-pos-terminal-form-error', { fullPage: false });
    await form.getByLabel('شماره پایانه').fill('12345678');
    await form.getByRole('button', { name: 'ذخیره' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'کارت‌خوان صندوق ۱' });
    await row.getByText('۱۲۳۴۵۶۷۸').waitFor();
    await row.getByRole('switch').click({ force: true });
    await row.getByText('غیرفعال').waitFor();
    await screenshot(page, 'bo-pos-terminals', { fullPage: false });
    await owner.close();

    const phone = await phoneContext(browser);
    const small = await phone.newPage();
    await signInAsOwner(small);
    await small.goto(small.url().replace(/\/bo\/?$/, '/bo/settings/caller-id'));
    const lineRow = small.getByRole('article', { name: 'خط ۱' });
    await lineRow.waitFor();
    await screenshot(small, 'bo-caller-id-settings-phone', { fullPage: false });
    await small.getByRole('button', { name: 'تماس آزمایشی' }).first().click();
    const testForm = small.getByRole('dialog', { name: /^تماس آزمایشی روی خط/ });
    await testForm.getByLabel('شماره تماس‌گیرنده').fill(ALI);
    await testForm.getByRole('button', { name: 'ارسال تماس' }).click();
    const card = small.getByRole('region', { name: 'تماس ورودی از ۰۹۱۲ ۱۱۱ ۱۱۱۱' });
    await card.getByText('علی رضایی').waitFor({ timeout: 10_000 });
    await screenshot(small, 'bo-caller-id-popup-phone', { fullPage: false });
    await small.goto(small.url().replace(/\/bo\/.*$/, '/bo/settings/pos-terminals'));
    await small.getByText('کارت‌خوان صندوق ۱').waitFor();
    await screenshot(small, 'bo-pos-terminals-phone', { fullPage: false });
    await phone.close();
  });
});
