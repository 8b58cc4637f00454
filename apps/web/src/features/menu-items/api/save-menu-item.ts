import { type TMenuItemDetail, ZMenuItemDetail } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MENU_CATEGORIES_KEY } from './get-menu-categories';
import { MENU_ITEMS_KEY, MENU_ITEMS_PATH } from './get-menu-items';

/**
 * What the item form sends. Empty number fields go as null so the server names them beside their
 * field («مبلغ را به عدد وارد کنید.») instead of the form guessing a value.
 */
export type MenuItemInput = {
  id?: string;
  categoryId: string;
  title: string;
  description: string | null;
  price: number | null;
  packagingCost: number | null;
  servePackagingCost: number | null;
  withTax: boolean;
  active: boolean;
  available: boolean;
  imageUrl: string | null;
  tags: string[];
  toppingCategories: Array<{ toppingCategoryId: string; minSelect: number | null; maxSelect: number | null }>;
  foodShiftIds: string[];
};

/** Creates when there is no id, otherwise updates (the lists sent replace the old ones). */
export function saveMenuItem(input: MenuItemInput): Promise<TMenuItemDetail> {
  return apiRequest(MENU_ITEMS_PATH, {
    method: input.id ? 'PUT' : 'POST',
    body: input,
    schema: ZMenuItemDetail,
    errorNotice: 'non-field',
  });
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
