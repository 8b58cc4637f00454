import {
  type RequestBody,
  type TDefaultDescription,
  ZCreateDefaultDescription,
  ZDefaultDescription,
  ZUpdateDefaultDescription,
} from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSave } from '../../../lib/api-client';
import { DEFAULT_DESCRIPTIONS_PATH } from './get-default-descriptions';

/** A new one, or an update with its id (decision 0049: typed by the contracts the server validates with). */
export type DefaultDescriptionBody =
  | RequestBody<typeof ZCreateDefaultDescription>
  | RequestBody<typeof ZUpdateDefaultDescription>;

/** Creates when there is no id, otherwise updates. Field errors come back for the form to show. */
export function saveDefaultDescription(body: DefaultDescriptionBody): Promise<TDefaultDescription> {
  return apiSave(
    DEFAULT_DESCRIPTIONS_PATH,
    { create: ZCreateDefaultDescription, update: ZUpdateDefaultDescription },
    body,
    { schema: ZDefaultDescription, errorNotice: 'non-field' },
  );
}

export function useSaveDefaultDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDefaultDescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['default-descriptions'] }),
  });
}
