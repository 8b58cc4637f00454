import { ZFoodShift } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FOOD_SHIFTS_PATH } from './get-food-shifts';

export function getFoodShift(id: string) {
  return apiRequest(`${FOOD_SHIFTS_PATH}/${id}`, { schema: ZFoodShift });
}

export const foodShiftQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['food-shifts', 'detail', id], queryFn: () => getFoodShift(id) });

export function useFoodShift(id: string) {
  return useQuery(foodShiftQueryOptions(id));
}
