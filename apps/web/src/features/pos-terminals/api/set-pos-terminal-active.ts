import { ZPosTerminal, ZPosTerminalId } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { POS_TERMINAL_PATH } from './get-pos-terminals';

/** PATCH …/activate or …/deactivate (SPEC §7). */
export function setPosTerminalActive(input: { id: string; active: boolean }) {
  return apiSend(`${POS_TERMINAL_PATH}/${input.active ? 'activate' : 'deactivate'}`, {
    method: 'PATCH',
    request: ZPosTerminalId,
    body: { id: input.id },
    schema: ZPosTerminal,
  });
}

export function useSetPosTerminalActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPosTerminalActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pos-terminals', 'page'] }),
  });
}
