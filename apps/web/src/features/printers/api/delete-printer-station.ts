import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { STATIONS_WRITE_PATH } from './get-printer-stations';

/** Its categories then print at no station until given to another one. */
export function deletePrinterStation(id: string): Promise<void> {
  return apiRequest(`${STATIONS_WRITE_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeletePrinterStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrinterStation,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['printer-stations'] }),
        queryClient.invalidateQueries({ queryKey: ['menu-categories'] }),
      ]);
    },
  });
}
