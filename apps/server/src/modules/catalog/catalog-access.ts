import type { Access } from '../../platform/context';

export const CATALOG_PREFIX = '/api-catalog/catalog';

// Back-office reads and writes of the catalog; the customer menu is public.
export const MENU_VIEW: { access: Access } = { access: { permission: 'MENU_VIEW' } };
export const MENU_MANAGE: { access: Access } = { access: { permission: 'MENU_MANAGE' } };
