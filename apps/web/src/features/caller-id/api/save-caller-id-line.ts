import {
  type TCallerIdLine,
  type TCallerIdLineWithKey,
  ZCallerIdLine,
  ZCallerIdLineWithKey,
} from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CALLER_ID_LINES_PATH } from './get-caller-id-lines';

export type CallerIdLineInput = { id?: string; lineNumber: number; number: string; label: string };

/** Creates (the answer carries the new device key, shown once) or updates a line. */
export function saveCallerIdLine(input: CallerIdLineInput): Promise<TCallerIdLine | TCallerIdLineWithKey> {
  return input.id
    ? apiRequest(CALLER_ID_LINES_PATH, {
        method: 'PUT',
        body: input,
        schema: ZCallerIdLine,
        errorNotice: 'non-field',
      })
    : apiRequest(CALLER_ID_LINES_PATH, {
        method: 'POST',
        body: input,
        schema: ZCallerIdLineWithKey,
        errorNotice: 'non-field',
      });
}

export function useSaveCallerIdLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCallerIdLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['caller-id'] }),
  });
}
