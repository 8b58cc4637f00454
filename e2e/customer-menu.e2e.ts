import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasBrowser, launch, phoneContext, screenshot } from './support/browser';
import { card, screenshotSheet } from './support/customer';

// A guest at table 5 of the demo restaurant, on a phone, ordering from the QR code's menu. The
// server's clock reads Tehran lunchtime (support/global-setup.ts), so the restaurant is open and the
// lunch dishes are on the menu.

const SITE_MENU_PATH = '/api-catalog/catalog/menucategories/site';

describe.runIf(hasBrowser)('ordering from the menu at a table, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts at table 5, adds dishes with and without toppings, and changes the cart', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const menuRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes(SITE_MENU_PATH)) menuRequests.push(request);
    });

    await page.goto(`${baseUrl}/?table=5`);
    await page.getByRole('heading', { name: 'رستوران نارنج' }).waitFor();
    await page.getByText('باز است').waitFor();
    await screenshot(page, 'customer-menu-home');

    await page.getByRole('button', { name: 'شروع سفارش' }).click();
    const serviceSheet = page.getByRole('dialog', { name: 'سفارش را چطور تحویل می‌گیرید؟' });
    await serviceSheet.getByText('سفارش شما سر میز ۵ سرو می‌شود').waitFor();
    await screenshotSheet(page, 'customer-menu-service');
    await serviceSheet.getByRole('button', { name: /سرو در محل/ }).click();

    // The categories, as tabs.
    const tabs = page.getByRole('navigation', { name: 'دسته‌های منو' });
    await tabs.getByRole('button', { name: 'کباب' }).waitFor();
    expect(await tabs.getByRole('button').count()).toBeGreaterThanOrEqual(8);
    await page.getByText('سرو در محل · میز ۵').waitFor();
    expect(new URL(menuRequests[0]!.url()).searchParams.get('sellChannel')).toBe('QR');
    await page.locator('img[src$="-list.webp"]').first().waitFor();
    await screenshot(page, 'customer-menu-menu', { fullPage: false });

    // The same dish twice merges into one line of two.
    await card(page, 'سوپ جو').getByRole('button', { name: 'افزودن سوپ جو' }).click();
    await card(page, 'سوپ جو').getByRole('button', { name: 'یکی بیشتر' }).click();
    await card(page, 'سوپ جو').getByRole('group', { name: 'تعداد سوپ جو' }).getByText('۲').waitFor();
    await page.getByRole('button', { name: 'سبد خرید، ۲ مورد' }).waitFor();
    await screenshot(page, 'customer-menu-cart-bar', { fullPage: false });

    // A tab scrolls to its category and the tabs follow the scroll.
    await tabs.getByRole('button', { name: 'نوشیدنی' }).click();
    await page.getByRole('heading', { name: 'نوشیدنی' }).waitFor();
    await page.waitForFunction(() => {
      const heading = Array.from(document.querySelectorAll('h2')).find((h) => h.textContent === 'نوشیدنی');
      const top = heading?.getBoundingClientRect().top ?? -1;
      return top > 0 && top < 260;
    });
    await tabs.getByRole('button', { name: 'نوشیدنی' }).and(page.locator('[aria-current="true"]')).waitFor();
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await tabs.getByRole('button', { name: 'پیش‌غذا' }).and(page.locator('[aria-current="true"]')).waitFor();

    // A dish with toppings opens its sheet, which refuses to add it below a category's minimum.
    await card(page, 'کباب کوبیده').getByRole('button', { name: 'افزودن کباب کوبیده' }).click();
    const itemSheet = page.getByRole('dialog', { name: 'کباب کوبیده' });
    const add = itemSheet.getByRole('button', { name: /افزودن به سبد/ });
    await itemSheet.getByText('از «نوع نان» دست‌کم ۱ مورد انتخاب کنید.').waitFor();
    expect(await add.isDisabled()).toBe(true);
    await itemSheet.locator('img[src$="-detail.webp"]').waitFor();
    await screenshotSheet(page, 'customer-menu-item');
    await itemSheet.getByRole('checkbox', { name: 'نان بربری' }).check();
    await itemSheet.getByRole('checkbox', { name: 'کره محلی' }).check();
    expect(await add.isEnabled()).toBe(true);
    // 285,000 + 10,000 + 15,000
    expect(await add.textContent()).toContain('۳۱۰٬۰۰۰ تومان');
    await screenshotSheet(page, 'customer-menu-item-chosen');
    await add.click();
    await itemSheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'سبد خرید، ۳ مورد' }).waitFor();

    // The cart: a count changed with the stepper and one typed.
    await page.getByRole('button', { name: 'سبد خرید، ۳ مورد' }).click();
    const cartSheet = page.getByRole('dialog', { name: 'سبد خرید' });
    await cartSheet.getByText('نان بربری، کره محلی').waitFor();
    const soup = cartSheet.getByRole('group', { name: 'سوپ جو', exact: true });
    await soup.getByRole('button', { name: 'یکی بیشتر' }).click();
    await expect.poll(() => soup.getByRole('textbox').inputValue()).toBe('۳');
    await cartSheet.getByRole('group', { name: 'کباب کوبیده', exact: true }).getByRole('textbox').fill('۲');
    // 3 × 95,000 + 2 × 310,000
    await cartSheet.getByText('۹۰۵٬۰۰۰ تومان').waitFor();
    await screenshotSheet(page, 'customer-menu-cart');
    // Every digit a person reads is Persian (style and script tags hold no reading).
    const readable = await page.evaluate(() => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      for (const element of Array.from(copy.querySelectorAll('style, script'))) element.remove();
      return copy.textContent ?? '';
    });
    expect(readable).not.toMatch(/[0-9]/);

    await cartSheet.getByRole('button', { name: 'ادامه' }).click();
    await page.getByText('بازبینی سفارش').waitFor();
    await page.getByText('۲ × کباب کوبیده').waitFor();
    await screenshot(page, 'customer-menu-overview');

    // Opening the page again asks whether the kept menu is still current, and it is.
    await page.getByRole('button', { name: 'بازگشت به منو' }).click();
    const revalidation = page.waitForResponse((response) => response.url().includes(SITE_MENU_PATH));
    await page.reload();
    const answer = await revalidation;
    const headers = await answer.request().allHeaders();
    expect(headers['if-none-match']).toMatch(/^"\d+-/);
    await tabs.getByRole('button', { name: 'کباب' }).waitFor();
    await page.getByRole('button', { name: 'سبد خرید، ۵ مورد' }).waitFor();
    await context.close();
  });
});
