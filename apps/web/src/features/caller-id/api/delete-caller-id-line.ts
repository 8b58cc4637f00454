import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CALLER_ID_LINES_PATH } from './get-caller-id-lines';

export function deleteCallerIdLine(id: string): Promise<void> {
  return apiRequest(`${CALLER_ID_LINES_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteCallerIdLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCallerIdLine,
    // The line's calls go with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['caller-id'] }),
  });
}
