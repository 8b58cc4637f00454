import { formatNumber } from '@sofreh/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

// A new order rings until someone says they saw it (issue 5): the chime loops, the browser shows a
// notification when the person allowed them, and the board highlights the rows.

export const NEW_ORDER_SOUND = '/sounds/new-order.wav';

export type NewOrderAlarm = {
  /** Orders that arrived since the last acknowledgement. */
  pending: readonly string[];
  ring: (orderId: string, number?: number) => void;
  acknowledge: () => void;
  /** False when the browser refused to play before the person touched the page. */
  soundBlocked: boolean;
};

export function useNewOrderAlarm(): NewOrderAlarm {
  const [pending, setPending] = useState<string[]>([]);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);

  const stop = useCallback(() => {
    const current = audio.current;
    if (!current) return;
    current.pause();
    current.currentTime = 0;
  }, []);

  useEffect(() => stop, [stop]);

  const ring = useCallback((orderId: string, number?: number) => {
    setPending((list) => (list.includes(orderId) ? list : [...list, orderId]));
    audio.current ??= Object.assign(new Audio(NEW_ORDER_SOUND), { loop: true });
    const played = audio.current.play();
    // Browsers refuse sound until the person has interacted with the page; the banner still shows.
    played?.then?.(
      () => setSoundBlocked(false),
      () => setSoundBlocked(true),
    );
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      const title = number === undefined ? 'سفارش جدید' : `سفارش جدید ${formatNumber(number)}`;
      new Notification(title, { body: 'سفارش تازه‌ای در فهرست سفارش‌ها منتظر شماست.', tag: orderId });
    }
  }, []);

  const acknowledge = useCallback(() => {
    stop();
    setPending([]);
  }, [stop]);

  return { pending, ring, acknowledge, soundBlocked };
}
