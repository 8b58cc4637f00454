/** What bench/menu.ts and its server process (menu-server.ts) say to each other. */

export type BenchKind = 'postgres' | 'pglite';
export const BENCH_HOST = 'bench.localhost';
/** The restaurant's own page on another origin than the API's (CORS headers in the answer). */
export const BENCH_ORIGIN = 'https://bench.localhost';
export const MENU_PATH = '/api-catalog/catalog/menucategories/site?sellChannel=WEBSITE';

/**
 * What every request of the bench sends: the vendor, and the codings a browser accepts
 * (BENCH_ACCEPT_ENCODING, '' for none: the uncompressed JSON).
 */
export const REQUEST_HEADERS: Record<string, string> = {
  hostdomain: BENCH_HOST,
  ...(process.env.BENCH_ACCEPT_ENCODING === ''
    ? {}
    : { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br' }),
};

/** The three kinds of menu request customers' browsers send. */
export type MenuRequestKind = 'first visit' | 'returning' | 'cross-origin';

/**
 * The requests of the mix, in the order each connection sends them: 2 in 5 a first visit (the whole
 * menu), 2 in 5 a returning browser asking with the ETag it keeps (`If-None-Match`: a 304), 1 in 5
 * from the restaurant's page on another origin (the whole menu with CORS headers).
 */
export function menuRequestMix(
  etag: string,
): Array<{ kind: MenuRequestKind; headers: Record<string, string> }> {
  const firstVisit = { kind: 'first visit' as const, headers: REQUEST_HEADERS };
  const returning = { kind: 'returning' as const, headers: { ...REQUEST_HEADERS, 'if-none-match': etag } };
  const crossOrigin = {
    kind: 'cross-origin' as const,
    headers: { ...REQUEST_HEADERS, origin: BENCH_ORIGIN },
  };
  return [firstVisit, returning, firstVisit, returning, crossOrigin];
}

export type ServerReady = {
  type: 'ready';
  cachedPort: number;
  uncachedPort: number;
  fixedPort: number;
  /** The current menu's ETag (the returning browsers' If-None-Match). */
  etag: string;
  /** The whole answer's bytes as sent, and its content coding. */
  bodyBytes: number;
  encoding: string;
  /** Bytes of the status line and headers of each kind of answer, per server (they should be equal). */
  headerBytes: Record<MenuRequestKind, { cached: number; fixed: number }>;
  items: number;
  toppings: number;
};

/**
 * Asked of the server process around each measurement: its CPU time so far, in microseconds, and the
 * part of it spent in the kernel (mostly the sockets' system calls).
 */
export type CpuReport = { type: 'cpu'; micros: number; systemMicros: number };
