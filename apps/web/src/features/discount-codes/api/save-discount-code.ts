import { type TCreateDiscountCodeRequest, type TDiscountCode, ZDiscountCode } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DISCOUNT_CODES_PATH } from './get-discount-codes';

export type DiscountCodeInput = Omit<TCreateDiscountCodeRequest, 'freeItems'> & {
  id?: string;
  freeItems: Array<{ id: string; count: number }>;
};

/** Creates when there is no id, otherwise updates. Field errors come back for the form to show. */
export function saveDiscountCode(input: DiscountCodeInput): Promise<TDiscountCode> {
  return apiRequest(DISCOUNT_CODES_PATH, {
    method: input.id ? 'PUT' : 'POST',
    body: input,
    schema: ZDiscountCode,
    errorNotice: 'non-field',
  });
}

export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['discount-codes'] }),
  });
}
