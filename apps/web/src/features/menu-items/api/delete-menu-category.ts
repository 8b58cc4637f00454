import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MENU_CATEGORIES_KEY, MENU_CATEGORIES_PATH } from './get-menu-categories';

/** The server refuses a category that still has items (MENU_CATEGORY_HAS_ITEMS, in the red notice). */
export function deleteMenuCategory(id: string): Promise<void> {
  return apiRequest(`${MENU_CATEGORIES_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteMenuCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENU_CATEGORIES_KEY }),
  });
}
