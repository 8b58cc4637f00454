import { type TTopping, ZTopping } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TOPPINGS_PATH } from './get-toppings';

export type ToppingInput = {
  id?: string;
  toppingCategoryId: string;
  title: string;
  price: number;
  available: boolean;
};

/** Creates when there is no id, otherwise updates. Field errors come back for the form to show. */
export function saveTopping(input: ToppingInput): Promise<TTopping> {
  return apiRequest(TOPPINGS_PATH, {
    method: input.id ? 'PUT' : 'POST',
    body: input,
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
