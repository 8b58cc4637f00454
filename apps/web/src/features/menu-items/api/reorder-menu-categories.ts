import { type TMenuCategory, ZMenuCategoryList, ZReorderRequest } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { ALL_MENU_CATEGORIES_KEY, MENU_CATEGORIES_PATH } from './get-menu-categories';
import { MENU_ITEMS_KEY } from './get-menu-items';

/** Sends every category id in its new order; answers the categories in that order. */
export function reorderMenuCategories(ids: string[]): Promise<TMenuCategory[]> {
  return apiSend(`${MENU_CATEGORIES_PATH}/reorder`, {
    method: 'PUT',
    request: ZReorderRequest,
    body: { ids },
    schema: ZMenuCategoryList,
  });
}

/**
 * `move(ordered)` shows the new order at once (in the same render as the click, so the moved row and
 * its focused button stay together) and saves it. Moves made quickly one after another reach the
 * server in the order they were made; a refusal reloads the order the server holds.
 */
export function useReorderMenuCategories() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    scope: { id: 'menu-category-order' },
    mutationFn: (ordered: TMenuCategory[]) => reorderMenuCategories(ordered.map((category) => category.id)),
    onError: () => queryClient.invalidateQueries({ queryKey: ALL_MENU_CATEGORIES_KEY }),
    // The item list is sorted by its category's position.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENU_ITEMS_KEY }),
  });

  function move(ordered: TMenuCategory[]) {
    // A list read still in flight must not land over the new order.
    void queryClient.cancelQueries({ queryKey: ALL_MENU_CATEGORIES_KEY });
    queryClient.setQueryData(ALL_MENU_CATEGORIES_KEY, ordered);
    mutation.mutate(ordered);
  }

  return { move, isPending: mutation.isPending };
}
