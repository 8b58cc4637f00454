/** What bench/menu.ts and its server process (menu-server.ts) say to each other. */

export type BenchKind = 'postgres' | 'pglite';
export const BENCH_HOST = 'bench.localhost';
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

export type ServerReady = {
  type: 'ready';
  cachedPort: number;
  uncachedPort: number;
  fixedPort: number;
  /** The answer's bytes as sent, and its content coding. */
  bodyBytes: number;
  encoding: string;
  /** Bytes of the status line and headers of each server's answer (they should be equal). */
  headerBytes: { cached: number; fixed: number };
  items: number;
  toppings: number;
};

/**
 * Asked of the server process around each measurement: its CPU time so far, in microseconds, and the
 * part of it spent in the kernel (mostly the sockets' system calls).
 */
export type CpuReport = { type: 'cpu'; micros: number; systemMicros: number };
