import { pageOf, ZTopping } from '@sofreh/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ListParams, listQueryString } from '../../../lib/use-list-params';

export const TOPPINGS_PATH = '/api-catalog/catalog/topping';
const ZToppingPage = pageOf(ZTopping);

export function getToppings(toppingCategoryId: string, params: ListParams) {
  return apiRequest(`${TOPPINGS_PATH}?${listQueryString(params, { toppingCategoryId })}`, {
    schema: ZToppingPage,
  });
}

export const toppingsQueryOptions = (toppingCategoryId: string, params: ListParams) =>
  queryOptions({
    queryKey: ['toppings', 'page', toppingCategoryId, params],
    queryFn: () => getToppings(toppingCategoryId, params),
    placeholderData: keepPreviousData,
  });

/** The toppings of one category, paged and searchable. */
export function useToppings(toppingCategoryId: string | null, params: ListParams) {
  return useQuery({
    ...toppingsQueryOptions(toppingCategoryId ?? '', params),
    enabled: toppingCategoryId !== null,
  });
}
