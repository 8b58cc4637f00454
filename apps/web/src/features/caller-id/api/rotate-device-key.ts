import { type TCallerIdLineWithKey, ZCallerIdLineWithKey } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CALLER_ID_LINES_PATH } from './get-caller-id-lines';

/** A new device key for the line: the old one stops working at once. */
export function rotateDeviceKey(id: string): Promise<TCallerIdLineWithKey> {
  return apiRequest(`${CALLER_ID_LINES_PATH}/${id}/rotatekey`, {
    method: 'POST',
    schema: ZCallerIdLineWithKey,
  });
}

export function useRotateDeviceKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateDeviceKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['caller-id', 'lines'] }),
  });
}
