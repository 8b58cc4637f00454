import { type TPrinter, type TPrinterPaperWidth, ZPrinter } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PRINTERS_WRITE_PATH } from './get-printers';

export type PrinterInput = {
  id?: string;
  name: string;
  ip: string;
  port?: number;
  paperWidthMm: TPrinterPaperWidth;
};

/** Creates when there is no id, otherwise updates. The IP's Persian message comes back beside its field. */
export function savePrinter(input: PrinterInput): Promise<TPrinter> {
  return apiRequest(PRINTERS_WRITE_PATH, {
    method: input.id ? 'PUT' : 'POST',
    body: input,
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
