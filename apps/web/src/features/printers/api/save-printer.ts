import { type RequestBody, type TPrinter, ZCreatePrinter, ZPrinter, ZUpdatePrinter } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSave } from '../../../lib/api-client';
import { PRINTERS_WRITE_PATH } from './get-printers';

/** A new one, or an update with its id (decision 0049: typed by the contracts the server validates with). */
export type PrinterBody = RequestBody<typeof ZCreatePrinter> | RequestBody<typeof ZUpdatePrinter>;

/** Creates when there is no id, otherwise updates. The IP's Persian message comes back beside its field. */
export function savePrinter(body: PrinterBody): Promise<TPrinter> {
  return apiSave(PRINTERS_WRITE_PATH, { create: ZCreatePrinter, update: ZUpdatePrinter }, body, {
    schema: ZPrinter,
    errorNotice: 'non-field',
  });
}

export function useSavePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrinter,
    onSuccess: async () => {
      // Stations show their printer's name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['printers'] }),
        queryClient.invalidateQueries({ queryKey: ['printer-stations'] }),
      ]);
    },
  });
}
