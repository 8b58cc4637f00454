import { type TDiscountCode, ZDiscountCode } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DISCOUNT_CODES_PATH } from './get-discount-codes';

export type SetActiveInput = { id: string; active: boolean };

/** Sends the wanted state rather than "flip": a double click must not switch it back. */
export function setDiscountCodeActive({ id, active }: SetActiveInput): Promise<TDiscountCode> {
  return apiRequest(`${DISCOUNT_CODES_PATH}/${id}/activation`, {
    method: 'PUT',
    body: { active },
    schema: ZDiscountCode,
  });
}

export function useSetDiscountCodeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDiscountCodeActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['discount-codes'] }),
  });
}
