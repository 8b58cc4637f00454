import { type TPosTerminal, ZPosTerminal } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { POS_TERMINAL_PATH } from './get-pos-terminals';

export type PosTerminalInput = {
  id?: string;
  name: string;
  provider: string;
  terminalId: string;
  serialNumber: string;
  ip: string;
  port: number | null;
  active: boolean;
};

/** Creates when there is no id, otherwise updates; field errors come back beside the fields. */
export function savePosTerminal(input: PosTerminalInput): Promise<TPosTerminal> {
  return apiRequest(POS_TERMINAL_PATH, {
    method: input.id ? 'PUT' : 'POST',
    body: input,
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
