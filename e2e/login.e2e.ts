import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, desktopContext, hasBrowser, launch, phoneContext, screenshot } from './support/browser';
import { enterCode } from './support/customer';

const OWNER_PHONE = '09120000000';

describe.runIf(hasBrowser)('logging in, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the owner logs in to the back office with the code from the console provider', async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/bo`);
    await page.waitForURL('**/bo/auth/login');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('fa');
    await screenshot(page, 'bo-login');

    const sentAfter = new Date(Date.now() - 1000);
    await page.getByLabel('شماره موبایل').fill('۰۹۱۲۰۰۰۰۰۰۰');
    await page.getByRole('button', { name: 'دریافت کد' }).click();
    await page.getByLabel('رقم ۱', { exact: true }).waitFor();
    await screenshot(page, 'bo-login-code');
    await enterCode(page, OWNER_PHONE, sentAfter);

    await page.waitForURL((url) => url.pathname === '/bo' || url.pathname === '/bo/');
    await page.getByText('مریم', { exact: false }).first().waitFor();
    await screenshot(page, 'bo-dashboard');
    await context.close();
  });

  it('a customer who does not work there gets no back-office code', async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/bo/auth/login`);
    await page.getByLabel('شماره موبایل').fill('09121111111');
    await page.getByRole('button', { name: 'دریافت کد' }).click();
    await page.getByText('شما به این بخش دسترسی ندارید.').first().waitFor();
    await context.close();
  });

  it('a new customer at a table logs in with their name, and the table survives logout', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const phone = `0939${String(Date.now()).slice(-7)}`;
    await page.goto(`${baseUrl}/?table=5`);
    await page.getByText('رستوران نارنج').first().waitFor();
    await screenshot(page, 'customer-home');

    await page
      .getByRole('link', { name: /ورود/ })
      .or(page.getByRole('button', { name: /ورود/ }))
      .first()
      .click();
    await page.getByLabel('شماره موبایل').fill(phone);
    const sentAfter = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'دریافت کد' }).click();
    await page.getByLabel('نام', { exact: true }).fill('سارا');
    await page.getByLabel('نام خانوادگی').fill('کریمی');
    await page
      .getByRole('button', { name: /ادامه|بعدی|ثبت/ })
      .first()
      .click();
    await enterCode(page, phone, sentAfter);

    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('table') === '5');
    await page.getByText('سارا', { exact: false }).first().waitFor();
    await screenshot(page, 'customer-home-logged-in');

    await page.getByRole('button', { name: /خروج/ }).first().click();
    await page.waitForURL((url) => url.searchParams.get('table') === '5');
    expect(new URL(page.url()).searchParams.get('table')).toBe('5');
    await context.close();
  });

  it('renews an expired access token with the refresh cookie and reloads the page', async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/bo/auth/login`);
    const sentAfter = new Date(Date.now() - 1000);
    await page.getByLabel('شماره موبایل').fill(OWNER_PHONE);
    await page.getByRole('button', { name: 'دریافت کد' }).click();
    await enterCode(page, OWNER_PHONE, sentAfter);
    await page.waitForURL((url) => url.pathname.startsWith('/bo') && !url.pathname.includes('auth'));

    // Spoil the stored access token as if it had expired; the HttpOnly refresh cookie is untouched.
    // It is spoilt by an init script on the reload, before the app runs: spoilt any earlier, the
    // still-running app could write its good token back over it.
    await page.addInitScript(() => {
      if (window.name === 'token-spoilt') return;
      window.name = 'token-spoilt';
      const stored = JSON.parse(localStorage.getItem('sofreh:auth')!);
      stored.state.token = 'expired.token.value';
      localStorage.setItem('sofreh:auth', JSON.stringify(stored));
    });
    // The notice lives for one second before the page reloads itself; on a loaded machine polling
    // can miss that window, so a page-side observer (kept across reloads) reports it instead.
    const noticesSeen: string[] = [];
    await page.exposeFunction('reportNotice', (text: string) => noticesSeen.push(text));
    await page.addInitScript(() => {
      const report = (window as unknown as { reportNotice: (text: string) => void }).reportNotice;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('نشست شما تمدید شد')) report('renewed');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const renewal = page.waitForResponse((response) => response.url().includes('/refreshtoken'));
    await page.reload();
    expect((await renewal).status()).toBe(200);
    await expect.poll(() => noticesSeen.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'token-renewed');
    // After the automatic reload the stored token works again.
    await page.waitForFunction(() => !localStorage.getItem('sofreh:auth')?.includes('expired.token.value'));
    await page.getByText('مریم', { exact: false }).first().waitFor();
    await context.close();
  });
});
