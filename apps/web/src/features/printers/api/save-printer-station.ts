import { type TPrinterStation, ZPrinterStation } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { STATIONS_WRITE_PATH } from './get-printer-stations';

export type PrinterStationInput = {
  id?: string;
  name: string;
  kind: TPrinterStation['kind'];
  printerId: string | null;
  categoryIds: string[];
};

/**
 * Creates when there is no id, otherwise updates. The categories sent move to this station from
 * wherever they printed before (a category prints at one station).
 */
export function savePrinterStation(input: PrinterStationInput): Promise<TPrinterStation> {
  return apiRequest(STATIONS_WRITE_PATH, {
    method: input.id ? 'PUT' : 'POST',
    body: input,
    schema: ZPrinterStation,
    errorNotice: 'non-field',
  });
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
