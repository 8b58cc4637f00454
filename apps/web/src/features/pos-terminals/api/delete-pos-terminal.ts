import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { POS_TERMINAL_PATH } from './get-pos-terminals';

/** DELETE on the base path with the id in the body (SPEC §7, like removestaff). */
export function deletePosTerminal(id: string): Promise<void> {
  return apiRequest(POS_TERMINAL_PATH, { method: 'DELETE', body: { id } });
}

export function useDeletePosTerminal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosTerminal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pos-terminals', 'page'] }),
  });
}
