import { SmsSendError } from './sms-provider';

export interface ProviderRequest {
  /** Provider name put on errors, e.g. 'kavenegar'. */
  provider: string;
  /** Human name used in error messages, e.g. 'Kavenegar'. */
  label: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

export interface ProviderReply {
  status: number;
  text: string;
}

/**
 * POSTs to a provider and returns the raw status and body. Turns network failures into
 * SmsSendError without ever quoting the underlying error: fetch's own messages can contain the
 * request URL, and Kavenegar's URL contains the API key.
 */
export async function postToProvider(request: ProviderRequest): Promise<ProviderReply> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal,
      // A redirect from an SMS API is unexpected; following it could send the key elsewhere.
      redirect: 'manual',
    });
    // Reading the body is inside the same try so a provider that stalls mid-body also times out.
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    if (signal.aborted) {
      throw new SmsSendError(
        request.provider,
        'timeout',
        `${request.label} did not answer within ${request.timeoutMs} ms`,
      );
    }
    const detail = networkErrorCode(error);
    throw new SmsSendError(
      request.provider,
      'unavailable',
      `${request.label} could not be reached${detail ? ` (${detail})` : ''}`,
    );
  }
}

/** Only a system error code such as ECONNREFUSED is safe to repeat: it never carries the URL. */
function networkErrorCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? code : undefined;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Provider messages are untrusted text that ends up in our logs: keep them short, on one line,
 * and free of anything secret we sent (a provider may echo its input).
 */
export function quoteProviderText(text: string | null | undefined, secrets: string[]): string {
  if (!text) return '';
  let cleaned = text.replace(/\p{Cc}/gu, ' ').trim();
  for (const secret of secrets) {
    if (secret === '') continue;
    cleaned = cleaned.replaceAll(secret, '[redacted]').replaceAll(encodeURIComponent(secret), '[redacted]');
  }
  if (cleaned === '') return '';
  const short = cleaned.length > 200 ? `${cleaned.slice(0, 200)}…` : cleaned;
  return `; provider said: ${JSON.stringify(short)}`;
}
