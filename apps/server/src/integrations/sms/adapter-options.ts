// Checks run when an adapter is created, so a misconfigured server fails at boot, not at the first login.

export const DEFAULT_SMS_TIMEOUT_MS = 5000;

export function requireText(value: string, what: string): string {
  if (value.trim() === '') throw new Error(`${what} is empty`);
  return value;
}

export function requireTimeout(timeoutMs: number | undefined, what: string): number {
  const value = timeoutMs ?? DEFAULT_SMS_TIMEOUT_MS;
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${what} must be a positive whole number of milliseconds, got ${value}`);
  }
  return value;
}

/** Returns the base URL without a trailing slash so paths can be appended with one. */
export function requireBaseUrl(baseUrl: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new Error(`${what} is not a valid URL: ${baseUrl}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${what} must be an http(s) URL: ${baseUrl}`);
  }
  return baseUrl.replace(/\/+$/, '');
}
