import { ZCallEvent } from '@sofreh/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeLiveStream } from '../../../lib/live-stream';
import { useAuthStore } from '../../../stores/auth-store';

/** At most this many cards at once; an older one waits behind until a newer one is closed. */
export const MAX_CARDS = 3;

/**
 * The calls ringing now, newest first, heard on the back office's live stream (decision 0024). A
 * call is shown once however often the stream repeats it (the change feed delivers at least once).
 */
export function useIncomingCalls(enabled: boolean) {
  const token = useAuthStore((state) => state.token);
  const queryClient = useQueryClient();
  const [callIds, setCallIds] = useState<string[]>([]);
  const seen = useRef(new Set<string>());

  useEffect(() => {
    if (!enabled || !token) return;
    return subscribeLiveStream(token, {
      onEvent: (event, data) => {
        if (event !== 'call') return;
        const call = ZCallEvent.safeParse(data);
        if (!call.success || seen.current.has(call.data.callId)) return;
        seen.current.add(call.data.callId);
        setCallIds((ids) => [call.data.callId, ...ids]);
        // The settings page's recent calls and each line's last call.
        void queryClient.invalidateQueries({ queryKey: ['caller-id', 'calls', 'recent'] });
        void queryClient.invalidateQueries({ queryKey: ['caller-id', 'lines'] });
      },
    });
  }, [enabled, token, queryClient]);

  const dismiss = useCallback((callId: string) => setCallIds((ids) => ids.filter((id) => id !== callId)), []);
  return { callIds, dismiss };
}
