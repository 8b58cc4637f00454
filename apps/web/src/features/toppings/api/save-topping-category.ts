import { type TToppingCategoryDetail, ZToppingCategoryDetail } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TOPPING_CATEGORIES_PATH } from './get-topping-categories';

export type ToppingCategoryInput = { id?: string; title: string; available: boolean };

/** Creates when there is no id, otherwise updates. Field errors come back for the form to show. */
export function saveToppingCategory(input: ToppingCategoryInput): Promise<TToppingCategoryDetail> {
  return apiRequest(TOPPING_CATEGORIES_PATH, {
    method: input.id ? 'PUT' : 'POST',
    body: input,
    schema: ZToppingCategoryDetail,
    errorNotice: 'non-field',
  });
}

export function useSaveToppingCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveToppingCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['topping-categories'] }),
  });
}
