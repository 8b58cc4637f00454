import { type TDiscountCode, ZActivationRequest, ZDiscountCode } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { DISCOUNT_CODES_PATH } from './get-discount-codes';

/** Sends the wanted state rather than "flip": a double click must not switch it back. */
export function setDiscountCodeActive({
  id,
  active,
}: {
  id: string;
  active: boolean;
}): Promise<TDiscountCode> {
  return apiSend(`${DISCOUNT_CODES_PATH}/${id}/activation`, {
    method: 'PUT',
    request: ZActivationRequest,
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
