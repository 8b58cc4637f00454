import { type TKeyValue, ZKeyValueList } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MENU_ITEMS_KEY } from './get-menu-items';

/** Id and title of every food shift, for the item form's picker. */
export function getFoodShiftOptions(): Promise<TKeyValue[]> {
  return apiRequest('/api-catalog/catalog/foodshifts/list', { schema: ZKeyValueList });
}

export const foodShiftOptionsQueryOptions = () =>
  queryOptions({
    // Under this screen's own key: the food shifts screen keeps its own pages of the same resource.
    queryKey: [...MENU_ITEMS_KEY, 'food-shift-options'],
    queryFn: getFoodShiftOptions,
  });

export function useFoodShiftOptions() {
  return useQuery(foodShiftOptionsQueryOptions());
}
