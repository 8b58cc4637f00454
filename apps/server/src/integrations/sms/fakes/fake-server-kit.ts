// Shared plumbing for the fake SMS providers. Node built-ins only: login tests and the demo use these too.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * - `'ok'`: behave like the real provider (validate, then accept).
 * - `{ fail }`: answer every request with that HTTP status and the provider's error envelope;
 *   `providerStatus` / `message` override what the envelope says.
 * - `{ hang: true }`: read the request and never answer.
 * - `{ garbage: true }`: answer with a body that is not JSON, without sending (a proxy's page), with
 *   HTTP `httpStatus` (default 200).
 * - `{ garbleAfterSending: true }`: send the message as `'ok'` does, then answer 200 with its success
 *   body cut short — the message reached the phone, but its answer cannot be read.
 * - `{ failTimes }`: answer the next n requests with 500, then behave as `'ok'`.
 */
export type FakeSmsMode =
  | 'ok'
  | { fail: number; providerStatus?: number; message?: string }
  | { hang: true }
  | { garbage: true; httpStatus?: number }
  | { garbleAfterSending: true }
  | { failTimes: number };

export interface FakeRequest<Body> {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Body;
}

export interface FakeReadyNotice {
  phoneNumber: string;
  /** Kavenegar: the template name; SMS.ir: the template id as text. */
  template: string;
  /** Kavenegar: token…token10; SMS.ir: the named parameters. */
  values: Record<string, string>;
}

export interface FakeSmsServer<Body> {
  /** Base URL to pass as the adapter's baseUrl. */
  url: string;
  /** Everything received, oldest first, whatever the mode. */
  requests: FakeRequest<Body>[];
  /** Messages the fake accepted, oldest first: what a phone would have received. */
  delivered: Array<{ phoneNumber: string; code: string }>;
  /** "Order ready" notices the fake accepted through the ready template, oldest first. */
  readyNotices: FakeReadyNotice[];
  setMode(mode: FakeSmsMode): void;
  /** Stops listening and drops open connections, hanging ones included. */
  close(): Promise<void>;
}

export type ForcedOutcome =
  | { kind: 'none' }
  | { kind: 'garbleAfterSending' }
  | { kind: 'fail'; status: number; providerStatus?: number; message?: string }
  | { kind: 'hang' }
  | { kind: 'garbage'; status: number };

/** Turns the current mode into what should happen to the next request, counting `failTimes` down. */
export function createModeSwitch() {
  let mode: FakeSmsMode = 'ok';
  let failuresLeft = 0;
  return {
    set(next: FakeSmsMode) {
      mode = next;
      failuresLeft = typeof next === 'object' && 'failTimes' in next ? next.failTimes : 0;
    },
    next(): ForcedOutcome {
      if (mode === 'ok') return { kind: 'none' };
      if ('hang' in mode) return { kind: 'hang' };
      if ('garbage' in mode) return { kind: 'garbage', status: mode.httpStatus ?? 200 };
      if ('garbleAfterSending' in mode) return { kind: 'garbleAfterSending' };
      if ('fail' in mode) return { kind: 'fail', status: mode.fail, ...pickDefined(mode) };
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return { kind: 'fail', status: 500 };
      }
      return { kind: 'none' };
    },
  };
}

function pickDefined(mode: { providerStatus?: number; message?: string }) {
  return {
    ...(mode.providerStatus === undefined ? {} : { providerStatus: mode.providerStatus }),
    ...(mode.message === undefined ? {} : { message: mode.message }),
  };
}

export async function listenOnLoopback(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.close((error) => (error ? reject(error) : resolve()));
        // close() alone waits for open connections, and a hanging request would keep it waiting.
        server.closeAllConnections();
      }),
  };
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** A success answer as a provider sends it, or (`garble`) cut off halfway: HTTP 200 all the same. */
export function sendSuccess(response: ServerResponse, body: unknown, garble: boolean): void {
  if (!garble) {
    sendJson(response, 200, body);
    return;
  }
  const text = JSON.stringify(body);
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(text.slice(0, Math.floor(text.length / 2)));
}

export function sendGarbage(response: ServerResponse, status = 200): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end('<html><body>Service temporarily moved</body></html>');
}

export const IRANIAN_MOBILE = /^09\d{9}$/;

/** A loopback URL with nothing listening, for the "provider unreachable" path. */
export async function urlNobodyListensOn(): Promise<string> {
  const server = await listenOnLoopback(async () => {});
  await server.close();
  return server.url;
}
