import { type TMenuCategory, ZActivationRequest, ZMenuCategory } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { ALL_MENU_CATEGORIES_KEY, MENU_CATEGORIES_PATH } from './get-menu-categories';

export type CategoryActivation = { id: string; active: boolean };

/** Sends the wanted state rather than "flip", so a double click cannot undo itself. */
export function setMenuCategoryActive({ id, active }: CategoryActivation): Promise<TMenuCategory> {
  return apiSend(`${MENU_CATEGORIES_PATH}/${id}/activation`, {
    method: 'PUT',
    request: ZActivationRequest,
    body: { active },
    schema: ZMenuCategory,
  });
}

/** The switch moves at once; a refusal puts it back (its reason is in the red notice). */
export function useSetMenuCategoryActive() {
  const queryClient = useQueryClient();
  const patch = ({ id, active }: CategoryActivation) =>
    queryClient.setQueryData<TMenuCategory[]>(ALL_MENU_CATEGORIES_KEY, (list) =>
      list?.map((category) => (category.id === id ? { ...category, active } : category)),
    );
  return useMutation({
    mutationFn: setMenuCategoryActive,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: ALL_MENU_CATEGORIES_KEY });
      patch(change);
    },
    onError: (_error, change) => patch({ id: change.id, active: !change.active }),
    onSuccess: (saved) => patch(saved),
  });
}
