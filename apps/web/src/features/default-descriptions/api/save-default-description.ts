import { type TDefaultDescription, ZDefaultDescription } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DEFAULT_DESCRIPTIONS_PATH } from './get-default-descriptions';

export type DefaultDescriptionInput = { id?: string; text: string };

/** Creates when there is no id, otherwise updates. Field errors come back for the form to show. */
export function saveDefaultDescription(input: DefaultDescriptionInput): Promise<TDefaultDescription> {
  return apiRequest(DEFAULT_DESCRIPTIONS_PATH, {
    method: input.id ? 'PUT' : 'POST',
    body: input,
    schema: ZDefaultDescription,
    errorNotice: 'non-field',
  });
}

export function useSaveDefaultDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDefaultDescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['default-descriptions'] }),
  });
}
