import { pageOf, ZToppingCategory, ZToppingCategoryDetail } from '@sofreh/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ListParams, listQueryString } from '../../../lib/use-list-params';

export const TOPPING_CATEGORIES_PATH = '/api-catalog/catalog/toppingcategory';
const ZToppingCategoryPage = pageOf(ZToppingCategory);

export function getToppingCategories(params: ListParams) {
  return apiRequest(`${TOPPING_CATEGORIES_PATH}?${listQueryString(params)}`, {
    schema: ZToppingCategoryPage,
  });
}

export const toppingCategoriesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['topping-categories', 'page', params],
    queryFn: () => getToppingCategories(params),
    placeholderData: keepPreviousData,
  });

export function useToppingCategories(params: ListParams) {
  return useQuery(toppingCategoriesQueryOptions(params));
}

/** One category (the selected one may be on another page of the list, or found by a search). */
export function getToppingCategory(id: string) {
  return apiRequest(`${TOPPING_CATEGORIES_PATH}/${id}`, { schema: ZToppingCategoryDetail });
}

export function useToppingCategory(id: string | null) {
  return useQuery({
    queryKey: ['topping-categories', 'detail', id],
    queryFn: () => getToppingCategory(id!),
    enabled: id !== null,
  });
}
