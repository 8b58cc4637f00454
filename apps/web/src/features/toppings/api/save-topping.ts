import {
  type RequestBody,
  type TTopping,
  ZCreateToppingRequest,
  ZTopping,
  ZUpdateToppingRequest,
} from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSave } from '../../../lib/api-client';
import { TOPPINGS_PATH } from './get-toppings';

/** A new one, or an update with its id (decision 0049: typed by the contracts the server validates with). */
export type ToppingBody =
  | RequestBody<typeof ZCreateToppingRequest>
  | RequestBody<typeof ZUpdateToppingRequest>;

/** Creates when there is no id, otherwise updates. Field errors come back for the form to show. */
export function saveTopping(body: ToppingBody): Promise<TTopping> {
  return apiSave(TOPPINGS_PATH, { create: ZCreateToppingRequest, update: ZUpdateToppingRequest }, body, {
    schema: ZTopping,
    errorNotice: 'non-field',
  });
}

export function useSaveTopping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTopping,
    onSuccess: async () => {
      // A category's row shows how many toppings it holds.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['toppings'] }),
        queryClient.invalidateQueries({ queryKey: ['topping-categories'] }),
      ]);
    },
  });
}
