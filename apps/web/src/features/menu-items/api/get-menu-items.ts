import { pageOf, type TMenuItem, type TPage, ZMenuItem } from '@sofreh/domain';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ListParams, listQueryString } from '../../../lib/use-list-params';

export const MENU_ITEMS_PATH = '/api-catalog/catalog/menuitems';
/** Every query of this screen about items starts with this key: one invalidation refreshes all. */
export const MENU_ITEMS_KEY = ['menu-items'] as const;
const ITEM_PAGES_KEY = [...MENU_ITEMS_KEY, 'page'] as const;

const ZMenuItemPage = pageOf(ZMenuItem);

export type MenuItemListParams = ListParams & { categoryId: string | null };

export function getMenuItems(params: MenuItemListParams): Promise<TPage<TMenuItem>> {
  return apiRequest(`${MENU_ITEMS_PATH}?${listQueryString(params, { categoryId: params.categoryId })}`, {
    schema: ZMenuItemPage,
  });
}

export const menuItemsQueryOptions = (params: MenuItemListParams) =>
  queryOptions({
    queryKey: [...ITEM_PAGES_KEY, params],
    queryFn: () => getMenuItems(params),
    placeholderData: keepPreviousData,
  });

export function useMenuItems(params: MenuItemListParams) {
  return useQuery(menuItemsQueryOptions(params));
}

/** Changes one item wherever a cached page shows it (a switch moving before the server answers). */
export function patchCachedMenuItem(queryClient: QueryClient, id: string, change: Partial<TMenuItem>) {
  queryClient.setQueriesData<TPage<TMenuItem>>({ queryKey: ITEM_PAGES_KEY }, (page) =>
    page
      ? { ...page, data: page.data.map((item) => (item.id === id ? { ...item, ...change } : item)) }
      : page,
  );
}

export const cancelMenuItemPages = (queryClient: QueryClient) =>
  queryClient.cancelQueries({ queryKey: ITEM_PAGES_KEY });
