import { type TPage, type TTopping, ZAvailabilityRequest, ZTopping } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { TOPPINGS_PATH } from './get-toppings';

/** Marks a topping out of stock or back (e.g. the garlic sauce ran out tonight). */
export function setToppingAvailability(input: { id: string; available: boolean }) {
  return apiSend(`${TOPPINGS_PATH}/${input.id}/availability`, {
    method: 'PUT',
    request: ZAvailabilityRequest,
    body: { available: input.available },
    schema: ZTopping,
  });
}

export function useSetToppingAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setToppingAvailability,
    onSuccess: (saved) => {
      queryClient.setQueriesData<TPage<TTopping>>(
        { queryKey: ['toppings', 'page'] },
        (page) => page && { ...page, data: page.data.map((row) => (row.id === saved.id ? saved : row)) },
      );
      return queryClient.invalidateQueries({ queryKey: ['toppings'] });
    },
  });
}
