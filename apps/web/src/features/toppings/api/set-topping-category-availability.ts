import { type TPage, type TToppingCategory, ZAvailabilityRequest, ZToppingCategory } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { TOPPING_CATEGORIES_PATH } from './get-topping-categories';

export function setToppingCategoryAvailability(input: { id: string; available: boolean }) {
  return apiSend(`${TOPPING_CATEGORIES_PATH}/${input.id}/availability`, {
    method: 'PUT',
    request: ZAvailabilityRequest,
    body: { available: input.available },
    schema: ZToppingCategory,
  });
}

export function useSetToppingCategoryAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setToppingCategoryAvailability,
    onSuccess: (saved) => {
      // The row shows the answer at once; the refetch that follows only confirms it.
      queryClient.setQueriesData<TPage<TToppingCategory>>(
        { queryKey: ['topping-categories', 'page'] },
        (page) => page && { ...page, data: page.data.map((row) => (row.id === saved.id ? saved : row)) },
      );
      return queryClient.invalidateQueries({ queryKey: ['topping-categories'] });
    },
  });
}
