import { type TMenuItemDetail, ZMenuItemDetail } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MENU_ITEMS_KEY, MENU_ITEMS_PATH } from './get-menu-items';

/** One item with the topping categories offered with it and the shifts it is sold in (for editing). */
export function getMenuItem(id: string): Promise<TMenuItemDetail> {
  return apiRequest(`${MENU_ITEMS_PATH}/${id}`, { schema: ZMenuItemDetail });
}

export const menuItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...MENU_ITEMS_KEY, 'detail', id],
    queryFn: () => getMenuItem(id),
    // The form starts from what the server holds now, not from a copy read a minute ago.
    staleTime: 0,
  });

/** Nothing is read while `id` is null (a new item). */
export function useMenuItem(id: string | null) {
  return useQuery({ ...menuItemQueryOptions(id ?? ''), enabled: id !== null });
}
