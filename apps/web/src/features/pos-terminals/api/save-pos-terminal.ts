import {
  type RequestBody,
  type TPosTerminal,
  ZCreatePosTerminal,
  ZPosTerminal,
  ZUpdatePosTerminal,
} from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSave } from '../../../lib/api-client';
import { POS_TERMINAL_PATH } from './get-pos-terminals';

/** A new one, or an update with its id (decision 0049: typed by the contracts the server validates with). */
export type PosTerminalBody = RequestBody<typeof ZCreatePosTerminal> | RequestBody<typeof ZUpdatePosTerminal>;

/** Creates when there is no id, otherwise updates; field errors come back beside the fields. */
export function savePosTerminal(body: PosTerminalBody): Promise<TPosTerminal> {
  return apiSave(POS_TERMINAL_PATH, { create: ZCreatePosTerminal, update: ZUpdatePosTerminal }, body, {
    schema: ZPosTerminal,
    errorNotice: 'non-field',
  });
}

export function useSavePosTerminal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePosTerminal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pos-terminals', 'page'] }),
  });
}
