import { currentTableNumber, withTableNumber } from './table-number';

export const BACKOFFICE_LOGIN_PATH = '/bo/auth/login';
export const CUSTOMER_LOGIN_PATH = '/auth/login';

/** SPEC §1: back office or customer site is decided only by whether the path contains /bo. */
export function isBackofficePath(pathname: string): boolean {
  return pathname.includes('/bo');
}

/** Where a person goes when their session ends (SPEC §2), keeping the customer's table. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  if (isBackofficePath(location.pathname)) return BACKOFFICE_LOGIN_PATH;
  return withTableNumber(CUSTOMER_LOGIN_PATH, currentTableNumber(location.search));
}

/** Where a customer returns after logging in or out: home, at their table. */
export function customerHomePath(search: string): string {
  return withTableNumber('/', currentTableNumber(search));
}
