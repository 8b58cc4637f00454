import type { TPermission } from '@sofreh/domain';

export type SidebarArea = {
  key: string;
  label: string;
  /** What a staff member needs to see the entry (and open its screen). */
  permission: TPermission;
  /** The area's screen under /bo; an area without one is not built yet and shows as coming soon. */
  path?: string;
};

export type SidebarGroup = { key: string; label: string; areas: readonly SidebarArea[] };

/**
 * Every back-office area of SPEC §2, grouped the way a restaurant thinks about its day. An area is a
 * link once its screen exists (it has a `path`); the others show disabled, marked as coming soon.
 */
export const SIDEBAR_GROUPS: readonly SidebarGroup[] = [
  {
    key: 'orders',
    label: 'سفارش‌ها',
    areas: [
      { key: 'order-list', label: 'فهرست سفارش‌ها', permission: 'ORDERS_VIEW', path: '/bo/orders' },
      {
        key: 'staff-ordering',
        label: 'ثبت سفارش تلفنی و سالن',
        permission: 'ORDERS_CREATE',
        path: '/bo/orders/new',
      },
      { key: 'batch-assign', label: 'تخصیص گروهی به پیک‌ها', permission: 'DELIVERY_MANAGE' },
    ],
  },
  {
    key: 'menu',
    label: 'منو',
    areas: [
      { key: 'menu-items', label: 'دسته‌ها و آیتم‌های منو', permission: 'MENU_MANAGE', path: '/bo/menu' },
      { key: 'toppings', label: 'افزودنی‌ها و دسته‌ها', permission: 'MENU_MANAGE', path: '/bo/toppings' },
      { key: 'food-shifts', label: 'شیفت‌های غذا', permission: 'MENU_MANAGE', path: '/bo/food-shifts' },
      {
        key: 'default-descriptions',
        label: 'توضیحات پیش‌فرض',
        permission: 'SETTINGS_MANAGE',
        path: '/bo/default-descriptions',
      },
    ],
  },
  {
    key: 'discounts-customers',
    label: 'تخفیف و مشتریان',
    areas: [
      {
        key: 'discount-codes',
        label: 'کدهای تخفیف',
        permission: 'DISCOUNTS_VIEW',
        path: '/bo/discount-codes',
      },
      { key: 'customers', label: 'مشتریان', permission: 'CUSTOMERS_VIEW' },
    ],
  },
  {
    key: 'delivery',
    label: 'ارسال',
    areas: [
      {
        key: 'delivery-zones',
        label: 'محدوده‌های ارسال',
        permission: 'DELIVERY_MANAGE',
        path: '/bo/delivery-zones',
      },
      { key: 'couriers', label: 'پیک‌ها', permission: 'DELIVERY_MANAGE' },
    ],
  },
  {
    key: 'hall',
    label: 'سالن',
    areas: [{ key: 'tables', label: 'میزها', permission: 'TABLES_MANAGE' }],
  },
  {
    key: 'reports',
    label: 'گزارش‌ها',
    areas: [
      { key: 'hourly-report', label: 'گزارش ساعتی فروش', permission: 'REPORTS_VIEW' },
      { key: 'other-reports', label: 'سایر گزارش‌ها', permission: 'REPORTS_VIEW' },
      { key: 'audit-log', label: 'گزارش تغییرات', permission: 'AUDIT_VIEW', path: '/bo/audit' },
    ],
  },
  {
    key: 'finance',
    label: 'مالی',
    areas: [{ key: 'settlements', label: 'تسویه‌حساب‌ها', permission: 'SETTLEMENTS_VIEW' }],
  },
  {
    key: 'settings',
    label: 'تنظیمات',
    areas: [
      { key: 'printers', label: 'چاپگرها', permission: 'PRINTERS_MANAGE', path: '/bo/printers' },
      {
        key: 'printer-stations',
        label: 'ایستگاه‌های چاپ',
        permission: 'PRINTERS_MANAGE',
        path: '/bo/printer-stations',
      },
      {
        key: 'pos-terminal',
        label: 'کارت‌خوان‌ها',
        permission: 'SETTINGS_MANAGE',
        path: '/bo/settings/pos-terminals',
      },
      { key: 'caller-id', label: 'کالرآیدی', permission: 'SETTINGS_MANAGE', path: '/bo/settings/caller-id' },
      { key: 'auto-print', label: 'چاپ خودکار', permission: 'PRINTERS_MANAGE', path: '/bo/auto-print' },
      {
        key: 'vendor-profile',
        label: 'مشخصات رستوران',
        permission: 'SETTINGS_MANAGE',
        path: '/bo/settings/vendor',
      },
      { key: 'staff', label: 'کارکنان', permission: 'STAFF_MANAGE', path: '/bo/staff' },
      { key: 'roles', label: 'نقش‌ها و دسترسی‌ها', permission: 'STAFF_MANAGE', path: '/bo/roles' },
    ],
  },
];

/** The groups and areas a person holding `permissions` may use; groups left empty are dropped. */
export function visibleGroups(permissions: ReadonlySet<TPermission>): SidebarGroup[] {
  return SIDEBAR_GROUPS.map((group) => ({
    ...group,
    areas: group.areas.filter((area) => permissions.has(area.permission)),
  })).filter((group) => group.areas.length > 0);
}

/**
 * The sidebar entry a back-office screen belongs to: the longest matching path wins, so
 * /bo/orders/new is staff ordering, not the board (and only that entry is highlighted).
 */
export function areaForPath(path: string): SidebarArea | null {
  let best: SidebarArea | null = null;
  for (const group of SIDEBAR_GROUPS) {
    for (const area of group.areas) {
      if (area.path && (path === area.path || path.startsWith(`${area.path}/`))) {
        if (!best || area.path.length > best.path!.length) best = area;
      }
    }
  }
  return best;
}

/** The permission a back-office screen needs, from the sidebar entry it belongs to. */
export function permissionForPath(path: string): TPermission | null {
  return areaForPath(path)?.permission ?? null;
}
