import { ZCategoryPrinterRoute } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const CATEGORY_ROUTES_PATH = '/api-catalog/catalog/menucategories/printer';
const ZCategoryRoutes = ZCategoryPrinterRoute.array();

/** Every menu category with the station its items print at (none: they print in no kitchen). */
export function getCategoryRoutes() {
  return apiRequest(CATEGORY_ROUTES_PATH, { schema: ZCategoryRoutes });
}

export const categoryRoutesQueryOptions = () =>
  queryOptions({
    // Under 'menu-categories' so that a category added or renamed on the menu screen shows here too.
    queryKey: ['menu-categories', 'printer-routes'],
    queryFn: getCategoryRoutes,
  });

export function useCategoryRoutes() {
  return useQuery(categoryRoutesQueryOptions());
}
