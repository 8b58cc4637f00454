import { ZDiscountCodePage } from '@sofreh/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ListParams, listQueryString } from '../../../lib/use-list-params';

export const DISCOUNT_CODES_PATH = '/api-identity/identity/discountcodes';

export function getDiscountCodes(params: ListParams) {
  return apiRequest(`${DISCOUNT_CODES_PATH}?${listQueryString(params)}`, { schema: ZDiscountCodePage });
}

export const discountCodesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['discount-codes', 'page', params],
    queryFn: () => getDiscountCodes(params),
    placeholderData: keepPreviousData,
  });

export function useDiscountCodes(params: ListParams) {
  return useQuery(discountCodesQueryOptions(params));
}
