import { ZMenuItemTags } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MENU_ITEMS_KEY } from './get-menu-items';

/** Tags already on the vendor's items, offered while typing new ones so «تند» is not spelt three ways. */
export function getMenuItemTags(): Promise<string[]> {
  return apiRequest('/api-catalog/catalog/menuitemtag', { schema: ZMenuItemTags });
}

export const menuItemTagsQueryOptions = () =>
  queryOptions({ queryKey: [...MENU_ITEMS_KEY, 'tags'], queryFn: getMenuItemTags });

export function useMenuItemTags() {
  return useQuery(menuItemTagsQueryOptions());
}
