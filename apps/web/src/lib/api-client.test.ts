import { notificationsStore } from '@mantine/notifications';
import {
  NOTICES_FA,
  ZActivationRequest,
  ZCreateMenuCategoryRequest,
  ZMenuCategory,
  ZUpdateMenuCategoryRequest,
} from '@sofreh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { reply, stubApi } from '../test/fetch-stub';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { checkedBody } from './checked-body';

const REFRESH = 'POST /api-identity/identity/auth/refreshtoken';
const ORDERS = 'GET /api/orders';

function notices() {
  return notificationsStore.getState().notifications.map(({ color, message }) => ({ color, message }));
}

let reload: ReturnType<typeof vi.fn<() => void>>;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  reload = vi.fn<() => void>();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

describe('request headers', () => {
  it('sends Accept-Language, hostDomain, the bearer token and the request start time', async () => {
    useAuthStore.getState().setToken('access-1');
    const api = stubApi({ [ORDERS]: reply(200, { data: [] }) });
    const before = Date.now();

    await createApiClient().request('/api/orders');

    const { headers } = api.requests[0]!;
    expect(headers.get('Accept-Language')).toBe('fa');
    expect(headers.get('hostDomain')).toBe('demo.localhost');
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    const startedAt = Number(headers.get('request-start-time'));
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
  });

  it('sends no Authorization header when nobody is logged in', async () => {
    const api = stubApi({ [ORDERS]: reply(200, {}) });
    await createApiClient().request('/api/orders');
    expect(api.requests[0]!.headers.has('Authorization')).toBe(false);
  });
});

describe('writes typed by the domain contracts (decision 0049)', () => {
  const CATEGORIES = '/api-catalog/catalog/menucategories';
  const category = {
    id: 'c1',
    title: 'کباب',
    description: null,
    sortOrder: 1,
    active: true,
    sellChannels: ['WEBSITE'],
    printerStationId: null,
    itemCount: 0,
  };
  const contracts = { create: ZCreateMenuCategoryRequest, update: ZUpdateMenuCategoryRequest };

  it('save creates with POST without an id and updates with PUT with one, reading the answer', async () => {
    const api = stubApi({
      [`POST ${CATEGORIES}`]: reply(201, category),
      [`PUT ${CATEGORIES}`]: reply(200, category),
    });
    const client = createApiClient();

    const created = await client.save(CATEGORIES, contracts, { title: 'کباب' }, { schema: ZMenuCategory });
    await client.save(CATEGORIES, contracts, { id: 'c1', active: false }, { schema: ZMenuCategory });

    expect(created.title).toBe('کباب');
    expect(api.requests.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: { title: 'کباب' } },
      { method: 'PUT', body: { id: 'c1', active: false } },
    ]);
  });

  it('send sends the body with the method named beside its contract', async () => {
    const api = stubApi({ [`PUT ${CATEGORIES}/c1/activation`]: reply(200, category) });
    await createApiClient().send(`${CATEGORIES}/c1/activation`, {
      method: 'PUT',
      request: ZActivationRequest,
      body: { active: true },
    });
    expect(api.requests[0]).toMatchObject({ method: 'PUT', body: { active: true } });
    expect(api.requests[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('checkedBody refuses a draft as the server would: the contract’s messages under dotted paths', () => {
    const draft = { title: '', sellChannels: ['WEBSITE', 'NOPE'] };
    let refusal: unknown;
    try {
      checkedBody(ZCreateMenuCategoryRequest, draft);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    const fields = (refusal as ApiError).fieldErrors();
    expect((refusal as ApiError).status).toBe(400);
    expect((refusal as ApiError).code).toBe('BAD_REQUEST');
    expect(Object.keys(fields).sort()).toEqual(['sellChannels.1', 'title']);
    expect(fields.title).toMatch(/[\u0600-\u06FF]/);
    expect(checkedBody(ZCreateMenuCategoryRequest, { title: 'کباب' })).toEqual({ title: 'کباب' });
  });
});

describe('request durations', () => {
  it('keeps only the last 100', async () => {
    stubApi({ [ORDERS]: reply(200, {}) });
    const client = createApiClient();
    for (let call = 0; call < 105; call++) await client.request('/api/orders');
    expect(client.getRecentDurations()).toHaveLength(100);
    expect(client.getRecentDurations().every((ms) => ms >= 0)).toBe(true);
  });
});

describe('failures', () => {
  const body = {
    code: 'BAD_REQUEST',
    message: 'برخی از مقادیر وارد شده معتبر نیستند.',
    errors: [{ field: 'phoneNumber', message: 'شماره تلفن همراه اشتباه است.' }],
  };

  it('rebuilds the server error and shows its message in a red notice', async () => {
    stubApi({ [ORDERS]: reply(400, body) });
    const error = await createApiClient()
      .request('/api/orders')
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: body.message });
    expect((error as ApiError).fieldErrors()).toEqual({ phoneNumber: 'شماره تلفن همراه اشتباه است.' });
    expect(notices()).toEqual([{ color: 'red', message: body.message }]);
  });

  it('lets a form keep field errors beside its fields instead of the notice', async () => {
    stubApi({ [ORDERS]: reply(400, body) });
    await expect(createApiClient().request('/api/orders', { errorNotice: 'non-field' })).rejects.toThrow();
    expect(notices()).toEqual([]);
  });

  it('shows the network notice when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await createApiClient()
      .request('/api/orders')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, message: NOTICES_FA.NETWORK_ERROR });
    expect(notices()).toEqual([{ color: 'red', message: NOTICES_FA.NETWORK_ERROR }]);
  });
});

describe('session renewal on 401', () => {
  const unauthorized = reply(401, {
    code: 'JWT_DECODE_ERR',
    message: 'نشست شما معتبر نیست؛ لطفاً دوباره وارد شوید.',
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the new token, shows the renewed notice and reloads after one second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    useAuthStore.getState().setToken('expired');
    const api = stubApi({
      [ORDERS]: unauthorized,
      [REFRESH]: reply(200, { token: 'fresh', refreshToken: 'r2' }),
    });

    await expect(createApiClient().request('/api/orders')).rejects.toMatchObject({ status: 401 });

    expect(api.callsTo(REFRESH)[0]!.body).toEqual({});
    expect(useAuthStore.getState().token).toBe('fresh');
    expect(notices()).toEqual([{ color: 'green', message: NOTICES_FA.TOKEN_RENEWED }]);
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('clears the credentials and sends back-office staff to the back-office login', async () => {
    window.history.replaceState(null, '', '/bo/orders');
    useAuthStore.getState().setToken('expired');
    stubApi({
      [ORDERS]: unauthorized,
      [REFRESH]: reply(401, { code: 'REFRESH_TOKEN_INVALID', message: 'x' }),
    });

    await expect(createApiClient().request('/api/orders')).rejects.toMatchObject({ status: 401 });

    expect(useAuthStore.getState().token).toBeNull();
    expect(assign).toHaveBeenCalledWith('/bo/auth/login');
    expect(reload).not.toHaveBeenCalled();
    expect(notices()).toEqual([]);
  });

  it('sends a customer to the customer login, keeping the table', async () => {
    window.history.replaceState(null, '', '/?table=5');
    useAuthStore.getState().setToken('expired');
    stubApi({
      [ORDERS]: unauthorized,
      [REFRESH]: reply(401, { code: 'REFRESH_TOKEN_INVALID', message: 'x' }),
    });

    await expect(createApiClient().request('/api/orders')).rejects.toThrow();

    expect(useAuthStore.getState().token).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth/login?table=5');
  });

  it('shares one refresh among concurrent 401s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let releaseRefresh: () => void = () => {};
    const refreshAnswered = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const api = stubApi({
      [ORDERS]: unauthorized,
      'GET /api/tables': unauthorized,
      'GET /api-identity/identity/auth/me': unauthorized,
      [REFRESH]: async () => {
        await refreshAnswered;
        return reply(200, { token: 'fresh', refreshToken: 'r2' });
      },
    });
    const client = createApiClient();

    const calls = [
      client.request('/api/orders'),
      client.request('/api/tables'),
      client.request('/api-identity/identity/auth/me'),
    ].map((call) => call.catch(() => 'rejected'));
    await vi.waitFor(() => expect(api.callsTo(REFRESH)).toHaveLength(1));
    releaseRefresh();
    await Promise.all(calls);
    // A 401 arriving after the renewal, before the reload, does not start another one.
    await client.request('/api/orders').catch(() => undefined);

    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(notices()).toEqual([{ color: 'green', message: NOTICES_FA.TOKEN_RENEWED }]);
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when the auth calls themselves answer 401', async () => {
    const api = stubApi({
      'POST /api-identity/identity/auth/verify': reply(401, {
        code: 'OTP_INVALID',
        message: 'کد وارد شده اشتباه است.',
      }),
    });
    await expect(
      createApiClient().request('/api-identity/identity/auth/verify', {
        method: 'POST',
        body: { userId: 'u', otp: '000000' },
      }),
    ).rejects.toMatchObject({ status: 401, code: 'OTP_INVALID' });
    expect(api.callsTo(REFRESH)).toHaveLength(0);
    expect(notices()).toEqual([{ color: 'red', message: 'کد وارد شده اشتباه است.' }]);
  });
});
