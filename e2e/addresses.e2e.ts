import type { Browser, Page } from 'playwright-core';
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
import { DEMO_CUSTOMER_PHONE, KARAJ, tapInside } from './support/customer';

const OWNER_PHONE = '09120000000';

async function logIn(page: Page, path: string, phoneNumber: string) {
  await page.goto(`${baseUrl}${path}`);
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByLabel('شماره موبایل').fill(phoneNumber);
  await page.getByRole('button', { name: 'دریافت کد' }).click();
  const code = await latestCode(phoneNumber, sentAfter);
  await page.getByLabel('رقم ۱', { exact: true }).click();
  await page.keyboard.type(code);
}

describe.runIf(hasBrowser)('addresses and delivery zones, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the owner sees the demo zones beside the map, draws a new one and deletes it', async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await logIn(page, '/bo/auth/login', OWNER_PHONE);
    await page.waitForURL((url) => url.pathname === '/bo' || url.pathname === '/bo/');
    await page.getByRole('link', { name: 'محدوده‌های ارسال' }).click();
    await page.waitForURL('**/bo/delivery-zones');

    const list = page.getByRole('list', { name: 'محدوده‌های ارسال' });
    await list.getByRole('listitem', { name: 'ونک و اطراف' }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(3);
    await list.getByText('هزینه ارسال: ۳۰٬۰۰۰ تومان').waitFor();
    expect(await page.getByRole('switch', { name: 'فعال بودن تجریش' }).isChecked()).toBe(false);
    // No internet here: the tiles fail and the map says so, its zones still drawn.
    await page.getByText(/تصویر زمینه نقشه بارگذاری نشد/).waitFor();
    expect(await page.locator('path.delivery-zone').count()).toBe(3);
    await screenshot(page, 'bo-delivery-zones');
    // A zone's name shows over the map where the pointer rests, as text.
    await page.locator('path.delivery-zone').first().hover();
    const tooltip = page.locator('.leaflet-tooltip');
    await tooltip.waitFor();
    expect(await tooltip.locator('span').count()).toBe(1);
    await screenshot(page, 'bo-delivery-zone-tooltip', { fullPage: false });

    await page.getByRole('button', { name: 'محدوده جدید' }).click();
    const map = (await page.getByRole('application', { name: 'نقشه محدوده‌های ارسال' }).boundingBox())!;
    for (const [dx, dy] of [
      [0.15, 0.15],
      [0.3, 0.15],
      [0.3, 0.3],
      [0.15, 0.3],
    ] as const) {
      await page.mouse.click(map.x + map.width * dx, map.y + map.height * dy);
    }
    await page.getByText('۴ نقطه').waitFor();
    await screenshot(page, 'bo-delivery-zones-drawing');
    await page.getByRole('button', { name: 'پایان رسم' }).click();
    await page.getByLabel(/نام محدوده/).fill('پونک');
    await page.getByLabel(/هزینه ارسال/).fill('۵۵۰۰۰');
    await screenshot(page, 'bo-delivery-zone-details');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await page.getByText('عملیات با موفقیت ثبت شد.').first().waitFor();
    const created = list.getByRole('listitem', { name: 'پونک' });
    await created.getByText('هزینه ارسال: ۵۵٬۰۰۰ تومان').waitFor();

    await created.getByRole('button', { name: 'حذف' }).click();
    await page.getByRole('button', { name: 'حذف شود' }).click();
    await created.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the demo customer adds an address inside a zone and one outside every zone', async () => {
    const context = await phoneContext(browser, { geolocation: KARAJ, permissions: ['geolocation'] });
    const page = await context.newPage();
    await logIn(page, '/auth/login', DEMO_CUSTOMER_PHONE);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'آدرس‌های من' }).click();
    await page.waitForURL('**/addresses');

    // The seeded home is in «ونک و اطراف».
    const list = page.getByRole('list', { name: 'آدرس‌های من' });
    await list.getByRole('listitem', { name: 'خانه' }).getByText('ارسال ۳۰٬۰۰۰ تومان').waitFor();

    await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
    await page.getByText('محل کار', { exact: true }).click();
    await page.getByLabel(/نشانی/).fill('ونک، خیابان ونک، کوچه نهم');
    await page.getByLabel(/جزئیات/).fill('پلاک ۲۰، طبقه ۳');
    await tapInside(page, 'path.covered-area');
    await page.getByText(/داخل محدوده «ونک و اطراف»؛ هزینه ارسال ۳۰٬۰۰۰ تومان/).waitFor();
    await screenshot(page, 'address-form');
    await page.getByRole('button', { name: 'ثبت آدرس' }).click();
    await page.getByText('آدرس با موفقیت ثبت شد.').first().waitFor();
    await list.getByRole('listitem', { name: 'محل کار' }).getByText('ارسال ۳۰٬۰۰۰ تومان').waitFor();

    await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
    await page.getByLabel(/عنوان/).fill('خانه مادربزرگ');
    await page.getByLabel(/نشانی/).fill('کرج، گوهردشت، بلوار موذن');
    await page.getByRole('button', { name: 'موقعیت من' }).click();
    await page.getByText(/این نقطه بیرون از محدوده‌های ارسال رستوران است/).waitFor();
    await screenshot(page, 'address-form-outside');
    await page.getByRole('button', { name: 'ثبت آدرس' }).click();
    await page.getByText('آدرس با موفقیت ثبت شد.').first().waitFor();
    await list.getByRole('listitem', { name: 'خانه مادربزرگ' }).getByText('خارج از محدوده ارسال').waitFor();
    await screenshot(page, 'addresses-list');
    await context.close();
  });
});
