import {
  type RequestBody,
  type TDiscountCode,
  ZCreateDiscountCodeRequest,
  ZDiscountCode,
  ZUpdateDiscountCodeRequest,
} from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSave } from '../../../lib/api-client';
import { DISCOUNT_CODES_PATH } from './get-discount-codes';

const CONTRACTS = { create: ZCreateDiscountCodeRequest, update: ZUpdateDiscountCodeRequest };

/** The body of a save: a new code, or an update with its id (decision 0049: typed by the contracts). */
export type DiscountCodeBody =
  | RequestBody<typeof ZCreateDiscountCodeRequest>
  | RequestBody<typeof ZUpdateDiscountCodeRequest>;

/** Creates when there is no id, otherwise updates. Field errors come back for the form to show. */
export function saveDiscountCode(body: DiscountCodeBody): Promise<TDiscountCode> {
  return apiSave(DISCOUNT_CODES_PATH, CONTRACTS, body, { schema: ZDiscountCode, errorNotice: 'non-field' });
}

export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['discount-codes'] }),
  });
}
