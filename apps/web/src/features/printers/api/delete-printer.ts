import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PRINTERS_WRITE_PATH } from './get-printers';

/** The server refuses a printer a station uses (PRINTER_IN_USE, shown in the red notice). */
export function deletePrinter(id: string): Promise<void> {
  return apiRequest(`${PRINTERS_WRITE_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeletePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrinter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['printers'] }),
  });
}
