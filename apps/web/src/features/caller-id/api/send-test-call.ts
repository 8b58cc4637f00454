import { ZDeviceCallAnswer } from '@sofreh/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CALLER_ID_LINES_PATH } from './get-caller-id-lines';

/**
 * «تماس آزمایشی»: the server records a call on the line as the device would and sends it to every
 * open back office, this one included, where it pops up like a real call.
 */
export function sendTestCall(input: { lineId: string; number: string }) {
  return apiRequest(`${CALLER_ID_LINES_PATH}/${input.lineId}/testcall`, {
    method: 'POST',
    body: { number: input.number },
    schema: ZDeviceCallAnswer,
    errorNotice: 'non-field',
  });
}

export function useSendTestCall() {
  return useMutation({ mutationFn: sendTestCall });
}
