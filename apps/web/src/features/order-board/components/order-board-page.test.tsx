import type { TBoardOrderRow, TBoardOrdersPage, TOrderStatus } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { makeOrder } from '../../../test/factories';
import { reply, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { OrderBoardPage } from './order-board-page';

const ORDER_ID = '0b000000-0000-4000-8000-000000000042';

function row(overrides: Partial<TBoardOrderRow> = {}): TBoardOrderRow {
  return {
    id: ORDER_ID,
    number: 42,
    status: 'NEEDFORCALL',
    source: 'WEBSITE',
    deliveryType: 'PICKUP',
    paymentMethod: 'CASH',
    paymentState: 'PENDING',
    finalPrice: 640_000,
    currency: 'TOMAN',
    itemCount: 2,
    tableNumber: null,
    createdAt: '2026-11-22T09:30:00.000Z',
    customerName: 'مریم احمدی',
    customerPhone: '09121234567',
    addressText: null,
    refunded: 0,
    refundedAt: null,
    refundOwed: 0,
    ...overrides,
  };
}

function boardPage(data: TBoardOrderRow[], totalCount = data.length): TBoardOrdersPage {
  const counts = Object.fromEntries(
    [
      'SUBMITTED',
      'PAID',
      'CONFIRMED',
      'DELIVERED',
      'REJECTED',
      'FINISHED',
      'DELIVERING',
      'READYTOSHIPMENT',
      'READYTOPICKUP',
      'READYTOSERVE',
      'NEEDFORCALL',
    ].map((s) => [s, 0]),
  ) as Record<TOrderStatus, number>;
  counts.NEEDFORCALL = 20;
  counts.CONFIRMED = 3;
  return { data, take: data.length, totalCount, counts, allCount: 23 };
}

/** The URLs the board asked the list with, in order. */
function listUrls(fetchMock: ReturnType<typeof stubApi>['fetchMock']): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.href))
    .filter((url) => url.pathname === '/api/orders');
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

class FakeAudio {
  static instances: FakeAudio[] = [];
  loop = false;
  currentTime = 0;
  paused = true;
  constructor(public src: string) {
    FakeAudio.instances.push(this);
  }
  play = vi.fn(() => {
    this.paused = false;
    return Promise.resolve();
  });
  pause = vi.fn(() => {
    this.paused = true;
  });
}

describe('OrderBoardPage', () => {
  beforeEach(() => {
    useAuthStore.getState().setToken('staff-token');
    FakeAudio.instances = [];
    vi.stubGlobal('Audio', FakeAudio);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows tabs with Persian labels and counts, asks per tab, and remembers the chosen one', async () => {
    const api = stubApi({
      'GET /api-identity/identity/permissions/me': reply(200, {
        permissions: ['ORDERS_VIEW', 'ORDERS_CREATE'],
      }),
      'GET /api/orders': reply(200, boardPage([row()])),
      'GET /api/orders/stream': reply(503, { code: 'LIVE_UPDATES_UNAVAILABLE', message: 'x' }),
    });
    renderWithProviders(<OrderBoardPage />);
    expect(await screen.findByText('مریم احمدی')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'سفارش جدید' })).getAttribute('href')).toBe(
      '/bo/orders/new',
    );
    // Eleven states in eight tabs, every one of them in sight (issue 19 point 16).
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/[۰-۹]+/g, '').trim())).toEqual([
      'همه',
      'جدید',
      'تأییدشده',
      'آماده',
      'در حال ارسال',
      'تحویل‌شده',
      'ردشده',
      'در انتظار پرداخت',
    ]);
    const fresh = screen.getByRole('tab', { name: /جدید/ });
    expect(fresh.textContent).toContain('۲۰');
    expect(screen.getByRole('tab', { name: /همه/ }).textContent).toContain('۲۳');
    expect(screen.getByText('۶۴۰٬۰۰۰ تومان')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /تأییدشده/ }));
    await waitFor(() => expect(listUrls(api.fetchMock).at(-1)?.searchParams.get('status')).toBe('CONFIRMED'));
    expect(localStorage.getItem('sofreh:order-board-group')).toContain('CONFIRMED');

    // A group of several states asks for all of them, and offers each one inside it.
    await userEvent.click(fresh);
    await waitFor(() =>
      expect(listUrls(api.fetchMock).at(-1)?.searchParams.getAll('statuses')).toEqual([
        'NEEDFORCALL',
        'PAID',
      ]),
    );
    await userEvent.click(screen.getByRole('radio', { name: /پرداخت‌شده/ }));
    await waitFor(() => expect(listUrls(api.fetchMock).at(-1)?.searchParams.get('status')).toBe('PAID'));
  });

  it('offers the column view: new, preparing, ready, on the way, each order a card that opens it', async () => {
    const api = stubApi({
      'GET /api-identity/identity/permissions/me': reply(200, { permissions: ['ORDERS_VIEW'] }),
      'GET /api/orders': reply(
        200,
        boardPage([
          row(),
          row({ id: '0b000000-0000-4000-8000-000000000043', number: 43, status: 'READYTOPICKUP' }),
        ]),
      ),
      'GET /api/orders/0b000000-0000-4000-8000-000000000043': reply(
        200,
        makeOrder({ id: '0b000000-0000-4000-8000-000000000043', number: 43, status: 'READYTOPICKUP' }),
      ),
    });
    renderWithProviders(<OrderBoardPage />);
    await screen.findAllByText('مریم احمدی');
    await userEvent.click(screen.getByRole('button', { name: 'ستونی' }));
    await waitFor(() =>
      expect(listUrls(api.fetchMock).at(-1)?.searchParams.getAll('statuses')).toEqual([
        'NEEDFORCALL',
        'PAID',
        'CONFIRMED',
        'READYTOSHIPMENT',
        'READYTOPICKUP',
        'READYTOSERVE',
        'DELIVERING',
      ]),
    );
    const columns = await screen.findAllByRole('region');
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual([
      'جدید',
      'در حال آماده‌سازی',
      'آماده',
      'در راه',
    ]);
    expect(within(columns[0]!).getByRole('button', { name: 'سفارش ۴۲' })).toBeTruthy();
    expect(within(columns[1]!).getByText('سفارشی نیست.')).toBeTruthy();
    const ready = within(columns[2]!).getByRole('button', { name: 'سفارش ۴۳' });
    expect(ready.textContent).toContain('آماده تحویل حضوری');
    await userEvent.click(ready);
    expect(await screen.findByRole('dialog', { name: 'جزئیات سفارش' })).toBeTruthy();
    expect(localStorage.getItem('sofreh:order-board-view')).toContain('columns');
  });

  it('marks each row printed or not, station by station', async () => {
    const TARGET = {
      stationId: '0c000000-0000-4000-8000-000000000001',
      stationName: 'آشپزخانه',
      kind: 'KITCHEN',
      printerId: null,
      printerName: null,
      itemCount: 2,
      state: 'PRINTED',
      output: 'BROWSER',
      printedAt: '2026-11-22T09:31:00.000Z',
      failureReason: null,
      printCount: 1,
    };
    const other = '0b000000-0000-4000-8000-000000000043';
    const api = stubApi({
      'GET /api/orders': reply(
        200,
        boardPage([row(), row({ id: other, number: 43, customerName: 'علی رضایی' })]),
      ),
      'GET /api/orders/stream': reply(503, { code: 'LIVE_UPDATES_UNAVAILABLE', message: 'x' }),
      'GET /api/printing/orders': reply(200, [
        { orderId: ORDER_ID, printed: true, targets: [TARGET] },
        // Issue 19 point 15: the kitchen's ticket printed, only the cashier's bill is missing.
        {
          orderId: other,
          printed: false,
          targets: [
            TARGET,
            {
              ...TARGET,
              stationId: '0c000000-0000-4000-8000-000000000002',
              stationName: 'صندوق',
              kind: 'CUSTOMER',
              state: 'NOT_PRINTED',
              printCount: 0,
              printedAt: null,
            },
          ],
        },
      ]),
    });
    renderWithProviders(<OrderBoardPage />);
    const printedRow = (await screen.findByText('مریم احمدی')).closest('tr')!;
    await waitFor(() =>
      expect(
        within(printedRow)
          .getAllByRole('listitem')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['آشپزخانه: چاپ شده']),
    );
    const halfRow = screen.getByText('علی رضایی').closest('tr')!;
    const badges = within(halfRow).getAllByRole('listitem');
    expect(badges.map((b) => b.getAttribute('aria-label'))).toEqual(['آشپزخانه: چاپ شده', 'صندوق: چاپ نشده']);
    expect(badges.map((b) => b.textContent)).toEqual(['✓آشپزخانه', '✗صندوق']);
    const asked = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), window.location.href))
      .find((url) => url.pathname === '/api/printing/orders')!;
    expect(asked.searchParams.get('orderIds')!.split(',').sort()).toEqual([ORDER_ID, other].sort());
  });

  it('grows the list by 15 with «more», and a filter starts again from 15', async () => {
    const api = stubApi({
      'GET /api-identity/identity/permissions/me': reply(200, {
        permissions: ['ORDERS_VIEW', 'ORDERS_CREATE'],
      }),
      'GET /api/orders': reply(200, boardPage([row()], 40)),
      'GET /api/orders/stream': reply(503, { code: 'LIVE_UPDATES_UNAVAILABLE', message: 'x' }),
    });
    renderWithProviders(<OrderBoardPage />);
    await userEvent.click(await screen.findByRole('button', { name: /سفارش‌های بیشتر/ }));
    await waitFor(() => expect(listUrls(api.fetchMock).at(-1)?.searchParams.get('take')).toBe('30'));

    await userEvent.click(screen.getByRole('combobox', { name: 'نوع تحویل' }));
    await userEvent.click(await screen.findByRole('option', { name: 'تحویل حضوری' }));
    await waitFor(() => {
      const last = listUrls(api.fetchMock).at(-1)!;
      expect(last.searchParams.get('deliveryType')).toBe('PICKUP');
      expect(last.searchParams.get('take')).toBe('15');
    });
  });

  it('highlights the rows of orders nobody acknowledged yet, refreshing on a live event', async () => {
    const stream = controllableStream();
    let unseen: string[] = [];
    const api = stubApi({
      'GET /api-identity/identity/permissions/me': reply(200, {
        permissions: ['ORDERS_VIEW', 'ORDERS_CREATE'],
      }),
      'GET /api/orders': reply(200, boardPage([row()])),
      'GET /api/orders/alarm': () =>
        reply(200, {
          orders: unseen.map((id) => ({ ...row({ id }), status: 'NEEDFORCALL' })),
          totalCount: unseen.length,
        }),
      'GET /api/orders/stream': () => stream.response(),
    });
    renderWithProviders(<OrderBoardPage />);
    await screen.findByText('مریم احمدی');
    stream.send('event: ready\ndata: {}\n\n');
    expect(await screen.findByText('به‌روزرسانی زنده')).toBeTruthy();
    expect(api.callsTo('GET /api/orders/stream')[0]!.headers.get('authorization')).toBe('Bearer staff-token');
    expect(screen.getByText('مریم احمدی').closest('tr')?.getAttribute('data-new')).toBeNull();

    unseen = [ORDER_ID];
    stream.send(`event: order\ndata: {"kind":"CREATED","orderId":"${ORDER_ID}","status":"NEEDFORCALL"}\n\n`);
    await waitFor(() =>
      expect(screen.getByText('مریم احمدی').closest('tr')?.getAttribute('data-new')).toBe('true'),
    );
    // The ringing itself is the panel-wide ringer's (new-order-ringer.test.tsx): the board never rings twice.
    expect(FakeAudio.instances).toHaveLength(0);
  });

  it('shows a cash order paid in the drawer and its row once it is handed over (decision 0031)', async () => {
    // The server decides the payment state; the board shows what the move answered and re-reads the list.
    let order = makeOrder({ id: ORDER_ID, status: 'READYTOPICKUP', paymentMethod: 'CASH' });
    stubApi({
      'GET /api-identity/identity/permissions/me': reply(200, {
        permissions: ['ORDERS_VIEW', 'ORDERS_MANAGE'],
      }),
      'GET /api/orders': () =>
        reply(200, boardPage([row({ status: order.status, paymentState: order.paymentState })])),
      'GET /api/orders/stream': reply(503, { code: 'LIVE_UPDATES_UNAVAILABLE', message: 'x' }),
      [`GET /api/orders/${ORDER_ID}`]: () => reply(200, order),
      'PATCH /api/orders/state': () => {
        order = { ...order, status: 'DELIVERED', paymentState: 'PAID' };
        return reply(200, order);
      },
    });
    renderWithProviders(<OrderBoardPage />);
    const boardRow = (await screen.findByText('مریم احمدی')).closest('tr')!;
    expect(boardRow.textContent).toContain('در انتظار پرداخت');

    await userEvent.click(within(boardRow).getByRole('button', { name: 'سفارش ۴۲' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'تحویل شد' }));
    await waitFor(() => expect(within(drawer).getByText('پرداخت‌شده')).toBeTruthy());
    expect(within(drawer).queryByText('در انتظار پرداخت')).toBeNull();
    await waitFor(() =>
      expect(screen.getByText('مریم احمدی').closest('tr')!.textContent).toContain('پرداخت‌شده'),
    );
  });

  it('polls the list every 10 seconds while the live connection is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({
      'GET /api-identity/identity/permissions/me': reply(200, {
        permissions: ['ORDERS_VIEW', 'ORDERS_CREATE'],
      }),
      'GET /api/orders': reply(200, boardPage([row()])),
      'GET /api/orders/stream': reply(503, { code: 'LIVE_UPDATES_UNAVAILABLE', message: 'x' }),
    });
    renderWithProviders(<OrderBoardPage />);
    await screen.findByText('مریم احمدی');
    expect(screen.getByText('به‌روزرسانی هر ۱۰ ثانیه')).toBeTruthy();
    const before = listUrls(api.fetchMock).length;
    await vi.advanceTimersByTimeAsync(10_500);
    await waitFor(() => expect(listUrls(api.fetchMock).length).toBeGreaterThan(before));
  });
});
