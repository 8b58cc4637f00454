import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  desktopContext,
  hasBrowser,
  latestCode,
  launch,
  phoneContext,
  screenshot,
} from './support/browser';

const OWNER_PHONE = '09120000000';

/** The owner of the demo restaurant, logged in to the back office. */
async function ownerPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/bo/auth/login`);
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByLabel('شماره موبایل').fill(OWNER_PHONE);
  await page.getByRole('button', { name: 'دریافت کد' }).click();
  const code = await latestCode(OWNER_PHONE, sentAfter);
  await page.getByLabel('رقم ۱', { exact: true }).click();
  await page.keyboard.type(code);
  await page.waitForURL((url) => url.pathname === '/bo' || url.pathname === '/bo/');
  return page;
}

/** Opens a back-office area from the sidebar, as the owner would. */
async function openArea(page: Page, label: string, path: string) {
  await page.getByRole('navigation', { name: 'بخش‌های پنل' }).getByRole('link', { name: label }).click();
  await page.waitForURL((url) => url.pathname === path);
}

async function expectNoLatinDigits(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: what a person reads; textContent would include the <style> Mantine's responsive grid puts inside the page.
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/[0-9]/);
}

describe.runIf(hasBrowser)('the owner runs toppings, shifts and printing from the back office', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    context = await desktopContext(browser);
    page = await ownerPage(context);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('adds «سس سیر» to the sauces and marks another sauce out of stock', async () => {
    await openArea(page, 'افزودنی‌ها و دسته‌ها', '/bo/toppings');
    await page.getByRole('button', { name: 'نمایش افزودنی‌های سس' }).click();
    const toppings = page.locator('table').nth(1);
    await toppings.getByText('سس قارچ').waitFor();

    // The demo already sells a garlic sauce: the owner replaces it with the new recipe's price.
    const oldGarlic = toppings.getByRole('row').filter({ hasText: 'سس سیر' });
    await oldGarlic.getByRole('button', { name: 'حذف' }).click();
    await page.getByText('افزودنی «سس سیر» حذف شود؟').waitFor();
    await screenshot(page, 'bo-toppings-delete-question');
    await page.locator('.mantine-Popover-dropdown').getByRole('button', { name: 'حذف' }).click();
    await toppings.getByText('سس سیر').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'افزودن افزودنی' }).click();
    const dialog = page.getByRole('dialog', { name: 'افزودنی جدید در «سس»' });
    await dialog.getByLabel('عنوان افزودنی').fill('سس سیر');
    await dialog.getByLabel('قیمت').fill('۱۸۰۰۰');
    await screenshot(page, 'bo-topping-form');
    await page.keyboard.press('Enter');
    await page.getByText('عملیات با موفقیت انجام شد.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const garlic = toppings.getByRole('row').filter({ hasText: 'سس سیر' });
    await garlic.getByText('۱۸٬۰۰۰ تومان').waitFor();

    const hot = page.getByRole('switch', { name: 'موجود بودن سس تند' });
    await hot.click({ force: true });
    await toppings.getByRole('row').filter({ hasText: 'سس تند' }).getByText('ناموجود').waitFor();
    expect(await hot.isChecked()).toBe(false);
    await expectNoLatinDigits(page);
    await screenshot(page, 'bo-toppings');
  });

  it('creates a breakfast shift for Saturday to Thursday with copy-to-every-day', async () => {
    await openArea(page, 'شیفت‌های غذا', '/bo/food-shifts');
    await page.getByRole('link', { name: 'ناهار' }).waitFor();
    await screenshot(page, 'bo-food-shifts');

    await page.getByRole('button', { name: 'شیفت جدید' }).click();
    const dialog = page.getByRole('dialog', { name: 'شیفت غذای جدید' });
    await dialog.getByLabel('عنوان شیفت').fill('صبحانه');
    await dialog.getByLabel('شروع بازه ۱').fill('0800');
    await dialog.getByLabel('پایان بازه ۱').fill('1100');
    await dialog.getByRole('button', { name: 'کپی بازه ۱ برای همه روزها' }).click();
    await dialog.getByRole('group', { name: 'بازه ۷: جمعه' }).waitFor();
    await screenshot(page, 'bo-food-shift-form-copied');
    await dialog.getByRole('button', { name: 'حذف بازه ۷: جمعه' }).click();
    await dialog.getByRole('group', { name: 'بازه ۷: جمعه' }).waitFor({ state: 'detached' });
    expect(await dialog.getByRole('group', { name: /^بازه / }).count()).toBe(6);
    await screenshot(page, 'bo-food-shift-form');
    await dialog.getByRole('button', { name: 'ذخیره' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('شنبه تا پنجشنبه: ۰۸:۰۰ تا ۱۱:۰۰').waitFor();
    await expectNoLatinDigits(page);
    await screenshot(page, 'bo-food-shifts-with-breakfast');

    await page.getByRole('link', { name: 'صبحانه' }).click();
    await page.getByRole('heading', { name: 'شیفت «صبحانه»' }).waitFor();
    const friday = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'جمعه', exact: true }) });
    await friday.getByText('در این روز فروخته نمی‌شود').waitFor();
    const saturday = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'شنبه', exact: true }) });
    await saturday.getByText('۰۸:۰۰ تا ۱۱:۰۰').waitFor();
    await screenshot(page, 'bo-food-shift-breakfast');

    await page.getByRole('link', { name: 'بازگشت به فهرست' }).click();
    await page.getByRole('link', { name: 'ناهار' }).click();
    await page.getByRole('heading', { name: 'شیفت «ناهار»' }).waitFor();
    await page.getByRole('heading', { name: 'آیتم‌های این شیفت' }).waitFor();
    // Most demo dishes are sold at lunch and dinner: more than one page of them.
    await page.getByRole('button', { name: 'صفحه ۲' }).waitFor();
    await expectNoLatinDigits(page);
    await screenshot(page, 'bo-food-shift-lunch');
  });

  it('adds a printer with its IP, and a kitchen station for it that prints the drinks', async () => {
    await openArea(page, 'چاپگرها', '/bo/printers');
    await page
      .getByRole('row')
      .filter({ hasText: 'چاپگر صندوق' })
      .getByText('صندوق', { exact: true })
      .waitFor();
    await screenshot(page, 'bo-printers');

    await page.getByRole('button', { name: 'چاپگر جدید' }).click();
    const dialog = page.getByRole('dialog', { name: 'چاپگر جدید' });
    await dialog.getByLabel('نام چاپگر').fill('چاپگر بار');
    await dialog.getByLabel('نشانی IP').fill('192.168.1');
    await dialog.getByRole('button', { name: 'ذخیره' }).click();
    await dialog.getByText('آدرس IP چاپگر را به شکل ۱۹۲.۱۶۸.۱.۵۰ وارد کنید.').waitFor();
    await screenshot(page, 'bo-printer-form-error');
    await dialog.getByLabel('نشانی IP').fill('192.168.1.60');
    await dialog.getByRole('button', { name: 'ذخیره' }).click();
    await dialog.waitFor({ state: 'detached' });
    const bar = page.getByRole('row').filter({ hasText: 'چاپگر بار' });
    await bar.getByText('۱۹۲.۱۶۸.۱.۶۰').waitFor();
    await bar.getByText('به ایستگاهی وصل نیست').waitFor();

    await openArea(page, 'ایستگاه‌های چاپ', '/bo/printer-stations');
    const routing = page.getByRole('table', { name: 'مسیر چاپ دسته‌ها' });
    await routing
      .getByRole('row')
      .filter({ hasText: 'نوشیدنی' })
      .getByText('در آشپزخانه چاپ نمی‌شود')
      .waitFor();
    await screenshot(page, 'bo-printer-stations-before');

    await page.getByRole('button', { name: 'ایستگاه جدید' }).click();
    const station = page.getByRole('dialog', { name: 'ایستگاه چاپ جدید' });
    await station.getByLabel('نام ایستگاه').fill('بار');
    await station.getByRole('combobox', { name: 'چاپگر' }).click();
    await page.getByRole('option', { name: 'چاپگر بار (۱۹۲.۱۶۸.۱.۶۰)' }).click();
    await station.getByRole('combobox', { name: 'دسته‌هایی که اینجا چاپ می‌شوند' }).click();
    await page.getByRole('option', { name: /نوشیدنی/ }).click();
    await page.getByRole('option', { name: /کباب/ }).click();
    await station.getByText('«کباب» از «آشپزخانه» به این ایستگاه منتقل می‌شود.').waitFor();
    await station.getByLabel('نام ایستگاه').click();
    await screenshot(page, 'bo-printer-station-form');
    // Kebab stays in the kitchen after all.
    await station.getByRole('combobox', { name: 'دسته‌هایی که اینجا چاپ می‌شوند' }).click();
    await page.getByRole('option', { name: /کباب/ }).click();
    await station.getByLabel('نام ایستگاه').click();
    await station.getByRole('button', { name: 'ذخیره' }).click();
    await station.waitFor({ state: 'detached' });

    await routing.getByRole('row').filter({ hasText: 'نوشیدنی' }).getByText('بار', { exact: true }).waitFor();
    await routing
      .getByRole('row')
      .filter({ hasText: 'کباب' })
      .getByText('آشپزخانه', { exact: true })
      .waitFor();
    await page.getByRole('table', { name: 'فهرست ایستگاه‌ها' }).getByText('چاپگر بار').waitFor();
    await expectNoLatinDigits(page);
    await screenshot(page, 'bo-printer-stations');

    await openArea(page, 'چاپگرها', '/bo/printers');
    await page.getByRole('row').filter({ hasText: 'چاپگر بار' }).getByText('بار', { exact: true }).waitFor();
  });

  it('fits a phone: toppings and the shift form', async () => {
    const phone = await phoneContext(browser);
    const small = await ownerPage(phone);
    await small.goto(`${baseUrl}/bo/toppings`);
    await small.getByText('سس قارچ').or(small.getByText('نان لواش')).first().waitFor();
    await screenshot(small, 'bo-toppings-phone');
    await small.goto(`${baseUrl}/bo/food-shifts`);
    await small.getByRole('button', { name: 'شیفت جدید' }).click();
    await small.getByRole('dialog', { name: 'شیفت غذای جدید' }).waitFor();
    await screenshot(small, 'bo-food-shift-form-phone');
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();
  });
});
