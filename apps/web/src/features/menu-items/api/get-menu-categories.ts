import { type TMenuCategory, ZMenuCategoryList } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const MENU_CATEGORIES_PATH = '/api-catalog/catalog/menucategories';
/** Every query of this screen about categories starts with this key: one invalidation refreshes all. */
export const MENU_CATEGORIES_KEY = ['menu-categories'] as const;
export const ALL_MENU_CATEGORIES_KEY = [...MENU_CATEGORIES_KEY, 'all'] as const;

/** Every category in menu order, with its channels and item count (a menu has tens, not thousands). */
export function getMenuCategories(): Promise<TMenuCategory[]> {
  return apiRequest(`${MENU_CATEGORIES_PATH}/all`, { schema: ZMenuCategoryList });
}

export const menuCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ALL_MENU_CATEGORIES_KEY, queryFn: getMenuCategories });

export function useMenuCategories() {
  return useQuery(menuCategoriesQueryOptions());
}
