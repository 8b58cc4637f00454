import { formatMoney, formatNumber, type TOrderQuote, toPersianDigits } from '@sofreh/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasBrowser, launch, phoneContext, screenshot } from './support/browser';
import { card, DEMO_CUSTOMER_PHONE, enterCode, freshPhoneNumber } from './support/customer';

// The customer's checkout on a phone: the details step after the overview, the order placed once, and
// the order's page. The server's clock reads Tehran lunchtime (support/global-setup.ts), so the demo
// restaurant is open. The sandbox payment leg is added with the payment server work.

const QUOTE_PATH = '/api/orders/quote';

/** From the restaurant's page: a service, two bowls of barley soup, the cart, the overview. */
async function fillCart(page: Page, service: RegExp) {
  await page.getByRole('button', { name: 'شروع سفارش' }).click();
  await page
    .getByRole('dialog', { name: 'سفارش را چطور تحویل می‌گیرید؟' })
    .getByRole('button', { name: service })
    .click();
  await card(page, 'سوپ جو').getByRole('button', { name: 'افزودن سوپ جو' }).click();
  await card(page, 'سوپ جو').getByRole('button', { name: 'یکی بیشتر' }).click();
  await page.getByRole('button', { name: 'سبد خرید، ۲ مورد' }).click();
  await page.getByRole('dialog', { name: 'سبد خرید' }).getByRole('button', { name: 'ادامه' }).click();
  await page.getByText('بازبینی سفارش').waitFor();
}

/** The first quote answered after `after` whose request matches `asked`. */
async function nextQuote(
  page: Page,
  after: () => Promise<void>,
  asked: (body: Record<string, unknown>) => boolean = () => true,
): Promise<TOrderQuote> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes(QUOTE_PATH) && response.ok() && asked(response.request().postDataJSON()),
  );
  await after();
  return (await (await answer).json()) as TOrderQuote;
}

describe.runIf(hasBrowser)('the checkout, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a new customer picks up with cash: logs in from the overview, places the order and sees it', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const phone = freshPhoneNumber();
    await page.goto(`${baseUrl}/`);
    await page.getByText('باز است').waitFor();
    await fillCart(page, /تحویل حضوری/);

    // A guest goes to log in and comes back to the details with the cart kept.
    await page.getByRole('button', { name: 'ورود و تکمیل سفارش' }).click();
    await page.waitForURL('**/auth/login');
    await page.getByLabel('شماره موبایل').fill(phone);
    const sentAfter = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'دریافت کد' }).click();
    await page.getByLabel('نام', { exact: true }).fill('نگار');
    await page.getByLabel('نام خانوادگی').fill('رضایی');
    await page
      .getByRole('button', { name: /ادامه|بعدی|ثبت/ })
      .first()
      .click();
    await enterCode(page, phone, sentAfter);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('تکمیل سفارش').first().waitFor();

    const bill = page.getByRole('region', { name: 'صورت‌حساب' });
    await bill.getByText('۲ × سوپ جو').waitFor();
    // Two soups at 95,000 and their packaging, priced by the server.
    await bill.getByText('۱۹۰٬۰۰۰ تومان').first().waitFor();
    await page.getByRole('radio', { name: /پرداخت نقدی/ }).check();
    const submit = page.getByRole('button', { name: 'ثبت سفارش' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await screenshot(page, 'checkout-details-pickup');

    const placed = page.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await submit.click();
    const created = await placed;
    expect(created.status()).toBe(201);
    expect(created.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const order = (await created.json()) as { id: string; number: number };

    await page.waitForURL(`**/orders/${order.id}`);
    await page.getByRole('heading', { name: `سفارش شماره ${toPersianDigits(order.number)}` }).waitFor();
    await page.getByTestId('order-status').getByText('منتظر تأیید رستوران').waitFor();
    await page.getByText('نقدی · در انتظار پرداخت').waitFor();
    await screenshot(page, 'checkout-order-page');
    await page.setViewportSize({ width: 1366, height: 860 });
    await screenshot(page, 'checkout-order-page-desktop');
    await page.setViewportSize({ width: 390, height: 844 });

    // The cart was emptied, and the history lists the order.
    await page.getByRole('link', { name: 'سفارش‌های من' }).click();
    await page.getByRole('link', { name: `سفارش شماره ${toPersianDigits(order.number)}` }).waitFor();
    await screenshot(page, 'checkout-order-history');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'شروع سفارش' }).waitFor();
    await context.close();
  });

  it('the demo customer orders delivery to a zone with the NOROOZ percentage code, and the quote adds up', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByLabel('شماره موبایل').fill(DEMO_CUSTOMER_PHONE);
    const sentAfter = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'دریافت کد' }).click();
    await enterCode(page, DEMO_CUSTOMER_PHONE, sentAfter);
    await page.waitForURL((url) => url.pathname === '/');
    await fillCart(page, /ارسال با پیک/);

    const firstQuote = await nextQuote(page, () =>
      page.getByRole('button', { name: 'ادامه و تکمیل سفارش' }).click(),
    );
    expect(firstQuote.lines.length).toBeGreaterThan(0);
    // The seeded home is inside «ونک و اطراف» and chosen for the customer.
    const addresses = page.getByRole('region', { name: 'آدرس تحویل' });
    await addresses.getByText('هزینه ارسال: ۳۰٬۰۰۰ تومان').first().waitFor();
    expect(await addresses.getByRole('radio', { name: 'خانه' }).isChecked()).toBe(true);

    const codes = page.getByRole('region', { name: 'کد تخفیف' });
    await codes.getByRole('textbox', { name: 'کد تخفیف' }).fill('NOROOZ');
    const quote = await nextQuote(
      page,
      () => codes.getByRole('button', { name: 'اعمال' }).click(),
      (body) => body.discountCode === 'NOROOZ' && body.addressId !== null,
    );
    await codes.getByText('کد تخفیف اعمال شد').waitFor();

    const { totals } = quote;
    expect(quote.discount).toMatchObject({ code: 'NOROOZ', type: 'PERCENTAGE', value: 20 });
    expect(totals.deliveryCost).toBe(30_000);
    expect(totals.finalDiscountAmount).toBeGreaterThan(0);
    expect(totals.finalDiscountAmount).toBeLessThanOrEqual(50_000);
    expect(totals.finalPrice).toBe(
      totals.sumOfItemsPrice +
        totals.sumOfItemToppingsPrice +
        totals.totalPackagingCost +
        totals.totalServiceFee +
        totals.tax +
        totals.deliveryCost -
        totals.finalDiscountAmount +
        totals.tip,
    );
    const bill = page.getByRole('region', { name: 'صورت‌حساب' });
    await bill.getByText('تخفیف').waitFor();
    await bill.getByText(`− ${formatMoney(totals.finalDiscountAmount)}`).waitFor();
    await bill.getByTestId('final-price').getByText(formatMoney(totals.finalPrice)).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /ثبت و پرداخت/ }).isEnabled()).toBe(true);
    await screenshot(page, 'checkout-details-deliver');
    await page.setViewportSize({ width: 1366, height: 860 });
    await screenshot(page, 'checkout-details-deliver-desktop');
    await page.setViewportSize({ width: 390, height: 844 });

    // ── Paying online: the demo's sandbox bank, then back to the order, paid ──
    await page.getByRole('button', { name: /ثبت و پرداخت/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-gateway/'));
    await page
      .getByText(formatNumber(totals.finalPrice * 10), { exact: true })
      .first()
      .waitFor();
    await screenshot(page, 'checkout-sandbox-bank');
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await page.waitForURL(
      (url) => /^\/orders\/[^/]+$/.test(url.pathname) && url.searchParams.has('paymentResult'),
    );
    expect(new URL(page.url()).searchParams.get('paymentResult')).toBe('DONE');
    await page.getByText('پرداخت با موفقیت انجام شد').waitFor();
    await page.getByTestId('order-status').getByText('منتظر تأیید رستوران').waitFor();
    await screenshot(page, 'checkout-paid-order');

    // …and in their history.
    await page.goto(`${baseUrl}/orders`);
    await page.getByText('منتظر تأیید رستوران').first().waitFor();
    await screenshot(page, 'checkout-history-paid');
    await context.close();
  });
});
