import { MAX_PAGE_SIZE, pageOf, type TToppingCategory, ZToppingCategory } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MENU_ITEMS_KEY } from './get-menu-items';

const ZToppingCategoryPage = pageOf(ZToppingCategory);

/**
 * The topping categories an item can offer, for the item form's picker. One page of the largest size
 * holds them all: a restaurant has a handful (sauces, breads, extras), not a hundred.
 */
export async function getToppingCategoryOptions(): Promise<TToppingCategory[]> {
  const page = await apiRequest(
    `/api-catalog/catalog/toppingcategory?pageNumber=1&pageSize=${MAX_PAGE_SIZE}`,
    {
      schema: ZToppingCategoryPage,
    },
  );
  return page.data;
}

export const toppingCategoryOptionsQueryOptions = () =>
  queryOptions({
    // Under this screen's own key: the toppings screen keeps its own pages of the same resource.
    queryKey: [...MENU_ITEMS_KEY, 'topping-category-options'],
    queryFn: getToppingCategoryOptions,
  });

export function useToppingCategoryOptions() {
  return useQuery(toppingCategoryOptionsQueryOptions());
}
