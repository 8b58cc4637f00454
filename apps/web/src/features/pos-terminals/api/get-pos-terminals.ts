import { ZBankProvider, ZPosTerminalPage } from '@sofreh/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ListParams, listQueryString } from '../../../lib/use-list-params';

export const POS_TERMINAL_PATH = '/api-identity/identity/posterminal';

export const posTerminalsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['pos-terminals', 'page', params],
    queryFn: () =>
      apiRequest(`${POS_TERMINAL_PATH}/posterminals?${listQueryString(params)}`, {
        schema: ZPosTerminalPage,
      }),
    placeholderData: keepPreviousData,
  });

export function usePosTerminals(params: ListParams) {
  return useQuery(posTerminalsQueryOptions(params));
}

const ZProviders = ZBankProvider.array();

/** The banks a terminal can belong to, with their Persian names; the same for every restaurant. */
export function useBankProviders() {
  return useQuery({
    queryKey: ['pos-terminals', 'bank-providers'],
    queryFn: () => apiRequest(`${POS_TERMINAL_PATH}/bankproviders`, { schema: ZProviders }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
