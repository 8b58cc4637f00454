import { DEFAULT_PAGE_SIZE, pageOf, ZMenuItem } from '@sofreh/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listQueryString } from '../../../lib/use-list-params';

const MENU_ITEMS_PATH = '/api-catalog/catalog/menuitems';
const ZMenuItemPage = pageOf(ZMenuItem);

/** The menu items sold only in this shift (an item with no shift is sold all day). */
export function getShiftMenuItems(foodShiftId: string, pageNumber: number) {
  return apiRequest(
    `${MENU_ITEMS_PATH}?${listQueryString({ pageNumber, pageSize: DEFAULT_PAGE_SIZE, search: '' }, { foodShiftId })}`,
    { schema: ZMenuItemPage },
  );
}

export function useShiftMenuItems(foodShiftId: string, pageNumber: number) {
  return useQuery({
    // Under 'menu-items' so that a change on the menu items screen refreshes this list too.
    queryKey: ['menu-items', 'by-food-shift', foodShiftId, pageNumber],
    queryFn: () => getShiftMenuItems(foodShiftId, pageNumber),
    placeholderData: keepPreviousData,
  });
}
