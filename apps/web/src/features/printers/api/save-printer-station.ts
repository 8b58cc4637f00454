import {
  type RequestBody,
  type TPrinterStation,
  ZCreatePrinterStation,
  ZPrinterStation,
  ZUpdatePrinterStation,
} from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSave } from '../../../lib/api-client';
import { STATIONS_WRITE_PATH } from './get-printer-stations';

/** A new one, or an update with its id (decision 0049: typed by the contracts the server validates with). */
export type PrinterStationBody =
  | RequestBody<typeof ZCreatePrinterStation>
  | RequestBody<typeof ZUpdatePrinterStation>;

/**
 * Creates when there is no id, otherwise updates. The categories sent move to this station from
 * wherever they printed before (a category prints at one station).
 */
export function savePrinterStation(body: PrinterStationBody): Promise<TPrinterStation> {
  return apiSave(
    STATIONS_WRITE_PATH,
    { create: ZCreatePrinterStation, update: ZUpdatePrinterStation },
    body,
    { schema: ZPrinterStation, errorNotice: 'non-field' },
  );
}

export function useSavePrinterStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrinterStation,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['printer-stations'] }),
        queryClient.invalidateQueries({ queryKey: ['menu-categories'] }),
      ]);
    },
  });
}
