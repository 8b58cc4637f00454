import { useEffect } from 'react';
import { useNetworkStore } from '../../../stores/network-store';
import { checkHealth } from '../api/check-health';

export const HEALTH_CHECK_INTERVAL_MS = 30_000; // SPEC §9

/**
 * Keeps the persisted online flag current (SPEC §4). A vendor with offline access works through
 * outages, so its status must be true to the server: a health check at start and every 30 s. Other
 * vendors only need the browser's own idea of being online, without any polling.
 * `offlineAccess` is undefined until the vendor is known.
 */
export function useNetworkMonitor(offlineAccess: boolean | undefined): void {
  const setOnline = useNetworkStore((state) => state.setOnline);

  useEffect(() => {
    if (offlineAccess !== true) {
      const follow = () => setOnline(navigator.onLine);
      follow();
      window.addEventListener('online', follow);
      window.addEventListener('offline', follow);
      return () => {
        window.removeEventListener('online', follow);
        window.removeEventListener('offline', follow);
      };
    }

    let stopped = false;
    const check = async () => {
      const healthy = await checkHealth();
      if (!stopped) setOnline(healthy);
    };
    void check();
    const timer = setInterval(check, HEALTH_CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [offlineAccess, setOnline]);
}
