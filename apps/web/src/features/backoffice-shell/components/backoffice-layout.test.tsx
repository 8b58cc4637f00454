import { ALL_PERMISSIONS, type TPermission } from '@sofreh/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSidebarStore } from '../../../stores/sidebar-store';
import { reply, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { BackofficeLayout } from './backoffice-layout';
import { SIDEBAR_GROUPS } from './sidebar-areas';

const MY_PERMISSIONS = 'GET /api-identity/identity/permissions/me';
const allowing = (permissions: readonly TPermission[]) =>
  stubApi({ [MY_PERMISSIONS]: reply(200, { permissions }) });

function renderLayout(path = '/bo') {
  renderWithProviders(
    <BackofficeLayout
      vendorName="رستوران سفره"
      networkStatus={<span>آنلاین</span>}
      account={<span>مریم</span>}
    >
      <p>محتوا</p>
    </BackofficeLayout>,
    { path },
  );
}

describe('BackofficeLayout', () => {
  beforeEach(() => {
    allowing(ALL_PERMISSIONS);
  });

  it('lists every area of the back office to the owner, grouped: built ones as links, the rest disabled and marked as coming soon', async () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'بخش‌های پنل' });
    await within(nav).findByRole('group', { name: SIDEBAR_GROUPS[0]!.label });

    for (const group of SIDEBAR_GROUPS) {
      const section = within(nav).getByRole('group', { name: group.label });
      for (const area of group.areas) {
        if (area.path) {
          expect(within(section).getByRole('link', { name: area.label }).getAttribute('href')).toBe(
            area.path,
          );
          continue;
        }
        const entry = within(section).getByText(area.label).closest('[aria-disabled]');
        expect(entry?.getAttribute('aria-disabled')).toBe('true');
        expect(entry?.hasAttribute('href')).toBe(false);
        expect(entry?.textContent).toContain('به‌زودی');
      }
    }
    const unbuilt = SIDEBAR_GROUPS.flatMap((group) => group.areas).filter((area) => !area.path);
    expect(within(nav).queryAllByText('به‌زودی')).toHaveLength(unbuilt.length);
    expect(within(nav).getByRole('link', { name: 'پیشخوان' }).getAttribute('href')).toBe('/bo');
  });

  it('shows a staff member only the areas their role opens', async () => {
    allowing(['ORDERS_VIEW', 'MENU_VIEW', 'DISCOUNTS_VIEW']);
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'بخش‌های پنل' });
    expect(await within(nav).findByRole('link', { name: 'کدهای تخفیف' })).toBeTruthy();
    expect(within(nav).getByText('فهرست سفارش‌ها')).toBeTruthy();
    // Menu editing needs MENU_MANAGE, staff management STAFF_MANAGE: neither entry is there.
    expect(within(nav).queryByText('دسته‌ها و آیتم‌های منو')).toBeNull();
    expect(within(nav).queryByText('کارکنان')).toBeNull();
    expect(within(nav).queryByRole('group', { name: 'تنظیمات' })).toBeNull();
  });

  it('highlights only the screen’s own entry: phone ordering, not the order list, on /bo/orders/new', async () => {
    renderLayout('/bo/orders/new');
    const nav = screen.getByRole('navigation', { name: 'بخش‌های پنل' });
    const phone = await within(nav).findByRole('link', { name: 'ثبت سفارش تلفنی و سالن' });
    expect(phone.hasAttribute('data-active')).toBe(true);
    const highlighted = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('data-active'));
    expect(highlighted.map((link) => link.textContent)).toEqual(['ثبت سفارش تلفنی و سالن']);
  });

  it('shows the vendor name and the header slots', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('رستوران سفره')).toBeTruthy();
    expect(within(header).getByText('آنلاین')).toBeTruthy();
    expect(within(header).getByText('مریم')).toBeTruthy();
  });

  it('collapses the sidebar and remembers it', async () => {
    const user = userEvent.setup();
    renderLayout();

    await user.click(screen.getByRole('button', { name: 'بستن منوی کناری' }));

    expect(useSidebarStore.getState().collapsed).toBe(true);
    const toggle = screen.getByRole('button', { name: 'باز کردن منوی کناری' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('backoffice-sidebar')?.getAttribute('aria-hidden')).toBe('true');
    expect(JSON.parse(localStorage.getItem('sofreh:sidebar') ?? '{}')).toMatchObject({
      state: { collapsed: true },
      version: 1,
    });

    await user.click(toggle);
    expect(useSidebarStore.getState().collapsed).toBe(false);
  });
});
