import type { TNewOrderAlarm } from '@sofreh/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMenuItems, orderLabel, signInAsOwner, staffToken } from './support/backoffice';
import { baseUrl, desktopContext, hasBrowser, launch, screenshot } from './support/browser';
import { apiHeaders, apiUrl, customerToken, placePickupOrder } from './support/customer';

// Issue 19 point 3 (decision 0045): a new order rings on every back-office page, not only the board,
// for orders that came while no panel was open too, through reloads, until someone says «دیدم».

/** Records the browser notifications the page shows (the real API needs a desktop to show them on). */
async function recordNotifications(context: BrowserContext) {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownNotices: string[] }).shownNotices = shown;
    const Real = window.Notification;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(title);
      }
    }
    window.Notification = Recorded as typeof Notification;
  });
}
const noticesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownNotices: string[] }).shownNotices);

/** Says «دیدم» for whatever earlier journeys left ringing, so this one starts quiet. */
async function acknowledgeEverything(page: Page) {
  const headers = apiHeaders(await staffToken(page));
  const alarm = (await (await fetch(apiUrl('/api/orders/alarm'), { headers })).json()) as TNewOrderAlarm;
  if (alarm.orders.length === 0) return;
  await fetch(apiUrl('/api/orders/alarm/acknowledge'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ orderIds: alarm.orders.map((o) => o.id) }),
  });
}

describe.runIf(hasBrowser)('the new-order alarm on every back-office page, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    // A counter's browser that was allowed sound once; a reload then plays it at once.
    browser = await launch(['--autoplay-policy=no-user-gesture-required']);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('rings on the menu and settings pages, keeps ringing through a reload, and stops at «دیدم»', {
    timeout: 180_000,
  }, async () => {
    const context = await desktopContext(browser);
    await recordNotifications(context);
    const page = await context.newPage();
    await signInAsOwner(page);
    await acknowledgeEverything(page);
    await openMenuItems(page);
    const banner = page.getByRole('alert', { name: 'سفارش جدید' });
    expect(await banner.count()).toBe(0);

    // The customer orders while the owner edits the menu.
    const token = await customerToken();
    const order = await placePickupOrder(token, { count: 1 });
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.textContent()).toContain('یک سفارش جدید رسید!');
    expect(await banner.textContent()).toContain(orderLabel(order.number));
    await expect.poll(() => banner.getAttribute('data-sound')).toBe('playing');
    await expect
      .poll(() => noticesOf(page))
      .toContain(orderLabel(order.number).replace('سفارش', 'سفارش جدید'));
    expect(page.url()).toMatch(/\/bo\/menu$/);
    await screenshot(page, 'bo-alarm-on-menu', { fullPage: false });

    // Phone ordering too, where the cashier spends the rush.
    await page.getByRole('link', { name: 'ثبت سفارش تلفنی و سالن' }).click();
    await page.waitForURL('**/bo/orders/new');
    await banner.waitFor();
    await page.getByLabel('شماره تلفن مشتری').waitFor();
    await screenshot(page, 'bo-alarm-on-phone-ordering', { fullPage: false });

    // It follows the person to the settings, and a reload does not silence it.
    await page.getByRole('link', { name: 'مشخصات رستوران' }).click();
    await page.waitForURL('**/bo/settings/vendor');
    await banner.waitFor();
    await page.reload();
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.textContent()).toContain(orderLabel(order.number));
    await expect.poll(() => banner.getAttribute('data-sound')).toBe('playing');
    await expect
      .poll(() => noticesOf(page))
      .toContain(orderLabel(order.number).replace('سفارش', 'سفارش جدید'));
    await screenshot(page, 'bo-alarm-after-reload', { fullPage: false });

    await banner.getByRole('button', { name: 'دیدم' }).click();
    await banner.waitFor({ state: 'detached' });
    // Reloaded, the panel asks the server again and stays quiet: the acknowledgement was stored.
    // Listen once the new document is committed: an answer to the old page (its refetch after «دیدم»)
    // cannot be read after the navigation, and would not prove the acknowledgement was stored.
    await page.reload({ waitUntil: 'commit' });
    const asked = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/orders/alarm' && r.request().method() === 'GET',
    );
    const answer = (await (await asked).json()) as TNewOrderAlarm;
    expect(answer.orders.map((o) => o.id)).not.toContain(order.id);
    await page.getByRole('link', { name: 'مشخصات رستوران' }).waitFor();
    expect(await banner.count()).toBe(0);

    // An order that comes while no panel is open rings when one opens.
    await page.close();
    const later = await placePickupOrder(token, { count: 1 });
    const next = await context.newPage();
    await next.goto(`${baseUrl}/bo/settings/vendor`);
    const again = next.getByRole('alert', { name: 'سفارش جدید' });
    await again.waitFor({ timeout: 30_000 });
    expect(await again.textContent()).toContain(orderLabel(later.number));
    await again.getByRole('link', { name: 'نمایش سفارش‌ها' }).click();
    await next.waitForURL('**/bo/orders');
    const row = next
      .getByRole('row')
      .filter({ has: next.getByRole('button', { name: orderLabel(later.number) }) });
    expect(await row.getAttribute('data-new')).toBe('true');
    await again.getByRole('button', { name: 'دیدم' }).click();
    await again.waitFor({ state: 'detached' });

    // What the customer's site still says: nothing changed for them.
    const mine = await fetch(apiUrl(`/api/orders/${later.id}`), { headers: apiHeaders(token) });
    expect(mine.status).toBe(200);
    await context.close();
  });
});
