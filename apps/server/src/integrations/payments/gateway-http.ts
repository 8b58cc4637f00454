// Plumbing shared by the HTTP gateway adapters: one POST with a deadline, and safe quoting.

export type GatewayReply =
  | { kind: 'answered'; status: number; text: string }
  | { kind: 'timeout' }
  | { kind: 'unreachable'; code?: string };

/**
 * POSTs JSON and returns the raw answer, or says why there is none. Never throws for network
 * trouble and never quotes fetch's own error text, which can carry the URL and the request.
 */
export async function postJson(url: string, body: unknown, timeoutMs: number): Promise<GatewayReply> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'User-Agent': 'Sofreh' },
      body: JSON.stringify(body),
      signal,
      // A gateway API that redirects is not behaving as documented; following it could send the
      // merchant id elsewhere.
      redirect: 'manual',
    });
    // Inside the same try: a provider that stalls halfway through its body also times out.
    const text = await response.text();
    return { kind: 'answered', status: response.status, text };
  } catch (error) {
    if (signal.aborted) return { kind: 'timeout' };
    return { kind: 'unreachable', code: systemErrorCode(error) };
  }
}

/** A system error code such as ECONNREFUSED is safe to repeat: it never carries the URL. */
function systemErrorCode(error: unknown): string | undefined {
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
 * Provider text is untrusted and ends up in our logs: one short line, with anything secret we sent
 * (a provider may echo its input) replaced.
 */
export function quoteProviderText(text: unknown, secrets: string[]): string {
  if (typeof text !== 'string' || text === '') return '';
  let cleaned = text.replace(/\p{Cc}/gu, ' ').trim();
  for (const secret of secrets) if (secret) cleaned = cleaned.replaceAll(secret, '[redacted]');
  if (cleaned === '') return '';
  const short = cleaned.length > 200 ? `${cleaned.slice(0, 200)}…` : cleaned;
  return `; provider said: ${JSON.stringify(short)}`;
}

/** Returns the base URL without a trailing slash; throws (at start-up) when it is not http(s). */
export function requireBaseUrl(baseUrl: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new Error(`${what} is not a valid URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${what} must be http(s)`);
  return baseUrl.replace(/\/+$/, '');
}
