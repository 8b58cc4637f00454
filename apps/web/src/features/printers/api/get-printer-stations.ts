import { ZPrinterStation } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const STATIONS_READ_PATH = '/api-catalog/catalog/printerstations';
export const STATIONS_WRITE_PATH = '/api-snappfood/api/printerstations';
const ZPrinterStationList = ZPrinterStation.array();

export function getPrinterStations() {
  return apiRequest(STATIONS_READ_PATH, { schema: ZPrinterStationList });
}

export const printerStationsQueryOptions = () =>
  queryOptions({ queryKey: ['printer-stations', 'list'], queryFn: getPrinterStations });

export function usePrinterStations() {
  return useQuery(printerStationsQueryOptions());
}
