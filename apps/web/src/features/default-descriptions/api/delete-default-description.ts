import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DEFAULT_DESCRIPTIONS_PATH } from './get-default-descriptions';

export function deleteDefaultDescription(id: string): Promise<void> {
  return apiRequest(`${DEFAULT_DESCRIPTIONS_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteDefaultDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDefaultDescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['default-descriptions'] }),
  });
}
