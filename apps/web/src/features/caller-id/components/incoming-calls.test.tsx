import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { IncomingCallCard } from './incoming-call-card';
import { IncomingCalls } from './incoming-calls';

const CALLS = '/api-identity/identity/users/callerid';
const CALL_ID = '3a0e7c1a-0000-4000-8000-000000000001';
const LINE_ID = '3a0e7c1a-0000-4000-8000-0000000000aa';
const ALI_CALL = {
  id: CALL_ID,
  lineId: LINE_ID,
  lineNumber: 1,
  lineLabel: 'خط سفارش',
  number: '09121111111',
  receivedAt: '2026-11-22T09:30:00.000Z',
  test: false,
  customer: { id: 'u1', firstName: 'علی', lastName: 'رضایی', phoneNumber: '09121111111' },
  lastOrders: [
    {
      id: 'o3',
      number: 42,
      createdAt: '2026-11-21T10:00:00.000Z',
      finalPrice: 240000,
      currency: 'TOMAN',
      status: 'DELIVERED',
    },
    {
      id: 'o2',
      number: 17,
      createdAt: '2026-11-10T10:00:00.000Z',
      finalPrice: 98000,
      currency: 'TOMAN',
      status: 'FINISHED',
    },
    {
      id: 'o1',
      number: 5,
      createdAt: '2026-10-01T10:00:00.000Z',
      finalPrice: 150000,
      currency: 'TOMAN',
      status: 'REJECTED',
    },
  ],
};
const STRANGER_CALL = {
  ...ALI_CALL,
  id: '3a0e7c1a-0000-4000-8000-000000000002',
  number: '02188776655',
  test: true,
  customer: null,
  lastOrders: [],
};

function WhereAmI() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

function renderCard(callId: string) {
  const onClose = vi.fn();
  renderWithProviders(
    <Routes>
      <Route path="/bo/orders" element={<IncomingCallCard callId={callId} onClose={onClose} />} />
      <Route path="/bo/orders/new" element={<WhereAmI />} />
    </Routes>,
    { path: '/bo/orders' },
  );
  return { onClose };
}

describe('IncomingCallCard', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a known customer’s name, number in Persian digits and last 3 orders, and starts an order for him', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [`GET ${CALLS}`]: reply(200, { data: [ALI_CALL] }) });
    const { onClose } = renderCard(CALL_ID);

    const card = await screen.findByRole('region', { name: 'تماس ورودی از ۰۹۱۲ ۱۱۱ ۱۱۱۱' });
    expect(within(card).getByText('علی رضایی')).toBeTruthy();
    expect(within(card).getByText('۰۹۱۲ ۱۱۱ ۱۱۱۱')).toBeTruthy();
    expect(within(card).getByText(/خط ۱ · خط سفارش/)).toBeTruthy();
    expect(within(card).getByText('سفارش ۴۲')).toBeTruthy();
    expect(within(card).getByText('۲۴۰٬۰۰۰ تومان')).toBeTruthy();
    expect(within(card).getByText('۱۴۰۵/۰۸/۳۰')).toBeTruthy();
    expect(within(card).getByText('تحویل‌شده')).toBeTruthy();
    expect(within(card).getByText('سفارش ۵')).toBeTruthy();
    expect(within(card).queryByText('مشتری جدید')).toBeNull();
    expect(pageText()).not.toMatch(/[0-9]/);
    expect(new URL(api.requests[0]!.path, 'http://x').pathname).toBe(CALLS);

    await user.click(within(card).getByRole('button', { name: 'سفارش جدید برای این تماس' }));
    expect(await screen.findByText('at /bo/orders/new?phone=09121111111')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('calls an unknown number «مشتری جدید», marks a test call, and still offers a new order', async () => {
    const user = userEvent.setup();
    stubApi({ [`GET ${CALLS}`]: reply(200, { data: [STRANGER_CALL] }) });
    renderCard(STRANGER_CALL.id);

    const card = await screen.findByRole('region', { name: 'تماس ورودی از ۰۲۱ ۸۸۷۷ ۶۶۵۵' });
    expect(within(card).getByText('مشتری جدید')).toBeTruthy();
    expect(within(card).getByText('آزمایشی')).toBeTruthy();
    expect(within(card).queryByText(/سفارش \S+$/)).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'سفارش جدید برای این تماس' }));
    expect(await screen.findByText('at /bo/orders/new?phone=02188776655')).toBeTruthy();
  });
});

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

describe('IncomingCalls', { timeout: 20_000 }, () => {
  beforeEach(() => useAuthStore.getState().setToken('staff-token'));
  afterEach(() => vi.unstubAllGlobals());

  it('pops one card per call heard on the live stream, however often the stream repeats it, until closed', async () => {
    const user = userEvent.setup();
    const stream = controllableStream();
    const api = stubApi({
      'GET /api-identity/identity/permissions/me': reply(200, {
        permissions: ['ORDERS_VIEW'],
        isOwner: false,
      }),
      'GET /api/orders/stream': () => stream.response(),
      [`GET ${CALLS}`]: reply(200, { data: [ALI_CALL] }),
    });
    renderWithProviders(<IncomingCalls />, { path: '/bo/menu' });
    await waitFor(() => expect(api.callsTo('GET /api/orders/stream')).toHaveLength(1));
    expect(api.callsTo('GET /api/orders/stream')[0]!.headers.get('authorization')).toBe('Bearer staff-token');

    stream.send('event: ready\ndata: {}\n\n');
    const event = `event: call\ndata: {"callId":"${CALL_ID}","lineId":"${LINE_ID}","number":"09121111111"}\n\n`;
    stream.send(event);
    stream.send(event);
    const card = await screen.findByRole('region', { name: 'تماس ورودی از ۰۹۱۲ ۱۱۱ ۱۱۱۱' });
    expect(within(card).getByText('علی رضایی')).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'بستن تماس' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('opens no stream for someone who may not see orders', async () => {
    const api = stubApi({
      'GET /api-identity/identity/permissions/me': reply(200, {
        permissions: ['MENU_MANAGE'],
        isOwner: false,
      }),
    });
    renderWithProviders(<IncomingCalls />, { path: '/bo/menu' });
    await waitFor(() => expect(api.callsTo('GET /api-identity/identity/permissions/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /api/orders/stream')).toHaveLength(0);
  });
});
