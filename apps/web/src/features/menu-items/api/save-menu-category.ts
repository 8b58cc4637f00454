import { type TMenuCategory, type TSellChannel, ZMenuCategory } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MENU_CATEGORIES_KEY, MENU_CATEGORIES_PATH } from './get-menu-categories';
import { MENU_ITEMS_KEY } from './get-menu-items';

export type MenuCategoryInput = {
  id?: string;
  title: string;
  description: string | null;
  sellChannels: TSellChannel[];
  active: boolean;
};

/** Creates when there is no id, otherwise updates. Field errors come back for the form to show. */
export function saveMenuCategory(input: MenuCategoryInput): Promise<TMenuCategory> {
  return apiRequest(MENU_CATEGORIES_PATH, {
    method: input.id ? 'PUT' : 'POST',
    body: input,
    schema: ZMenuCategory,
    errorNotice: 'non-field',
  });
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
