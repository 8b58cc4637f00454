import { formatMoney, formatNumber, type TOrderQuote, toPersianDigits } from '@sofreh/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasBrowser, launch, phoneContext, screenshot } from './support/browser';
import { card, enterCode, freshPhoneNumber, KARAJ, screenshotSheet, tapInside } from './support/customer';

// Issue 4's customer journey, as its first sentence words it: "A new customer on the demo host: logs
// in with OTP, chooses delivery, adds an address inside a zone, adds two items (one with toppings,
// twice, to see the merge), applies a percentage code, pays on the sandbox gateway, and sees the order
// as paid in their history." The server's clock reads Tehran lunchtime (support/global-setup.ts), so
// the demo restaurant is open and its lunch dishes are on the menu.

const QUOTE_PATH = '/api/orders/quote';
const KEBAB = 'کباب کوبیده';
const SOUP = 'سوپ جو';
// The demo seed's percentage code (apps/server/src/demo/seed-discount-codes.ts): 20%, at most 50,000.
const PERCENTAGE_CODE = 'NOROOZ';

/** Adds a kebab from its toppings sheet with the same bread and butter each time. */
async function addKebabWithToppings(page: Page, screenshotName?: string) {
  await card(page, KEBAB)
    .getByRole('button', { name: `افزودن ${KEBAB}` })
    .click();
  const sheet = page.getByRole('dialog', { name: KEBAB });
  await sheet.getByRole('checkbox', { name: 'نان بربری' }).check();
  await sheet.getByRole('checkbox', { name: 'کره محلی' }).check();
  const add = sheet.getByRole('button', { name: /افزودن به سبد/ });
  // 285,000 + 10,000 + 15,000
  await sheet.getByText('۳۱۰٬۰۰۰ تومان').waitFor();
  if (screenshotName) await screenshotSheet(page, screenshotName);
  await add.click();
  await sheet.waitFor({ state: 'hidden' });
}

describe.runIf(hasBrowser)('issue 4: a new customer orders delivery and pays online, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('logs in with OTP, delivers to a new address in a zone, merges a dish with toppings, uses NOROOZ, pays and sees it paid', async () => {
    // The phone says it is in Karaj, so «موقعیت من» places the second address outside every zone.
    const context = await phoneContext(browser, { geolocation: KARAJ, permissions: ['geolocation'] });
    const page = await context.newPage();
    const phone = freshPhoneNumber('0936');

    // ── A new customer logs in with the code the console provider "sent" ──
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByLabel('شماره موبایل').fill(phone);
    const sentAfter = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'دریافت کد' }).click();
    // A number never seen before is asked for a name first.
    await page.getByLabel('نام', { exact: true }).fill('سارا');
    await page.getByLabel('نام خانوادگی').fill('کریمی');
    await page.getByRole('button', { name: 'ادامه' }).click();
    await enterCode(page, phone, sentAfter);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('باز است').waitFor();

    // ── Delivery by courier ──
    await page.getByRole('button', { name: 'شروع سفارش' }).click();
    await page
      .getByRole('dialog', { name: 'سفارش را چطور تحویل می‌گیرید؟' })
      .getByRole('button', { name: /ارسال با پیک/ })
      .click();

    // ── Two dishes: the kebab with the same toppings twice, and a soup without any ──
    await addKebabWithToppings(page, 'journey-kebab-toppings');
    await addKebabWithToppings(page);
    await card(page, KEBAB).getByTitle('در سبد خرید').getByText('۲').waitFor();
    await card(page, SOUP)
      .getByRole('button', { name: `افزودن ${SOUP}` })
      .click();
    await page.getByRole('button', { name: 'سبد خرید، ۳ مورد' }).click();
    const cartSheet = page.getByRole('dialog', { name: 'سبد خرید' });
    // The same dish with the same toppings merged into one line of two.
    const kebabLines = cartSheet.getByRole('group', { name: KEBAB, exact: true });
    await kebabLines.getByText('نان بربری، کره محلی').waitFor();
    expect(await kebabLines.count()).toBe(1);
    expect(await kebabLines.getByRole('textbox').inputValue()).toBe('۲');
    expect(
      await cartSheet.getByRole('group', { name: SOUP, exact: true }).getByRole('textbox').inputValue(),
    ).toBe('۱');
    // 2 × 310,000 + 95,000
    await cartSheet.getByText('۷۱۵٬۰۰۰ تومان').waitFor();
    await screenshotSheet(page, 'journey-cart');
    await cartSheet.getByRole('button', { name: 'ادامه' }).click();
    await page.getByText('بازبینی سفارش').waitFor();
    await page.getByText(`۲ × ${KEBAB}`).waitFor();
    await page.getByRole('button', { name: 'ادامه و تکمیل سفارش' }).click();

    // ── No address yet: the details step adds one in a sheet over itself (issue 19.9) ──
    const addressSection = page.getByRole('region', { name: 'آدرس تحویل' });
    await addressSection.getByText('هنوز آدرسی ثبت نکرده‌اید').waitFor();
    await screenshot(page, 'journey-details-no-address');
    const sheet = page.getByRole('dialog', { name: 'افزودن آدرس' });

    // One address with its pin inside «ونک و اطراف»…
    await addressSection.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
    await sheet.getByText('خانه', { exact: true }).click();
    await sheet.getByLabel(/نشانی/).fill('ونک، خیابان ملاصدرا، کوچه شیراز');
    await sheet.getByLabel(/جزئیات/).fill('پلاک ۸، واحد ۴');
    // The map is at the foot of the sheet: bring it up, then tap inside the zone.
    await sheet.locator('.leaflet-container').scrollIntoViewIfNeeded();
    await tapInside(page, 'path.covered-area');
    await sheet.getByText(/داخل محدوده «ونک و اطراف»؛ هزینه ارسال ۳۰٬۰۰۰ تومان/).waitFor();
    await screenshot(page, 'journey-address-inside', { fullPage: false });
    await sheet.getByRole('button', { name: 'ثبت آدرس' }).click();
    await sheet.waitFor({ state: 'hidden' });

    // …and one in Karaj, outside every zone, to see the details step refuse it.
    await addressSection.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
    await sheet.getByLabel(/عنوان/).fill('خانه خواهرم');
    await sheet.getByLabel(/نشانی/).fill('کرج، عظیمیه، میدان مهران');
    await sheet.getByRole('button', { name: 'موقعیت من' }).click();
    await sheet.getByText(/این نقطه بیرون از محدوده‌های ارسال رستوران است/).waitFor();
    await sheet.getByRole('button', { name: 'ثبت آدرس' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await screenshot(page, 'journey-address-book');

    // Still the details, the cart and the step kept; the address inside the zone is the one chosen.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText('تکمیل سفارش').first().waitFor();
    await addressSection.getByText('هزینه ارسال: ۳۰٬۰۰۰ تومان').waitFor();
    await expect
      .poll(() => addressSection.getByRole('radio', { name: 'خانه', exact: true }).isChecked())
      .toBe(true);
    const outside = addressSection.getByRole('radio', { name: 'خانه خواهرم' });
    expect(await outside.isDisabled()).toBe(true);
    await addressSection.getByText('این آدرس خارج از محدوده ارسال رستوران است.').waitFor();
    const bill = page.getByRole('region', { name: 'صورت‌حساب' });
    await bill.getByText(`۲ × ${KEBAB}`).waitFor();
    await bill.getByText(`۱ × ${SOUP}`).waitFor();

    // ── The percentage code ──
    const codes = page.getByRole('region', { name: 'کد تخفیف' });
    await codes.getByRole('textbox', { name: 'کد تخفیف' }).fill(PERCENTAGE_CODE);
    const answer = page.waitForResponse(
      (response) =>
        response.url().includes(QUOTE_PATH) &&
        response.ok() &&
        response.request().postDataJSON().discountCode === PERCENTAGE_CODE,
    );
    await codes.getByRole('button', { name: 'اعمال' }).click();
    const quote = (await (await answer).json()) as TOrderQuote;
    await codes.getByText('کد تخفیف اعمال شد').waitFor();
    expect(quote.discount).toMatchObject({ code: PERCENTAGE_CODE, type: 'PERCENTAGE', value: 20 });
    const { totals } = quote;
    expect(totals.sumOfItemsPrice + totals.sumOfItemToppingsPrice).toBe(715_000);
    expect(totals.deliveryCost).toBe(30_000);
    // 20% of well over 250,000 meets the code's cap.
    expect(totals.finalDiscountAmount).toBe(50_000);
    await bill.getByText(`− ${formatMoney(totals.finalDiscountAmount)}`).waitFor();
    await bill.getByTestId('final-price').getByText(formatMoney(totals.finalPrice)).waitFor();
    const pay = page.getByRole('button', { name: /ثبت و پرداخت/ });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await screenshot(page, 'journey-details');

    // ── The sandbox bank, then back to the order, paid ──
    await pay.click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-gateway/'));
    // The bank speaks in Rial.
    await page
      .getByText(formatNumber(totals.finalPrice * 10), { exact: true })
      .first()
      .waitFor();
    await screenshot(page, 'journey-sandbox-bank');
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.waitForURL(
      (url) => /^\/orders\/[^/]+$/.test(url.pathname) && url.searchParams.has('paymentResult'),
    );
    await page.getByText('پرداخت با موفقیت انجام شد').waitFor();
    await page.getByTestId('order-status').getByText('منتظر تأیید رستوران').waitFor();
    const heading = await page.getByRole('heading', { name: /^سفارش شماره / }).textContent();
    await screenshot(page, 'journey-paid-order');

    // ── The history lists it, paid ──
    await page.getByRole('link', { name: 'سفارش‌های من' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    const listed = page.getByRole('link', { name: heading ?? '' });
    await listed.waitFor();
    await listed.getByText('منتظر تأیید رستوران').waitFor();
    await listed.getByText(formatMoney(totals.finalPrice)).waitFor();
    await screenshot(page, 'journey-history');
    expect(heading).toMatch(new RegExp(`^سفارش شماره [${toPersianDigits('0123456789')}]+$`));
    await context.close();
  });
});
