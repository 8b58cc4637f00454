import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MENU_CATEGORIES_KEY } from './get-menu-categories';
import { MENU_ITEMS_KEY, MENU_ITEMS_PATH } from './get-menu-items';

export function deleteMenuItem(id: string): Promise<void> {
  return apiRequest(`${MENU_ITEMS_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MENU_ITEMS_KEY });
      void queryClient.invalidateQueries({ queryKey: MENU_CATEGORIES_KEY });
    },
  });
}
