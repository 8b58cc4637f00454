import type { TErrorCode, TFieldError } from '@sofreh/domain';
import { AppError } from '../../platform/errors';

// The platform's code→status map does not know the catalog's codes yet; until it does, they carry
// their status here. (Moving these lines into platform/errors.ts changes nothing for clients.)
const STATUS = {
  MENU_CATEGORY_NOT_FOUND: 404,
  MENU_ITEM_NOT_FOUND: 404,
  TOPPING_CATEGORY_NOT_FOUND: 404,
  TOPPING_NOT_FOUND: 404,
  FOOD_SHIFT_NOT_FOUND: 404,
  MENU_CATEGORY_HAS_ITEMS: 409,
  TOPPING_CATEGORY_IN_USE: 409,
  FOOD_SHIFT_IN_USE: 409,
} as const satisfies Partial<Record<TErrorCode, number>>;

/** Another vendor's object is reported exactly like one that does not exist. */
export function catalogError(code: keyof typeof STATUS): AppError {
  return new AppError(code, { status: STATUS[code] });
}

/** A request that is well formed but names things the vendor does not have: 400 with the fields. */
export function invalidFields(errors: TFieldError[]): AppError {
  return new AppError('VALIDATION_ERROR', { errors });
}
