import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner, staffToken } from './support/backoffice';
import { baseUrl, desktopContext, hasBrowser, launch, phoneContext, screenshot } from './support/browser';
import {
  apiHeaders,
  apiUrl,
  card,
  enterCode,
  freshPhoneNumber,
  menuItems,
  screenshotSheet,
  websiteMenu,
} from './support/customer';

// Issue 19's customer-site points, walked on a phone (390 px) against the demo restaurant. The
// server's clock reads Tehran lunchtime (support/global-setup.ts): open, the lunch shift running.

const SERVICE_SHEET = 'سفارش را چطور تحویل می‌گیرید؟';
/** Inside the demo's «ونک و اطراف» zone. */
const VANAK = { latitude: 35.7575, longitude: 51.4098 };

describe.runIf(hasBrowser)('the customer site on a phone (issue 19)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('19.5: a visitor without a table is never left on «سرو در محل», and changes the service on the overview', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByText('باز است').waitFor();

    // The service sheet offers what a visitor can have from the website.
    await page.getByRole('button', { name: 'شروع سفارش' }).click();
    const sheet = page.getByRole('dialog', { name: SERVICE_SHEET });
    await sheet.getByRole('button', { name: /تحویل حضوری/ }).waitFor();
    expect(await sheet.getByRole('button', { name: /سرو در محل/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    // Only looking at the menu chooses nothing: the service is still one they can have.
    await page.getByRole('button', { name: 'مشاهده منو' }).click();
    await card(page, 'سوپ جو').getByRole('button', { name: 'افزودن سوپ جو' }).click();
    expect(await page.getByText('سرو در محل').count()).toBe(0);
    await page.getByRole('button', { name: 'سبد خرید، ۱ مورد' }).click();
    await page.getByRole('dialog', { name: 'سبد خرید' }).getByRole('button', { name: 'ادامه' }).click();
    await page.getByText('بازبینی سفارش').waitFor();

    await page.getByRole('button', { name: /^نحوه تحویل: ارسال با پیک، تغییر/ }).click();
    await sheet.getByRole('button', { name: /تحویل حضوری/ }).waitFor();
    await screenshotSheet(page, 'site-service-on-overview');
    await sheet.getByRole('button', { name: /تحویل حضوری/ }).click();
    await page.getByRole('button', { name: /^نحوه تحویل: تحویل حضوری، تغییر/ }).waitFor();
    await screenshot(page, 'site-overview-pickup', { fullPage: false });
    await context.close();
  });
  it('19.10: /?table=5 orders for table 5; / opened afterwards in the same tab is the website', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?table=5`);
    await page.getByText('میز ۵').first().waitFor();
    await page.getByRole('button', { name: 'مشاهده منو' }).click();
    await page.getByText('سرو در محل · میز ۵').waitFor();

    // The same tab, the restaurant's address typed again (or tomorrow's bookmark): no table.
    await page.goto(`${baseUrl}/`);
    await card(page, 'سوپ جو').waitFor();
    expect(await page.getByText(/میز ۵/).count()).toBe(0);
    expect(await page.getByText('سرو در محل').count()).toBe(0);
    await page.getByRole('button', { name: /^نحوه تحویل: ارسال با پیک، تغییر/ }).waitFor();
    await screenshot(page, 'site-after-table-visit', { fullPage: false });
    await context.close();
  });
  it('19.9: a new customer adds an address from the checkout in a sheet and comes back with it chosen', async () => {
    const context = await phoneContext(browser, { geolocation: VANAK, permissions: ['geolocation'] });
    const page = await context.newPage();
    const phone = freshPhoneNumber('0936');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'شروع سفارش' }).click();
    await page
      .getByRole('dialog', { name: SERVICE_SHEET })
      .getByRole('button', { name: /ارسال با پیک/ })
      .click();
    await card(page, 'سوپ جو').getByRole('button', { name: 'افزودن سوپ جو' }).click();
    await page.getByRole('button', { name: 'سبد خرید، ۱ مورد' }).click();
    await page.getByRole('dialog', { name: 'سبد خرید' }).getByRole('button', { name: 'ادامه' }).click();
    await page.getByRole('button', { name: 'ورود و تکمیل سفارش' }).click();
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
    await page.waitForURL((url) => url.pathname === '/');

    const addresses = page.getByRole('region', { name: 'آدرس تحویل' });
    await addresses.getByText('هنوز آدرسی ثبت نکرده‌اید', { exact: false }).waitFor();
    await addresses.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
    const sheet = page.getByRole('dialog', { name: 'افزودن آدرس' });
    await sheet.getByText('محل کار', { exact: true }).click();
    await sheet.getByLabel(/نشانی/).fill('ونک، خیابان ونک، کوچه نهم');
    await sheet.getByRole('button', { name: 'موقعیت من' }).click();
    await sheet.getByText(/داخل محدوده «ونک و اطراف»؛ هزینه ارسال ۳۰٬۰۰۰ تومان/).waitFor();
    await screenshotSheet(page, 'site-checkout-add-address');
    await sheet.getByRole('button', { name: 'ثبت آدرس' }).click();

    // Still the checkout, the new address chosen and priced.
    await sheet.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => addresses.getByRole('radio', { name: 'محل کار' }).isChecked()).toBe(true);
    await addresses.getByText('هزینه ارسال: ۳۰٬۰۰۰ تومان').waitFor();
    await screenshot(page, 'site-checkout-address-chosen', { fullPage: false });
    await context.close();
  });
  it('19.6: the menu shows dinner dishes at lunch greyed with their hour, and a sold-out dish as «ناموجود»', async () => {
    // The owner marks «ماست و خیار» sold out (no other journey orders it), and puts it back after.
    const owner = await desktopContext(browser);
    const ownerPage = await owner.newPage();
    await signInAsOwner(ownerPage);
    const token = await staffToken(ownerPage);
    const yogurt = menuItems(await websiteMenu()).find((item) => item.title === 'ماست و خیار')!;
    const setAvailable = async (available: boolean) => {
      const res = await fetch(apiUrl(`/api-catalog/catalog/menuitems/${yogurt.id}/availability`), {
        method: 'PUT',
        headers: apiHeaders(token),
        body: JSON.stringify({ available }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await setAvailable(false);
    try {
      const context = await phoneContext(browser);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'مشاهده منو' }).click();

      // The server's demo clock reads lunchtime, perhaps tomorrow's (global-setup): the phone's own
      // clock decides whether 18:00 is «today» or «فردا».
      const shishlik = card(page, 'شیشلیک');
      await shishlik.getByText(/^از (فردا )?ساعت ۱۸:۰۰$/).waitFor();
      expect(await shishlik.getAttribute('aria-disabled')).toBe('true');
      expect(await shishlik.getByRole('button', { name: /^افزودن/ }).count()).toBe(0);
      const sold = card(page, 'ماست و خیار');
      await sold.getByText('ناموجود').waitFor();
      expect(await sold.getByRole('button', { name: /^افزودن/ }).count()).toBe(0);
      // What is served now is still added as before.
      await card(page, 'سوپ جو').getByRole('button', { name: 'افزودن سوپ جو' }).waitFor();
      await sold.scrollIntoViewIfNeeded();
      await screenshot(page, 'site-menu-sold-out', { fullPage: false });
      await shishlik.scrollIntoViewIfNeeded();
      await screenshot(page, 'site-menu-later-shift', { fullPage: false });
      await context.close();
    } finally {
      await setAvailable(true);
      await owner.close();
    }
  });
  it('19.7: searches the menu from the sticky bar, with an Arabic keyboard’s letters', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'مشاهده منو' }).click();
    await card(page, 'سوپ جو').waitFor();
    await page.evaluate(() => window.scrollTo({ top: 2000 }));
    await page.getByRole('button', { name: 'جستجو در منو' }).click();
    // «قورمه سبزي»: an Arabic yeh and a space where the menu has a zero-width non-joiner.
    await page.getByRole('searchbox', { name: 'جستجو در منو' }).fill('قورمه سبزي');
    await card(page, 'چلو خورش قورمه‌سبزی').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await screenshot(page, 'site-menu-search', { fullPage: false });

    await page.getByRole('searchbox', { name: 'جستجو در منو' }).fill('كباب');
    await card(page, 'کباب کوبیده').waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThan(1);
    await page.getByRole('searchbox', { name: 'جستجو در منو' }).fill('لازانیا');
    await page.getByText('غذایی با «لازانیا» در منو پیدا نشد').waitFor();
    await page.getByRole('button', { name: 'بستن' }).click();
    await card(page, 'سوپ جو').waitFor();
    await context.close();
  });
  it('19.8: the demo’s advertised codes show on the restaurant’s home and above its menu', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const home = page.getByRole('region', { name: 'پیشنهادهای ویژه' });
    await home
      .getByRole('article', { name: 'کد تخفیف NOROOZ' })
      .getByText('۲۰٪ تخفیف تا سقف ۵۰٬۰۰۰ تومان')
      .waitFor();
    await home.getByRole('article', { name: 'کد تخفیف FREESHIP' }).getByText('ارسال رایگان').waitFor();
    // A code the owner did not mark for the site is not advertised.
    expect(await page.getByText('YALDA1404').count()).toBe(0);
    await home.scrollIntoViewIfNeeded();
    await screenshot(page, 'site-home-deals', { fullPage: false });

    await page.getByRole('button', { name: 'مشاهده منو' }).click();
    await card(page, 'سوپ جو').waitFor();
    await page
      .getByRole('region', { name: 'پیشنهادهای ویژه' })
      .getByRole('article', { name: 'کد تخفیف NOROOZ' })
      .waitFor();
    await screenshot(page, 'site-menu-deals', { fullPage: false });
    await context.close();
  });
  it('19.12: the tab of the section whose heading sits just under the sticky tabs is the highlighted one', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'مشاهده منو' }).click();
    await card(page, 'سوپ جو').waitFor();
    const tabs = page.getByRole('navigation', { name: 'دسته‌های منو' });
    const active = () => tabs.locator('[aria-current="true"]').textContent();

    // Scroll so that a heading sits `gap` pixels under the bottom of the sticky header.
    const placeHeading = (title: string, gap: number) =>
      page.evaluate(
        ([title, gap]) => {
          const header = document
            .querySelector('nav[aria-label="دسته‌های منو"]')!
            .closest('.mantine-Container-root')!;
          const heading = Array.from(document.querySelectorAll('section h2')).find(
            (h) => h.textContent === title,
          )!;
          const section = heading.closest('section')!;
          const headerBottom = header.getBoundingClientRect().bottom;
          window.scrollBy({
            top: section.getBoundingClientRect().top - headerBottom - Number(gap),
            behavior: 'instant',
          });
        },
        [title, gap] as const,
      );
    for (const [title, gap] of [
      ['کباب', 24],
      ['خورش و برنج', 40],
      ['کباب', 4],
    ] as const) {
      await placeHeading(title, gap);
      await expect.poll(active, { timeout: 5_000 }).toBe(title);
    }
    await placeHeading('خورش و برنج', 30);
    await expect.poll(active, { timeout: 5_000 }).toBe('خورش و برنج');
    await screenshot(page, 'site-menu-tabs-follow', { fullPage: false });
    // Well inside a section, its tab stays highlighted.
    await page.evaluate(() => window.scrollBy({ top: 300, behavior: 'instant' }));
    await expect.poll(active, { timeout: 5_000 }).toBe('خورش و برنج');
    await context.close();
  });
  it('19.18: the checkout’s code (price breakdown, payment) loads only when the customer goes on to it', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const checkoutCode = () => scripts.filter((path) => /\/(details-step|price-breakdown)-/.test(path));
    const first = page.waitForResponse((response) => /\/assets\/index-.*\.js$/.test(response.url()));
    await page.goto(`${baseUrl}/`);
    const entry = await first;
    // Pre-compressed, and kept for a year under its hashed name.
    expect(entry.headers()['content-encoding']).toBe('br');
    expect(entry.headers()['cache-control']).toContain('immutable');

    await page.getByRole('button', { name: 'مشاهده منو' }).click();
    await card(page, 'سوپ جو').getByRole('button', { name: 'افزودن سوپ جو' }).click();
    await page.getByRole('button', { name: 'سبد خرید، ۱ مورد' }).click();
    await page.getByRole('dialog', { name: 'سبد خرید' }).waitFor();
    expect(checkoutCode()).toEqual([]);
    // What the first screen cost, as the browser counts it (compressed bytes on the wire).
    const firstScreenJs = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
    );
    console.log(`JS transferred by the home and the menu: ${(firstScreenJs / 1024).toFixed(1)} KiB`);

    await page.getByRole('dialog', { name: 'سبد خرید' }).getByRole('button', { name: 'ادامه' }).click();
    await page.getByText('بازبینی سفارش').waitFor();
    // On the overview the checkout is the next tap: its code comes in then.
    await expect.poll(() => checkoutCode().length).toBeGreaterThan(0);
    await context.close();
  });
});
