import { type TMenuItem, ZActivationRequest, ZMenuItem } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { cancelMenuItemPages, MENU_ITEMS_PATH, patchCachedMenuItem } from './get-menu-items';

export type ItemActivation = { id: string; active: boolean };

/** On the menu or off it. Sends the wanted state rather than "flip", so a double click cannot undo itself. */
export function setMenuItemActive({ id, active }: ItemActivation): Promise<TMenuItem> {
  return apiSend(`${MENU_ITEMS_PATH}/${id}/activation`, {
    method: 'PUT',
    request: ZActivationRequest,
    body: { active },
    schema: ZMenuItem,
  });
}

/** The switch moves at once; a refusal puts it back (its reason is in the red notice). */
export function useSetMenuItemActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMenuItemActive,
    onMutate: async ({ id, active }) => {
      await cancelMenuItemPages(queryClient);
      patchCachedMenuItem(queryClient, id, { active });
    },
    onError: (_error, { id, active }) => patchCachedMenuItem(queryClient, id, { active: !active }),
    onSuccess: (saved) => patchCachedMenuItem(queryClient, saved.id, saved),
  });
}
