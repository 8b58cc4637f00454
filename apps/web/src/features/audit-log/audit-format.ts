import {
  AUDIT_FIELD_LABELS,
  AUDIT_MONEY_FIELDS,
  DeliveryType,
  DiscountCodeType,
  formatJalaliDateTime,
  formatMoney,
  formatNumber,
  OrderSource,
  OrderStatus,
  PaymentMethod,
  PaymentState,
  permissionCatalogue,
  SellChannel,
  ServiceFeeType,
  type TAuditLogEntry,
  type TCurrency,
  TransactionState,
  toPersianDigits,
  Weekday,
} from '@sofreh/domain';

// How an audit entry reads in the back office: Persian field names, money as money, enums by their
// labels, times in the Jalali calendar. Columns nobody mapped show as they are named in the database.

const PERMISSION_LABELS: Record<string, string> = Object.fromEntries(
  permissionCatalogue().flatMap((area) => area.permissions.map((p) => [p.name, p.label])),
);

/** Fields whose values are codes with Persian labels. */
const ENUM_LABELS: Record<string, Record<string, string>> = {
  status: OrderStatus.labels,
  source: OrderSource.labels,
  delivery_type: DeliveryType.labels,
  // The same column before migration 0024 renamed it: older entries still name it so.
  service_type: DeliveryType.labels,
  payment_method: PaymentMethod.labels,
  payment_state: PaymentState.labels,
  state: TransactionState.labels,
  day_of_week: Weekday.labels,
  sell_channels: SellChannel.labels,
  delivery_types: DeliveryType.labels,
  service_fee_type: ServiceFeeType.labels,
  type: DiscountCodeType.labels,
  permissions: PERMISSION_LABELS,
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ACTION_LABELS: Record<TAuditLogEntry['action'], string> = {
  INSERT: 'ایجاد',
  UPDATE: 'ویرایش',
  DELETE: 'حذف',
};

export function fieldLabel(field: string): string {
  return AUDIT_FIELD_LABELS[field] ?? field;
}

/** One value as a person reads it; '—' for nothing. */
export function formatAuditValue(
  field: string,
  value: unknown,
  currency: TCurrency,
  names: Record<string, string> = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'بله' : 'خیر';
  if (typeof value === 'number') {
    return AUDIT_MONEY_FIELDS.has(field) ? formatMoney(value, currency) : formatNumber(value);
  }
  const labels = ENUM_LABELS[field];
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => labels?.[String(item)] ?? formatAuditValue(field, item, currency)).join('، ');
  }
  if (typeof value === 'string') {
    if (labels?.[value]) return labels[value]!;
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)))
      return formatJalaliDateTime(new Date(value));
    // Another object by id: its name now, or — when it has since been removed — a plain word.
    if (UUID.test(value)) return names[value] ?? 'مورد حذف‌شده';
    // Clock times and plain numbers read in Persian digits; codes and names stay as they were typed.
    if (/^[\d:.]+$/.test(value)) return toPersianDigits(value);
    return value;
  }
  return 'تغییر کرد';
}

/** Fields holding a picture's address: the log shows the picture, not its file name. */
const IMAGE_FIELDS = new Set(['image_url', 'logo_url', 'cover_url']);

export type AuditChangeRow = {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
  /** For a picture field, the addresses to show (null where there was none). */
  image?: { before: string | null; after: string | null };
};

const pictureOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The entry's lines: for an edit, each changed field before → after; for a creation, the fields it was
 * made with (empty ones left out); for a removal, what it held.
 */
export function auditChangeRows(entry: TAuditLogEntry, currency: TCurrency): AuditChangeRow[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const rows: AuditChangeRow[] = [];
  for (const field of fields) {
    const label = fieldLabel(field);
    const image = IMAGE_FIELDS.has(field)
      ? { before: pictureOf(before[field]), after: pictureOf(after[field]) }
      : undefined;
    if (entry.action === 'UPDATE') {
      rows.push({
        field,
        label,
        before: image?.before ? 'تصویر قبلی' : formatAuditValue(field, before[field], currency, entry.names),
        after: image?.after ? 'تصویر جدید' : formatAuditValue(field, after[field], currency, entry.names),
        ...(image ? { image } : {}),
      });
      continue;
    }
    const value = entry.action === 'INSERT' ? after[field] : before[field];
    const shown = formatAuditValue(field, value, currency, entry.names);
    if (shown === '—') continue;
    rows.push({
      field,
      label,
      before: entry.action === 'DELETE' ? shown : null,
      after: entry.action === 'INSERT' ? shown : null,
      ...(image ? { image } : {}),
    });
  }
  return rows;
}

/** «آیتم منو: کوبیده», «سفارش: ۱۲۳»: the kind of object and its name (or number) when it has one. */
export function auditObjectText(typeLabel: string, label: string | null): string {
  if (!label) return typeLabel;
  return `${typeLabel}: ${/^\d+$/.test(label) ? toPersianDigits(label) : label}`;
}
