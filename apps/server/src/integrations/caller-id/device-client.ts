import { CALLER_ID_KEY_HEADER, type TDeviceCallReport } from '@sofreh/domain';

// What a caller-ID box (or the small bridge program beside it) sends for an incoming call
// (decision 0024): one POST per call, the line's key in a header — never in the URL, which proxies
// and logs keep. Tests and the demo use it as the device; `ring.ts` is the same from a terminal.

export type DeviceCallResult = { status: number; body: unknown };

/**
 * Reports a call to `baseUrl` (the restaurant's own address, e.g. https://demo.sofreh.ir, or any
 * Sofreh address with `host` naming the restaurant). Never throws for an HTTP answer: the status and
 * body are returned for the caller to judge (a device logs and retries on 5xx or no answer).
 */
export async function reportIncomingCall(options: {
  baseUrl: string;
  key: string;
  report: TDeviceCallReport;
  /** The restaurant's host when baseUrl is not it (sent as hostDomain). */
  host?: string;
  timeoutMs?: number;
}): Promise<DeviceCallResult> {
  const response = await fetch(new URL('/api/callerid/calls', options.baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CALLER_ID_KEY_HEADER]: options.key,
      ...(options.host ? { hostdomain: options.host } : {}),
    },
    body: JSON.stringify(options.report),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body };
}
