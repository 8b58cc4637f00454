import { Stack } from '@mantine/core';
import { useCan } from '../../../lib/my-permissions';
import { MAX_CARDS, useIncomingCalls } from '../hooks/use-incoming-calls';
import { IncomingCallCard } from './incoming-call-card';

/**
 * The incoming-call cards, on every back-office page (decision 0024), for whoever sees orders: the
 * newest on top, at the bottom corner away from the sidebar, until someone closes them or starts an
 * order for the caller.
 */
export function IncomingCalls() {
  const canSeeOrders = useCan('ORDERS_VIEW');
  const { callIds, dismiss } = useIncomingCalls(canSeeOrders);
  if (callIds.length === 0) return null;
  return (
    <Stack
      gap="sm"
      aria-live="polite"
      style={{
        position: 'fixed',
        bottom: 16,
        left: 16,
        width: 'min(400px, calc(100vw - 32px))',
        zIndex: 180,
      }}
    >
      {callIds.slice(0, MAX_CARDS).map((callId) => (
        <IncomingCallCard key={callId} callId={callId} onClose={() => dismiss(callId)} />
      ))}
    </Stack>
  );
}
