import {
  type RequestBody,
  type TMenuCategory,
  ZCreateMenuCategoryRequest,
  ZMenuCategory,
  ZUpdateMenuCategoryRequest,
} from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSave } from '../../../lib/api-client';
import { MENU_CATEGORIES_KEY, MENU_CATEGORIES_PATH } from './get-menu-categories';
import { MENU_ITEMS_KEY } from './get-menu-items';

const CONTRACTS = { create: ZCreateMenuCategoryRequest, update: ZUpdateMenuCategoryRequest };

/** A new category, or an update with its id (decision 0049: typed by the contracts). */
export type MenuCategoryBody =
  | RequestBody<typeof ZCreateMenuCategoryRequest>
  | RequestBody<typeof ZUpdateMenuCategoryRequest>;

/** Creates when there is no id, otherwise updates. Field errors come back for the form to show. */
export function saveMenuCategory(body: MenuCategoryBody): Promise<TMenuCategory> {
  return apiSave(MENU_CATEGORIES_PATH, CONTRACTS, body, { schema: ZMenuCategory, errorNotice: 'non-field' });
}

export function useSaveMenuCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuCategory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MENU_CATEGORIES_KEY });
      // Items show their category's title.
      void queryClient.invalidateQueries({ queryKey: MENU_ITEMS_KEY });
    },
  });
}
