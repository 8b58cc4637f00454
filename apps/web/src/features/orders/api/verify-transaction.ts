import { type TTransaction, ZTransaction, ZVerifyTransactionRequest } from '@sofreh/domain';
import { useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** While the bank has not answered, the server is asked again this often. */
export const VERIFY_POLL_MS = 5_000;

/** Asks the server to check a transaction with the bank again (idempotent). */
export function verifyTransaction(transactionId: string): Promise<TTransaction> {
  return apiSend('/api/transactions/verify', {
    method: 'POST',
    request: ZVerifyTransactionRequest,
    body: { transactionId },
    schema: ZTransaction,
    errorNotice: 'none',
  });
}

/** Polls a PENDING payment until the bank settles it one way or the other. */
export function usePendingPayment(transactionId: string | null) {
  return useQuery({
    queryKey: ['transactions', 'verify', transactionId],
    queryFn: () => verifyTransaction(transactionId!),
    enabled: transactionId !== null,
    refetchInterval: (query) =>
      query.state.data && query.state.data.state !== 'PENDING' && query.state.data.state !== 'INIT'
        ? false
        : VERIFY_POLL_MS,
    retry: false,
  });
}
