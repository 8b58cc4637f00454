import { pageOf, ZFoodShift } from '@sofreh/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ListParams, listQueryString } from '../../../lib/use-list-params';

export const FOOD_SHIFTS_PATH = '/api-catalog/catalog/foodshifts';
const ZFoodShiftPage = pageOf(ZFoodShift);

export function getFoodShifts(params: ListParams) {
  return apiRequest(`${FOOD_SHIFTS_PATH}?${listQueryString(params)}`, { schema: ZFoodShiftPage });
}

export const foodShiftsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['food-shifts', 'page', params],
    queryFn: () => getFoodShifts(params),
    placeholderData: keepPreviousData,
  });

export function useFoodShifts(params: ListParams) {
  return useQuery(foodShiftsQueryOptions(params));
}
