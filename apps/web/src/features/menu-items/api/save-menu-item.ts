import {
  type RequestBody,
  type TMenuItemDetail,
  ZCreateMenuItemRequest,
  ZMenuItemDetail,
  ZUpdateMenuItemRequest,
} from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSave } from '../../../lib/api-client';
import { MENU_CATEGORIES_KEY } from './get-menu-categories';
import { MENU_ITEMS_KEY, MENU_ITEMS_PATH } from './get-menu-items';

const CONTRACTS = { create: ZCreateMenuItemRequest, update: ZUpdateMenuItemRequest };

/** A new item, or an update with its id (decision 0049: typed by the contracts). */
export type MenuItemBody =
  | RequestBody<typeof ZCreateMenuItemRequest>
  | RequestBody<typeof ZUpdateMenuItemRequest>;

/** Creates when there is no id, otherwise updates (the lists sent replace the old ones). */
export function saveMenuItem(body: MenuItemBody): Promise<TMenuItemDetail> {
  return apiSave(MENU_ITEMS_PATH, CONTRACTS, body, { schema: ZMenuItemDetail, errorNotice: 'non-field' });
}

export function useSaveMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuItem,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MENU_ITEMS_KEY });
      // The item count of the categories involved.
      void queryClient.invalidateQueries({ queryKey: MENU_CATEGORIES_KEY });
    },
  });
}
