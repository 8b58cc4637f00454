import { ZCallerIdCalls } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const CALLER_ID_CALLS_PATH = '/api-identity/identity/users/callerid';
const RECENT = 20;

/** The newest calls with their customers, for the settings page's list. */
export const recentCallsQueryOptions = () =>
  queryOptions({
    queryKey: ['caller-id', 'calls', 'recent'],
    queryFn: () => apiRequest(`${CALLER_ID_CALLS_PATH}?take=${RECENT}`, { schema: ZCallerIdCalls }),
  });

export function useRecentCalls() {
  return useQuery(recentCallsQueryOptions());
}

/** One call with its customer and last orders, for the incoming-call card. */
export const callQueryOptions = (callId: string) =>
  queryOptions({
    queryKey: ['caller-id', 'calls', 'one', callId],
    queryFn: async () => {
      const answer = await apiRequest(`${CALLER_ID_CALLS_PATH}?callId=${callId}&take=1`, {
        schema: ZCallerIdCalls,
      });
      return answer.data[0] ?? null;
    },
  });

export function useCall(callId: string) {
  return useQuery(callQueryOptions(callId));
}
