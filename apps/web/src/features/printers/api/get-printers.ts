import { ZPrinter } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// SPEC §7: printers are read from the catalog service and written through the marketplace prefix.
export const PRINTERS_READ_PATH = '/api-catalog/catalog/printers';
export const PRINTERS_WRITE_PATH = '/api-snappfood/api/printers';
const ZPrinterList = ZPrinter.array();

export function getPrinters() {
  return apiRequest(PRINTERS_READ_PATH, { schema: ZPrinterList });
}

export const printersQueryOptions = () =>
  queryOptions({ queryKey: ['printers', 'list'], queryFn: getPrinters });

/** Every printer of the restaurant: a handful, so one unpaged list. */
export function usePrinters() {
  return useQuery(printersQueryOptions());
}
