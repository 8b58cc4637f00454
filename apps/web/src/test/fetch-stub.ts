import { vi } from 'vitest';

export type StubRequest = { method: string; path: string; headers: Headers; body: unknown };
type Reply = { status: number; body?: unknown } | Response;
type Handler = (request: StubRequest) => Reply | Promise<Reply>;

/** An answer the way the server writes it. */
export function reply(status: number, body?: unknown): Reply {
  return { status, body };
}

function toResponse(answer: Reply): Response {
  if (answer instanceof Response) return answer;
  if (answer.status === 204 || answer.body === undefined)
    return new Response(null, { status: answer.status });
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces `fetch` with a tiny fake server: keys are 'METHOD /path' (query string ignored). Anything
 * else answers 404 like the real server. Returns the mock and the list of requests it received.
 */
export function stubApi(handlers: Record<string, Handler | Reply>) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, headers: new Headers(init?.headers), body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) {
      return toResponse(
        reply(404, { code: 'API_ENDPOINT_NOT_FOUND_ERR', message: 'چنین آدرسی در سرور وجود ندارد.' }),
      );
    }
    return toResponse(typeof handler === 'function' ? await handler(request) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key);
  return { fetchMock, requests, callsTo };
}
