import { ZDefaultDescriptionPage } from '@sofreh/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ListParams, listQueryString } from '../../../lib/use-list-params';

export const DEFAULT_DESCRIPTIONS_PATH = '/api-identity/identity/defaultdescription';

export function getDefaultDescriptions(params: ListParams) {
  return apiRequest(`${DEFAULT_DESCRIPTIONS_PATH}?${listQueryString(params)}`, {
    schema: ZDefaultDescriptionPage,
  });
}

export const defaultDescriptionsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['default-descriptions', 'page', params],
    queryFn: () => getDefaultDescriptions(params),
    // Paging keeps the old rows on screen until the next page arrives, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useDefaultDescriptions(params: ListParams) {
  return useQuery(defaultDescriptionsQueryOptions(params));
}
