import { z } from 'zod';

/**
 * The permission catalogue, grouped by back-office area. A route declares the one it needs; the
 * vendor's owner has all of them; staff have those of their role.
 */
export const PERMISSION_AREAS = {
  orders: {
    label: 'سفارش‌ها',
    permissions: {
      ORDERS_VIEW: 'مشاهده سفارش‌ها',
      ORDERS_MANAGE: 'تغییر وضعیت و ویرایش سفارش',
      ORDERS_CREATE: 'ثبت سفارش تلفنی و سالن',
      ORDERS_REFUND: 'بازگشت وجه',
    },
  },
  menu: {
    label: 'منو',
    permissions: { MENU_VIEW: 'مشاهده منو', MENU_MANAGE: 'ویرایش منو و قیمت‌ها' },
  },
  discounts: {
    label: 'تخفیف‌ها',
    permissions: { DISCOUNTS_VIEW: 'مشاهده کدهای تخفیف', DISCOUNTS_MANAGE: 'مدیریت کدهای تخفیف' },
  },
  customers: {
    label: 'مشتریان',
    permissions: { CUSTOMERS_VIEW: 'مشاهده مشتریان', CUSTOMERS_MANAGE: 'افزودن و ویرایش مشتری' },
  },
  delivery: {
    label: 'ارسال',
    permissions: { DELIVERY_MANAGE: 'مدیریت پیک‌ها و محدوده‌های ارسال' },
  },
  tables: { label: 'میزها', permissions: { TABLES_MANAGE: 'مدیریت میزها و رزروها' } },
  reports: { label: 'گزارش‌ها', permissions: { REPORTS_VIEW: 'مشاهده گزارش‌ها' } },
  settlements: { label: 'تسویه‌ها', permissions: { SETTLEMENTS_VIEW: 'مشاهده تسویه‌ها' } },
  marketing: {
    label: 'بازاریابی',
    permissions: { MARKETING_MANAGE: 'بخش‌بندی مشتریان، نظرسنجی، باشگاه و پیامک' },
  },
  settings: {
    label: 'تنظیمات',
    permissions: {
      SETTINGS_MANAGE: 'تنظیمات رستوران، درگاه و ساعات کاری',
      PRINTERS_MANAGE: 'چاپگرها و چاپ خودکار',
    },
  },
  staff: {
    label: 'کارکنان',
    permissions: { STAFF_MANAGE: 'مدیریت کارکنان و نقش‌ها', AUDIT_VIEW: 'مشاهده گزارش تغییرات' },
  },
} as const;

type Areas = typeof PERMISSION_AREAS;
export type TPermission = { [A in keyof Areas]: keyof Areas[A]['permissions'] }[keyof Areas];

export const ALL_PERMISSIONS = Object.values(PERMISSION_AREAS).flatMap((area) =>
  Object.keys(area.permissions),
) as TPermission[];

export const Permission = z.enum(ALL_PERMISSIONS as [TPermission, ...TPermission[]]);

/**
 * The roles every new vendor starts with (decision 0019). They are ordinary rows the owner may rename,
 * edit or delete; the names avoid the plain «صندوقدار» so an owner can still make a role of that name.
 */
export const BUILT_IN_ROLES: ReadonlyArray<{ name: string; permissions: readonly TPermission[] }> = [
  {
    name: 'مدیر رستوران',
    // Not the audit log either (decision 0020): it watches managers too; the owner may grant it.
    permissions: ALL_PERMISSIONS.filter(
      (p) => p !== 'STAFF_MANAGE' && p !== 'SETTLEMENTS_VIEW' && p !== 'AUDIT_VIEW',
    ),
  },
  {
    name: 'مسئول صندوق',
    permissions: [
      'ORDERS_VIEW',
      'ORDERS_CREATE',
      'ORDERS_MANAGE',
      'MENU_VIEW',
      'DISCOUNTS_VIEW',
      'CUSTOMERS_VIEW',
      'CUSTOMERS_MANAGE',
    ],
  },
  { name: 'آشپزخانه', permissions: ['ORDERS_VIEW', 'ORDERS_MANAGE', 'MENU_VIEW'] },
  { name: 'گارسون', permissions: ['ORDERS_VIEW', 'ORDERS_CREATE', 'MENU_VIEW', 'TABLES_MANAGE'] },
];

/** The catalogue as a list of areas, each with its permissions and their Persian labels. */
export function permissionCatalogue() {
  return Object.entries(PERMISSION_AREAS).map(([area, { label, permissions }]) => ({
    area,
    label,
    permissions: Object.entries(permissions).map(([name, permissionLabel]) => ({
      name: name as TPermission,
      label: permissionLabel as string,
    })),
  }));
}
