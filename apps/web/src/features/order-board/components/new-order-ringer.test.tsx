import type { TNewOrderAlarm, TUnseenOrder } from '@sofreh/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { reply, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { NewOrderRinger } from './new-order-ringer';

const FIRST = '0b000000-0000-4000-8000-000000000042';
const SECOND = '0b000000-0000-4000-8000-000000000043';

function unseen(id: string, number: number): TUnseenOrder {
  return {
    id,
    number,
    status: 'NEEDFORCALL',
    deliveryType: 'PICKUP',
    finalPrice: 640_000,
    currency: 'TOMAN',
    createdAt: '2026-11-22T09:30:00.000Z',
  };
}
const alarmOf = (...orders: TUnseenOrder[]): TNewOrderAlarm => ({ orders, totalCount: orders.length });

class FakeAudio {
  static instances: FakeAudio[] = [];
  static refuse = false;
  loop = false;
  currentTime = 0;
  paused = true;
  constructor(public src: string) {
    FakeAudio.instances.push(this);
  }
  play = vi.fn(() => {
    if (FakeAudio.refuse) return Promise.reject(new Error('NotAllowedError'));
    this.paused = false;
    return Promise.resolve();
  });
  pause = vi.fn(() => {
    this.paused = true;
  });
}

class FakeNotification {
  static permission = 'granted';
  static shown: Array<{ title: string; tag?: string }> = [];
  onclick: (() => void) | null = null;
  constructor(title: string, options: { tag?: string }) {
    FakeNotification.shown.push({ title, tag: options.tag });
  }
}

/** A live stream the test writes events into. */
function controllableStream() {
  let push: (text: string) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
    },
  });
  return {
    response: () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => push(text),
  };
}

const CAN_SEE_ORDERS = reply(200, { permissions: ['ORDERS_VIEW'] });

describe('NewOrderRinger', () => {
  beforeEach(() => {
    useAuthStore.getState().setToken('staff-token');
    FakeAudio.instances = [];
    FakeAudio.refuse = false;
    FakeNotification.shown = [];
    vi.stubGlobal('Audio', FakeAudio);
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('rings for orders nobody acknowledged, even ones from before the page opened, until «دیدم»', async () => {
    let waiting = alarmOf(unseen(FIRST, 42), unseen(SECOND, 43));
    const api = stubApi({
      'GET /api-identity/identity/permissions/me': CAN_SEE_ORDERS,
      'GET /api/orders/alarm': () => reply(200, waiting),
      'POST /api/orders/alarm/acknowledge': () => {
        waiting = alarmOf();
        return reply(200, waiting);
      },
    });
    renderWithProviders(<NewOrderRinger />, { path: '/bo/menu' });
    const banner = await screen.findByRole('alert', { name: 'سفارش جدید' });
    expect(banner.textContent).toContain('۲ سفارش جدید رسید!');
    expect(banner.textContent).toContain('سفارش ۴۲');
    expect(banner.textContent).toContain('سفارش ۴۳');
    // From another page it offers the way to the board.
    expect(within(banner).getByRole('link', { name: 'نمایش سفارش‌ها' }).getAttribute('href')).toBe(
      '/bo/orders',
    );

    const audio = FakeAudio.instances[0]!;
    expect(audio.src).toBe('/sounds/new-order.wav');
    expect(audio.loop).toBe(true);
    await waitFor(() => expect(banner.getAttribute('data-sound')).toBe('playing'));
    expect(FakeNotification.shown.map((n) => n.tag).sort()).toEqual([FIRST, SECOND]);
    expect(FakeNotification.shown[0]!.title).toBe('سفارش جدید ۴۲');

    await userEvent.click(within(banner).getByRole('button', { name: 'دیدم' }));
    expect(api.callsTo('POST /api/orders/alarm/acknowledge')[0]!.body).toEqual({ orderIds: [FIRST, SECOND] });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(audio.paused).toBe(true);
  });

  it('starts ringing when a new order is heard live, and stops when someone else says «دیدم»', async () => {
    const stream = controllableStream();
    let waiting = alarmOf();
    stubApi({
      'GET /api-identity/identity/permissions/me': CAN_SEE_ORDERS,
      'GET /api/orders/alarm': () => reply(200, waiting),
      'GET /api/orders/stream': () => stream.response(),
    });
    renderWithProviders(<NewOrderRinger />, { path: '/bo/settings/vendor' });
    await waitFor(() => expect(FakeAudio.instances).toHaveLength(0));
    stream.send('event: ready\ndata: {}\n\n');

    waiting = alarmOf(unseen(FIRST, 42));
    stream.send(`event: order\ndata: {"kind":"CREATED","orderId":"${FIRST}","status":"NEEDFORCALL"}\n\n`);
    const banner = await screen.findByRole('alert', { name: 'سفارش جدید' });
    expect(banner.textContent).toContain('یک سفارش جدید رسید!');
    await waitFor(() => expect(FakeAudio.instances[0]?.paused).toBe(false));

    waiting = alarmOf();
    stream.send(`event: order\ndata: {"kind":"ACKNOWLEDGED","orderId":"${FIRST}","status":null}\n\n`);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(FakeAudio.instances[0]!.paused).toBe(true);
  });

  it('says when the browser holds the sound back, and plays it at the first click', async () => {
    FakeAudio.refuse = true;
    stubApi({
      'GET /api-identity/identity/permissions/me': CAN_SEE_ORDERS,
      'GET /api/orders/alarm': reply(200, alarmOf(unseen(FIRST, 42))),
    });
    renderWithProviders(<NewOrderRinger />, { path: '/bo/orders' });
    const banner = await screen.findByRole('alert', { name: 'سفارش جدید' });
    expect(await within(banner).findByText('مرورگر تا روی صفحه کلیک نکنید صدا پخش نمی‌کند.')).toBeTruthy();
    // Already on the board: no link to it.
    expect(within(banner).queryByRole('link', { name: 'نمایش سفارش‌ها' })).toBeNull();

    FakeAudio.refuse = false;
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(banner.getAttribute('data-sound')).toBe('playing'));
    expect(FakeAudio.instances[0]!.paused).toBe(false);
  });

  it('stays silent for staff who do not see orders, without asking', async () => {
    const api = stubApi({
      'GET /api-identity/identity/permissions/me': reply(200, { permissions: ['MENU_VIEW'] }),
      'GET /api/orders/alarm': reply(200, alarmOf(unseen(FIRST, 42))),
    });
    renderWithProviders(<NewOrderRinger />, { path: '/bo/menu' });
    await waitFor(() => expect(api.callsTo('GET /api-identity/identity/permissions/me')).toHaveLength(1));
    expect(api.callsTo('GET /api/orders/alarm')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
