import { ZCallerIdLine } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const CALLER_ID_LINES_PATH = '/api-identity/identity/callerid/lines';
const ZLines = ZCallerIdLine.array();

export const callerIdLinesQueryOptions = () =>
  queryOptions({
    queryKey: ['caller-id', 'lines'],
    queryFn: () => apiRequest(CALLER_ID_LINES_PATH, { schema: ZLines }),
  });

/** The restaurant's phone lines on the caller-ID box: a handful, one unpaged list. */
export function useCallerIdLines() {
  return useQuery(callerIdLinesQueryOptions());
}
