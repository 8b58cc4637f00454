import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination';
import { ZTehranDay } from './order-board';

// The audit log (issue 6, decision 0020): every staff or administrator write, who/when/what and the
// before → after of the changed columns. Written by database triggers (migration 0008).

/**
 * Kinds of object the log names, with the Persian label the back office shows. The server writes these
 * through audit_attach('table', 'TYPE') in migrations; a type added there gets its label here.
 */
export const AUDIT_OBJECT_TYPES = {
  MENU_ITEM: 'آیتم منو',
  MENU_CATEGORY: 'دسته منو',
  TOPPING_CATEGORY: 'دسته افزودنی',
  TOPPING: 'افزودنی',
  FOOD_SHIFT: 'وعده غذایی',
  DISCOUNT_CODE: 'کد تخفیف',
  ORDER: 'سفارش',
  TRANSACTION: 'تراکنش و بازگشت وجه',
  ROLE: 'نقش',
  STAFF: 'کارمند',
  CUSTOMER: 'مشتری',
  CUSTOMER_ADDRESS: 'آدرس مشتری',
  VENDOR_SETTINGS: 'تنظیمات رستوران',
  OPENING_HOURS: 'ساعات کاری',
  PRINTER: 'چاپگر',
  PRINTER_STATION: 'ایستگاه چاپ',
  DELIVERY_ZONE: 'محدوده ارسال',
  PAYMENT_GATEWAY: 'درگاه پرداخت',
  PAYMENT_SETTINGS: 'تنظیمات پرداخت',
  SETTLEMENT_ACCOUNT: 'حساب تسویه',
  DEFAULT_DESCRIPTION: 'توضیح آماده',
  AUTO_PRINT: 'چاپ خودکار',
  REFUND: 'بازگشت وجه',
  CALLER_ID_LINE: 'خط کالرآیدی',
  POS_TERMINAL: 'کارت‌خوان',
} as const;
export type TAuditObjectType = keyof typeof AUDIT_OBJECT_TYPES;
export const AuditObjectType = z.enum(
  Object.keys(AUDIT_OBJECT_TYPES) as [TAuditObjectType, ...TAuditObjectType[]],
);

/** The Persian label of an object type; an unknown one (a newer server) shows as it is. */
export function auditObjectTypeLabel(type: string): string {
  return (AUDIT_OBJECT_TYPES as Record<string, string>)[type] ?? type;
}

/** Persian labels of the columns people meet in the log; others show their column name. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  title: 'عنوان',
  name: 'نام',
  description: 'توضیحات',
  text: 'متن',
  price: 'قیمت',
  packaging_cost: 'هزینه بسته‌بندی',
  serve_packaging_cost: 'هزینه بسته‌بندی سالن',
  with_tax: 'مشمول مالیات',
  active: 'فعال',
  available: 'موجود',
  enabled: 'فعال',
  image_url: 'تصویر',
  tags: 'برچسب‌ها',
  sort_order: 'ترتیب',
  category_id: 'دسته',
  topping_category_id: 'دسته افزودنی',
  menu_item_id: 'آیتم منو',
  min_select: 'حداقل انتخاب',
  max_select: 'حداکثر انتخاب',
  food_shift_id: 'وعده غذایی',
  day_of_week: 'روز هفته',
  start_time: 'ساعت شروع',
  end_time: 'ساعت پایان',
  sell_channels: 'کانال‌های فروش',
  printer_station_id: 'ایستگاه چاپ',
  code: 'کد',
  type: 'نوع',
  value: 'مقدار',
  cap: 'سقف تخفیف',
  min_order_amount: 'حداقل مبلغ سفارش',
  expiration: 'تاریخ انقضا',
  usage_limit: 'سقف استفاده',
  usage_limit_per_user: 'سقف استفاده هر مشتری',
  vendor_deal: 'تخفیف ویژه',
  deleted_at: 'حذف شده در',
  count: 'تعداد',
  status: 'وضعیت',
  payment_state: 'وضعیت پرداخت',
  payment_method: 'روش پرداخت',
  delivery_type: 'روش تحویل',
  /** The same column before migration 0024 renamed it: older entries still name it so. */
  service_type: 'روش تحویل',
  number: 'شماره',
  unit_price: 'قیمت واحد',
  final_price: 'مبلغ نهایی',
  delivery_cost: 'هزینه ارسال',
  tip: 'انعام',
  tax: 'مالیات',
  tax_percent: 'درصد مالیات',
  final_discount_amount: 'تخفیف',
  removed_count: 'تعداد حذف‌شده',
  table_number: 'شماره میز',
  address_text: 'آدرس',
  permissions: 'دسترسی‌ها',
  role_id: 'نقش',
  kind: 'نوع',
  user_id: 'کاربر',
  slug: 'نامک',
  domain: 'دامنه',
  phone: 'تلفن',
  address: 'آدرس',
  minimum_basket: 'حداقل سبد خرید',
  delivery_types: 'روش‌های تحویل',
  offline_access: 'سفارش خارج از ساعت کاری',
  preparation_minutes: 'زمان آماده‌سازی (دقیقه)',
  service_fee_type: 'نوع کارمزد خدمات',
  service_fee_value: 'کارمزد خدمات',
  print_items_on_factor: 'چاپ اقلام روی فاکتور',
  logo_url: 'لوگو',
  cover_url: 'تصویر کاور',
  ip: 'نشانی IP',
  port: 'پورت',
  printer_id: 'چاپگر',
  vendors_proper_name: 'نام محدوده',
  polygon: 'محدوده روی نقشه',
  provider: 'درگاه',
  trigger: 'زمان چاپ خودکار',
  reason: 'دلیل',
  scope: 'بازگشت برای',
  line_number: 'شماره خط دستگاه',
  label: 'نام',
  key_hint: 'چهار نویسه آخر کلید',
  terminal_id: 'شماره پایانه',
  serial_number: 'شماره سریال',
  credential_hint: 'شناسه پذیرنده',
  bank_types: 'درگاه‌ها',
  preselected_provider: 'درگاه پیش‌فرض',
  allow_cash: 'پرداخت نقدی',
  allow_card_on_delivery: 'کارت‌خوان هنگام تحویل',
  account_holder_name: 'نام صاحب حساب',
  sheba: 'شماره شبا',
  state: 'وضعیت',
  amount: 'مبلغ',
  refund_state: 'وضعیت بازگشت وجه',
  refund_reason: 'دلیل بازگشت وجه',
};

/** Columns holding an amount of money in the vendor's currency (shown formatted, e.g. «۱۲۰٬۰۰۰ تومان»). */
export const AUDIT_MONEY_FIELDS: ReadonlySet<string> = new Set([
  'price',
  'packaging_cost',
  'serve_packaging_cost',
  'cap',
  'min_order_amount',
  'unit_price',
  'final_price',
  'delivery_cost',
  'tip',
  'tax',
  'final_discount_amount',
  'sum_of_items_price',
  'sum_of_item_toppings_price',
  'total_packaging_cost',
  'total_service_fee',
  'minimum_basket',
  'amount',
]);

export const ZAuditLogQuery = ZPageQuery.omit({ search: true })
  .extend({
    userId: z.guid('شناسه شخص معتبر نیست.').optional().describe('Only this person’s changes'),
    objectType: AuditObjectType.optional(),
    from: ZTehranDay.optional().describe('First Tehran day, inclusive (yyyy-mm-dd, Gregorian)'),
    to: ZTehranDay.optional().describe('Last Tehran day, inclusive (yyyy-mm-dd, Gregorian)'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.',
  });
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

const ZRowValues = z.record(z.string(), z.unknown()).nullable();

export const ZAuditLogEntry = z.object({
  id: z.string(),
  at: z.string().describe('ISO time of the change'),
  actorUserId: z.string(),
  actorName: z.string().describe('The person’s name as it was then'),
  objectType: z.string().describe('One of AUDIT_OBJECT_TYPES (a newer type may appear before its label)'),
  objectId: z.string(),
  objectLabel: z.string().nullable().describe('Title, name, code or number of the object then'),
  action: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  before: ZRowValues.describe('UPDATE: the changed columns before; DELETE: the row; INSERT: null'),
  after: ZRowValues.describe('UPDATE: the changed columns after; INSERT: the row; DELETE: null'),
  names: z
    .record(z.string(), z.string())
    .describe('Current names of the objects whose ids appear in before/after (category, shift, role…)'),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;
export const ZAuditLogPage = pageOf(ZAuditLogEntry);
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;

export const ZAuditLogPerson = z.object({
  userId: z.string(),
  name: z.string().describe('Their name in their latest change'),
});
export type TAuditLogPerson = z.infer<typeof ZAuditLogPerson>;
