import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from './support/backoffice';
import { baseUrl, desktopContext, hasBrowser, latestCode, launch, screenshot } from './support/browser';

const ROLE = 'صندوقدار';

async function signInAsStaff(page: Page, phoneNumber: string) {
  await page.goto(`${baseUrl}/bo/auth/login`);
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByLabel('شماره موبایل').fill(phoneNumber);
  await page.getByRole('button', { name: 'دریافت کد' }).click();
  const code = await latestCode(phoneNumber, sentAfter);
  await page.getByLabel('رقم ۱', { exact: true }).click();
  await page.keyboard.type(code);
  await page.waitForURL((url) => url.pathname === '/bo' || url.pathname === '/bo/');
}

describe.runIf(hasBrowser)('staff and roles, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the owner makes a cashier role without menu editing and adds a staff member; granting it shows on their next load', {
    timeout: 240_000,
  }, async () => {
    const staffPhone = `0915${String(Date.now()).slice(-7)}`;
    const ownerContext = await desktopContext(browser);
    const owner = await ownerContext.newPage();
    await signInAsOwner(owner);

    // ── A «صندوقدار» role: orders and viewing the menu, not editing it ──
    await owner.getByRole('link', { name: 'نقش‌ها و دسترسی‌ها' }).click();
    await owner.waitForURL('**/bo/roles');
    await owner.getByRole('row', { name: /مسئول صندوق/ }).waitFor();
    await owner.getByRole('link', { name: 'نقش جدید' }).click();
    await owner.getByLabel('نام نقش').fill(ROLE);
    const orders = owner.getByRole('group', { name: 'سفارش‌ها' });
    await orders.getByLabel('مشاهده سفارش‌ها').check();
    await orders.getByLabel('ثبت سفارش تلفنی و سالن').check();
    await owner.getByRole('group', { name: 'منو' }).getByLabel('مشاهده منو').check();
    await screenshot(owner, 'bo-role-detail');
    await owner.getByRole('button', { name: 'ذخیره نقش' }).click();
    await owner.waitForURL('**/bo/roles');
    await owner
      .getByRole('row', { name: new RegExp(ROLE) })
      .getByText('۳ دسترسی')
      .waitFor();
    await screenshot(owner, 'bo-roles');

    // ── The staff member, by phone, with that role ──
    await owner.getByRole('link', { name: 'کارکنان' }).click();
    await owner.waitForURL('**/bo/staff');
    await owner.getByRole('button', { name: 'افزودن کارمند' }).click();
    const dialog = owner.getByRole('dialog', { name: 'افزودن کارمند' });
    await dialog.getByLabel('شماره موبایل').fill(staffPhone);
    await dialog.getByLabel('نام', { exact: true }).fill('علی');
    await dialog.getByLabel('نام خانوادگی').fill('رضایی');
    await dialog.getByRole('combobox', { name: 'نقش' }).click();
    await owner.getByRole('option', { name: ROLE }).click();
    await screenshot(owner, 'bo-staff-add');
    await dialog.getByRole('button', { name: 'ذخیره' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await owner
      .getByRole('row', { name: /علی رضایی/ })
      .getByRole('cell', { name: ROLE, exact: true })
      .waitFor();
    await screenshot(owner, 'bo-staff');

    // ── The staff member signs in: no menu editing in the sidebar, and its address says no ──
    const staffContext = await desktopContext(browser);
    const staff = await staffContext.newPage();
    await signInAsStaff(staff, staffPhone);
    await staff.getByRole('navigation', { name: 'بخش‌های پنل' }).getByText('فهرست سفارش‌ها').waitFor();
    expect(await staff.getByRole('link', { name: 'دسته‌ها و آیتم‌های منو' }).count()).toBe(0);
    expect(await staff.getByRole('link', { name: 'کارکنان' }).count()).toBe(0);
    await screenshot(staff, 'bo-staff-dashboard');
    await staff.goto(`${baseUrl}/bo/menu`);
    await staff.getByRole('heading', { name: 'دسترسی ندارید' }).waitFor();
    await screenshot(staff, 'bo-no-access');

    // ── Without menu editing they still take an order: a walk-in guest at table 48, one dish ──
    await staff.goto(`${baseUrl}/bo/orders/new`);
    await staff.getByRole('textbox', { name: 'شماره میز' }).fill('48');
    await staff.getByRole('button', { name: /افزودن سوپ جو/ }).click();
    await staff.getByTestId('server-agrees').waitFor();
    await staff.getByRole('button', { name: 'ثبت سفارش (Ctrl+Enter)' }).click();
    await staff.getByText(/سفارش شماره .* ثبت شد و روی صفحه سفارش‌ها است/).waitFor();
    await screenshot(staff, 'bo-staff-order-placed');
    await staff.getByRole('link', { name: 'فهرست سفارش‌ها' }).click();
    await staff.waitForURL('**/bo/orders');
    await staff
      .getByRole('row')
      .filter({ hasText: 'میز ۴۸' })
      .filter({ hasText: 'مشتری حضوری' })
      .first()
      .waitFor();
    // Back on menu editing, still refused, for the owner's grant below.
    await staff.goto(`${baseUrl}/bo/menu`);
    await staff.getByRole('heading', { name: 'دسترسی ندارید' }).waitFor();

    // ── The owner grants menu editing; the staff member's next page load has it ──
    await owner.getByRole('link', { name: 'نقش‌ها و دسترسی‌ها' }).click();
    await owner
      .getByRole('row', { name: new RegExp(ROLE) })
      .getByRole('link', { name: ROLE })
      .click();
    await owner.getByRole('group', { name: 'منو' }).getByLabel('ویرایش منو و قیمت‌ها').check();
    await owner.getByRole('button', { name: 'ذخیره نقش' }).click();
    await owner.waitForURL('**/bo/roles');
    await owner
      .getByRole('row', { name: new RegExp(ROLE) })
      .getByText('۴ دسترسی')
      .waitFor();

    await staff.reload();
    await staff.getByRole('link', { name: 'دسته‌ها و آیتم‌های منو' }).waitFor();
    expect(await staff.getByRole('heading', { name: 'دسترسی ندارید' }).count()).toBe(0);
    await staff.getByRole('row', { name: /کباب کوبیده/ }).waitFor();
    await screenshot(staff, 'bo-staff-menu-granted');

    // Phone width: the staff list and the role detail still read well.
    // (The owner's page at a phone's width: a second login would wait out the code's resend pause.)
    const phone = owner;
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${baseUrl}/bo/staff`);
    await phone.getByText('علی رضایی').waitFor();
    await screenshot(phone, 'bo-staff-phone');
    await phone.goto(`${baseUrl}/bo/roles`);
    await phone
      .getByRole('row', { name: new RegExp(ROLE) })
      .getByRole('link', { name: ROLE })
      .click();
    await phone.getByRole('group', { name: 'سفارش‌ها' }).waitFor();
    await screenshot(phone, 'bo-role-detail-phone');

    await staffContext.close();
    await ownerContext.close();
  });
});
