import { type TMenuItem, ZAvailabilityRequest, ZMenuItem } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { cancelMenuItemPages, MENU_ITEMS_PATH, patchCachedMenuItem } from './get-menu-items';

export type ItemAvailability = { id: string; available: boolean };

/** Sold out for now («ناموجود») or back. Sends the wanted state, so a double click cannot undo itself. */
export function setMenuItemAvailable({ id, available }: ItemAvailability): Promise<TMenuItem> {
  return apiSend(`${MENU_ITEMS_PATH}/${id}/availability`, {
    method: 'PUT',
    request: ZAvailabilityRequest,
    body: { available },
    schema: ZMenuItem,
  });
}

/** The switch moves at once; a refusal puts it back (its reason is in the red notice). */
export function useSetMenuItemAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMenuItemAvailable,
    onMutate: async ({ id, available }) => {
      await cancelMenuItemPages(queryClient);
      patchCachedMenuItem(queryClient, id, { available });
    },
    onError: (_error, { id, available }) => patchCachedMenuItem(queryClient, id, { available: !available }),
    onSuccess: (saved) => patchCachedMenuItem(queryClient, saved.id, saved),
  });
}
