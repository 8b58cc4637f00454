import { ZPrinterSandboxState, ZSandboxPrint } from '@sofreh/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The printer sandbox of the demo (decision 0021): network printing is kept as images, one per printer.

export function usePrinterSandbox() {
  return useQuery({
    queryKey: ['printers', 'sandbox'],
    queryFn: ({ signal }) =>
      apiRequest('/api/printing/sandbox', { schema: ZPrinterSandboxState, signal, errorNotice: 'none' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The last receipt sent to the printer; null when none was sent yet. */
export function useSandboxPrint(printerId: string | null) {
  return useQuery({
    queryKey: ['printers', 'sandbox', printerId],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(`/api/printing/printers/${printerId}/sandbox`, {
          schema: ZSandboxPrint,
          signal,
          errorNotice: 'none',
        });
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
    enabled: printerId !== null,
    refetchInterval: 3_000,
  });
}
