import { type TSellChannel, type TSiteMenu, ZSiteMenu } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SITE_MENU_PATH = '/api-catalog/catalog/menucategories/site';

/**
 * What can be ordered now on this channel. The server answers `Cache-Control: no-cache` with an
 * ETag, and the fetch keeps the browser's HTTP cache on: opening the page again sends
 * If-None-Match, and an unchanged menu comes back as a few bytes of 304 instead of the whole menu.
 */
export function getSiteMenu(sellChannel: TSellChannel): Promise<TSiteMenu> {
  return apiRequest(`${SITE_MENU_PATH}?${new URLSearchParams({ sellChannel })}`, { schema: ZSiteMenu });
}

/** SPEC §9: the menu is kept for as long as the page is open; the page's next visit revalidates it. */
export const siteMenuQueryOptions = (sellChannel: TSellChannel) =>
  queryOptions({
    queryKey: ['catalog', 'site-menu', sellChannel],
    queryFn: () => getSiteMenu(sellChannel),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useSiteMenu(sellChannel: TSellChannel) {
  return useQuery(siteMenuQueryOptions(sellChannel));
}
