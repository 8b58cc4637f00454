import { currentTableNumber, withTableNumber } from './table-number';

export const BACKOFFICE_LOGIN_PATH = '/bo/auth/login';
export const CUSTOMER_LOGIN_PATH = '/auth/login';

/** SPEC §1: back office or customer site is decided only by whether the path contains /bo. */
export function isBackofficePath(pathname: string): boolean {
  return pathname.includes('/bo');
}

/**
 * Where a person goes when their session ends (SPEC §2), keeping the customer's table. A customer on
 * one of their own pages (an order, the history, the address book) comes back to it after logging in.
 */
export function loginPathFor(location: { pathname: string; search: string }): string {
  if (isBackofficePath(location.pathname)) return BACKOFFICE_LOGIN_PATH;
  const ownPage = location.pathname !== '/' && location.pathname !== CUSTOMER_LOGIN_PATH;
  return customerLoginPath(location.search, ownPage ? `${location.pathname}${location.search}` : undefined);
}

/** Where a customer returns after logging in or out: home, at their table. */
export function customerHomePath(search: string): string {
  return withTableNumber('/', currentTableNumber(search));
}

const RETURN_PARAM = 'returnTo';

/** The customer login, keeping the table, and where to come back to after it (a path on this site). */
export function customerLoginPath(search: string, returnTo?: string): string {
  const path = withTableNumber(CUSTOMER_LOGIN_PATH, currentTableNumber(search));
  if (!returnTo) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [RETURN_PARAM]: returnTo })}`;
}

/**
 * Where the login sends the customer back: `returnTo` when it is a path on this site (never another
 * host: `//evil.example` and `https://…` are refused), else home at their table.
 */
export function customerReturnPath(search: string): string {
  const returnTo = new URLSearchParams(search).get(RETURN_PARAM);
  if (returnTo?.startsWith('/') && !returnTo.startsWith('//') && !returnTo.startsWith('/\\')) return returnTo;
  return customerHomePath(search);
}
