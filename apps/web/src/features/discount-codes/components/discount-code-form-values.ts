import {
  expirationAtEndOf,
  lastValidDay,
  type TDiscountCode,
  type TDiscountCodeType,
  toLatinDigits,
} from '@sofreh/domain';
import type { DiscountCodeBody } from '../api/save-discount-code';

/** A free-item row of the form; `key` only keeps React's rows apart while rows come and go. */
export type FreeItemRow = { key: string; id: string; count: number | '' };

/** The form's own shape: numbers may be empty ('') while typed, the expiry is a picked day. */
export type DiscountCodeFormValues = {
  code: string;
  type: TDiscountCodeType;
  value: number | '';
  cap: number | '';
  minOrderAmount: number | '';
  /** The last day it works, as the Jalali picker gives it (local midnight of that day). */
  expiration: Date | null;
  usageLimit: number | '';
  usageLimitPerUser: number | '';
  vendorDeal: boolean;
  active: boolean;
  freeItems: FreeItemRow[];
};

let rowCounter = 0;
export const newRowKey = () => `row-${++rowCounter}`;

const orEmpty = (value: number | null) => (value === null ? '' : value);
const orNull = (value: number | '') => (value === '' ? null : value);

/** The code customers type, shown as it will be stored: Latin digits, upper case. */
export const asCodeText = (typed: string) => toLatinDigits(typed).toUpperCase();

export function initialValues(editing: TDiscountCode | null): DiscountCodeFormValues {
  if (!editing) {
    return {
      code: '',
      type: 'PERCENTAGE',
      value: '',
      cap: '',
      minOrderAmount: 0,
      expiration: null,
      usageLimit: '',
      usageLimitPerUser: '',
      vendorDeal: false,
      active: true,
      freeItems: [],
    };
  }
  const lastDay = editing.expiration ? lastValidDay(new Date(editing.expiration)) : null;
  return {
    code: editing.code,
    type: editing.type,
    value: editing.type === 'MONEY' || editing.type === 'PERCENTAGE' ? editing.value : '',
    cap: orEmpty(editing.cap),
    minOrderAmount: editing.minOrderAmount,
    expiration: lastDay ? new Date(lastDay.year, lastDay.month - 1, lastDay.day) : null,
    usageLimit: orEmpty(editing.usageLimit),
    usageLimitPerUser: orEmpty(editing.usageLimitPerUser),
    vendorDeal: editing.vendorDeal,
    active: editing.active,
    freeItems: editing.freeItems.map((item) => ({ key: newRowKey(), id: item.id, count: item.count })),
  };
}

/**
 * What the server is sent. Fields the chosen type has no use for go as empty, so an edit that changes
 * the type leaves nothing of the old one behind; the server's contract does the checking.
 */
export function toRequest(values: DiscountCodeFormValues, id?: string): DiscountCodeBody {
  const { type } = values;
  return {
    ...(id ? { id } : {}),
    code: values.code,
    type,
    value: type === 'MONEY' || type === 'PERCENTAGE' ? orNull(values.value) : null,
    cap: type === 'PERCENTAGE' ? orNull(values.cap) : null,
    minOrderAmount: values.minOrderAmount === '' ? 0 : values.minOrderAmount,
    expiration: values.expiration
      ? expirationAtEndOf({
          year: values.expiration.getFullYear(),
          month: values.expiration.getMonth() + 1,
          day: values.expiration.getDate(),
        }).toISOString()
      : null,
    usageLimit: orNull(values.usageLimit),
    usageLimitPerUser: orNull(values.usageLimitPerUser),
    vendorDeal: values.vendorDeal,
    active: values.active,
    freeItems:
      type === 'FREEITEM'
        ? values.freeItems.map((row) => ({ id: row.id, count: row.count === '' ? 1 : row.count }))
        : [],
  };
}
