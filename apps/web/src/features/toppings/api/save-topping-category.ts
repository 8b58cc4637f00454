import {
  type RequestBody,
  type TToppingCategoryDetail,
  ZCreateToppingCategoryRequest,
  ZToppingCategoryDetail,
  ZUpdateToppingCategoryRequest,
} from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSave } from '../../../lib/api-client';
import { TOPPING_CATEGORIES_PATH } from './get-topping-categories';

/** A new one, or an update with its id (decision 0049: typed by the contracts the server validates with). */
export type ToppingCategoryBody =
  | RequestBody<typeof ZCreateToppingCategoryRequest>
  | RequestBody<typeof ZUpdateToppingCategoryRequest>;

/** Creates when there is no id, otherwise updates. Field errors come back for the form to show. */
export function saveToppingCategory(body: ToppingCategoryBody): Promise<TToppingCategoryDetail> {
  return apiSave(
    TOPPING_CATEGORIES_PATH,
    { create: ZCreateToppingCategoryRequest, update: ZUpdateToppingCategoryRequest },
    body,
    { schema: ZToppingCategoryDetail, errorNotice: 'non-field' },
  );
}

export function useSaveToppingCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveToppingCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['topping-categories'] }),
  });
}
