import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNetworkStore } from '../../../stores/network-store';
import { reply, stubApi } from '../../../test/fetch-stub';
import { HEALTH_CHECK_INTERVAL_MS, useNetworkMonitor } from './use-network-monitor';

const HEALTH = 'GET /api/health';

describe('useNetworkMonitor', () => {
  it('checks the server at start and every 30 seconds for a vendor with offline access', async () => {
    vi.useFakeTimers();
    let healthy = true;
    const api = stubApi({
      [HEALTH]: () =>
        healthy ? reply(200, { status: 'ok', time: new Date().toISOString() }) : reply(503, {}),
    });

    renderHook(() => useNetworkMonitor(true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.callsTo(HEALTH)).toHaveLength(1);
    expect(useNetworkStore.getState().online).toBe(true);

    healthy = false;
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS));
    expect(api.callsTo(HEALTH)).toHaveLength(2);
    expect(useNetworkStore.getState().online).toBe(false);

    healthy = true;
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS));
    expect(useNetworkStore.getState().online).toBe(true);
  });

  it('is offline when the server cannot be reached at all, without a red notice every 30 s', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderHook(() => useNetworkMonitor(true));
    await vi.waitFor(() => expect(useNetworkStore.getState().online).toBe(false));
    const { notificationsStore } = await import('@mantine/notifications');
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });

  it('never polls for a vendor without offline access and follows the browser instead', async () => {
    vi.useFakeTimers();
    const api = stubApi({});
    renderHook(() => useNetworkMonitor(false));

    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS * 3));
    expect(api.requests).toHaveLength(0);
    expect(useNetworkStore.getState().online).toBe(navigator.onLine);

    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(useNetworkStore.getState().online).toBe(false);
  });
});
