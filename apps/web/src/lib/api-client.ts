import {
  ERROR_MESSAGES,
  NOTICES_FA,
  type RequestBody,
  type RequestSchema,
  ZErrorBody,
  ZTokens,
} from '@sofreh/domain';
import { useAuthStore } from '../stores/auth-store';
import { ApiError } from './api-error';
import { notifyError, notifySuccess } from './notify';
import { loginPathFor } from './session-routes';

/**
 * Which failures raise the red notice:
 * - 'all': every failure (SPEC §8 default for reads and actions);
 * - 'non-field': forms — failures that carry field `errors` are shown beside the fields instead;
 * - 'none': the caller shows the failure itself (code boxes, the health check's status dot).
 */
export type ErrorNotice = 'all' | 'non-field' | 'none';

/** Anything with Zod's `safeParse`, so the client checks answers against the domain contracts. */
export type ResponseSchema<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
};

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: ResponseSchema<T>;
  errorNotice?: ErrorNotice;
  signal?: AbortSignal;
  /** Extra headers for this call, e.g. an order's Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * A separate session's access token (the platform administrators', see decision 0019), sent
   * instead of the staff or customer session's; a 401 is then left to the caller, never renewed with
   * the staff session's refresh cookie.
   */
  bearer?: string | null;
};

/**
 * A write whose body is typed by the domain contract the server validates it with (decision 0049):
 * `request` names the zod request schema, `body` must be its input. Nothing is checked here at run
 * time: the server stays the judge, and a form checks first with `checkedBody` when it wants to.
 */
export type SendOptions<S extends RequestSchema, T> = Omit<RequestOptions<T>, 'method' | 'body'> & {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  request: S;
  body: RequestBody<S>;
};

/** The two contracts of a "save": create (POST, no id) and update (PUT, the id in the body). */
export type SaveContracts<C extends RequestSchema, U extends RequestSchema> = { create: C; update: U };

export type RequestTiming = { method: string; path: string; status: number; durationMs: number };

const AUTH_PREFIX = '/api-identity/identity/auth/';
export const REFRESH_TOKEN_PATH = `${AUTH_PREFIX}refreshtoken`;
/** The auth calls answer 401 for a wrong code or a dead refresh token: never a reason to refresh. */
const AUTH_CALLS = new Set(['login', 'verify', 'refreshtoken', 'logout', 'adminlogin']);
const KEPT_TIMINGS = 100; // SPEC §9
const RELOAD_AFTER_RENEWAL_MS = 1000; // SPEC §9

function isAuthCall(path: string): boolean {
  if (!path.startsWith(AUTH_PREFIX)) return false;
  const action = path.slice(AUTH_PREFIX.length).split(/[/?]/)[0] ?? '';
  return AUTH_CALLS.has(action);
}

function requestHeaders(hasJsonBody: boolean, bearer: string | null | undefined): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': 'fa',
    // The server finds the vendor (tenant) from this; the page's host is the vendor's address.
    hostDomain: window.location.hostname,
    'request-start-time': String(Date.now()),
  });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const token = bearer === undefined ? useAuthStore.getState().token : bearer;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const parsed = ZErrorBody.safeParse(await readJson(response));
  if (parsed.success) return new ApiError({ status: response.status, ...parsed.data });
  // A proxy or gateway page instead of our JSON: still say something a person understands.
  const code = response.status >= 500 ? 'INTERNAL_ERROR' : 'OPERATION_FAILED';
  return new ApiError({ status: response.status, code, message: ERROR_MESSAGES.fa[code] });
}

function shouldNotify(errorNotice: ErrorNotice, error: ApiError): boolean {
  if (errorNotice === 'none') return false;
  if (errorNotice === 'non-field') return error.errors.length === 0;
  return true;
}

/**
 * One client per page. A factory rather than loose module state so that each test starts with an
 * empty timing log and no session renewal in flight.
 */
export function createApiClient() {
  const timings: RequestTiming[] = [];
  // Shared by every 401 that arrives while a renewal runs or after it succeeded (the page is about to
  // reload): one refresh call, one notice, one reload.
  let renewal: Promise<void> | null = null;

  function recordTiming(timing: RequestTiming): void {
    timings.push(timing);
    if (timings.length > KEPT_TIMINGS) timings.splice(0, timings.length - KEPT_TIMINGS);
  }

  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const {
      method = 'GET',
      body,
      schema,
      errorNotice = 'all',
      signal,
      headers: extraHeaders,
      bearer,
    } = options;
    const startedAt = Date.now();
    let response: Response;
    try {
      // A FormData body (file upload) goes as multipart with the boundary the browser writes.
      const isForm = body instanceof FormData;
      const headers = requestHeaders(body !== undefined && !isForm, bearer);
      for (const [name, value] of Object.entries(extraHeaders ?? {})) headers.set(name, value);
      response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      });
    } catch (cause) {
      // A query cancelled by React Query is not a failure anyone should hear about.
      if (signal?.aborted) throw cause;
      recordTiming({ method, path, status: 0, durationMs: Date.now() - startedAt });
      const error = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NOTICES_FA.NETWORK_ERROR });
      if (errorNotice !== 'none') notifyError(error.message);
      throw error;
    }
    recordTiming({ method, path, status: response.status, durationMs: Date.now() - startedAt });

    if (response.ok) {
      const data = response.status === 204 ? undefined : await readJson(response);
      if (!schema) return data as T;
      const parsed = schema.safeParse(data);
      if (parsed.success) return parsed.data;
      const error = new ApiError({
        status: response.status,
        code: 'INVALID_RESPONSE',
        message: 'پاسخ سرور قابل خواندن نبود؛ لطفاً دوباره تلاش کنید.',
      });
      if (errorNotice !== 'none') notifyError(error.message);
      throw error;
    }

    const error = await errorFromResponse(response);
    if (response.status === 401 && !isAuthCall(path)) {
      // Another session's token (an administrator's): its owner decides what an expiry means.
      if (bearer !== undefined) throw error;
      // SPEC §8: a 401 starts session renewal instead of a red notice; the caller still gets the error.
      await renewSession();
      throw error;
    }
    if (shouldNotify(errorNotice, error)) notifyError(error.message);
    throw error;
  }

  function send<S extends RequestSchema, T = unknown>(path: string, options: SendOptions<S, T>): Promise<T> {
    const { request: _contract, ...rest } = options;
    return request<T>(path, rest);
  }

  /**
   * Creates when the body has no id, otherwise updates: the catalog-style pair of routes on one path
   * (SPEC §7). Each body is typed by its own contract.
   */
  function save<C extends RequestSchema, U extends RequestSchema, T = unknown>(
    path: string,
    _contracts: SaveContracts<C, U>,
    body: RequestBody<C> | RequestBody<U>,
    options: Omit<RequestOptions<T>, 'method' | 'body'> = {},
  ): Promise<T> {
    const id = (body as { id?: unknown }).id;
    return id === undefined || id === null || id === ''
      ? request<T>(path, { ...options, method: 'POST', body })
      : request<T>(path, { ...options, method: 'PUT', body });
  }

  function renewSession(): Promise<void> {
    renewal ??= (async () => {
      try {
        // The HttpOnly cookie carries the refresh token; the body stays empty on purpose.
        const tokens = await request(REFRESH_TOKEN_PATH, {
          method: 'POST',
          body: {},
          schema: ZTokens,
          errorNotice: 'none',
        });
        useAuthStore.getState().setToken(tokens.token);
        notifySuccess(NOTICES_FA.TOKEN_RENEWED);
        setTimeout(() => window.location.reload(), RELOAD_AFTER_RENEWAL_MS);
      } catch {
        useAuthStore.getState().clear();
        window.location.assign(loginPathFor(window.location));
      }
    })();
    return renewal;
  }

  /** Durations of the last 100 calls, oldest first, for monitoring (SPEC §9). */
  function getRecentDurations(): number[] {
    return timings.map((timing) => timing.durationMs);
  }

  function getRecentTimings(): readonly RequestTiming[] {
    return [...timings];
  }

  return { request, send, save, getRecentDurations, getRecentTimings };
}

const pageClient = createApiClient();

export const apiRequest = pageClient.request;
/** Writes: prefer these to `apiRequest`, their bodies are typed by the domain contracts. */
export const apiSend = pageClient.send;
export const apiSave = pageClient.save;
export const getRecentDurations = pageClient.getRecentDurations;
export const getRecentTimings = pageClient.getRecentTimings;
