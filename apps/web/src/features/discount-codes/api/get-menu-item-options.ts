import { formatMoney, MAX_PAGE_SIZE, pageOf, ZMenuItem } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const MENU_ITEMS_PATH = '/api-catalog/catalog/menuitems';

export type MenuItemOption = { value: string; label: string };

/** The menu's items to pick free items from: the first hundred, in menu order, with their price. */
export async function getMenuItemOptions(): Promise<MenuItemOption[]> {
  const page = await apiRequest(`${MENU_ITEMS_PATH}?pageNumber=1&pageSize=${MAX_PAGE_SIZE}`, {
    schema: pageOf(ZMenuItem),
  });
  return page.data.map((item) => ({
    value: item.id,
    label: `${item.title} (${formatMoney(item.price)})`,
  }));
}

export const menuItemOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['discount-codes', 'menu-item-options'], queryFn: getMenuItemOptions });

export function useMenuItemOptions(options: { enabled: boolean }) {
  return useQuery({ ...menuItemOptionsQueryOptions(), enabled: options.enabled });
}
