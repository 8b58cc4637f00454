/**
 * A lean HTTP/1.1 load generator for answers with large bodies (bench/menu).
 *
 * Why not autocannon there: autocannon appends every body chunk to a string (`req.body += data`, in
 * its pipelined-requests queue), so it decodes each answer as UTF-8 — for the 13 KiB brotli menu it
 * managed about 40 MB/s of bodies on this machine, ~3,000 answers/s whatever the server did, and its
 * own queueing became the p99. A fixed Fastify Buffer of the same size served 10,000+/s to Node's own
 * client. This one writes one fixed request per keep-alive connection, reads the status line and
 * Content-Length, and skips the body's bytes without looking at them: the server, not the load
 * generator, is what gets measured.
 *
 * One request in flight per connection (no pipelining), like autocannon's default. Each connection
 * goes round the given requests in turn, starting at its own place, so the mix holds at any moment.
 * Answers must carry Content-Length, or be a 304 or 204 (no body); chunked answers are refused loudly.
 */
import net from 'node:net';

export type LoadOptions = {
  host: string;
  port: number;
  /** The GET requests of the mix: each a path and its headers. */
  requests: Array<{ path: string; headers: Record<string, string> }>;
  connections: number;
  seconds: number;
  /** An answer slower than this counts as a timeout (its connection is replaced). */
  timeoutMs?: number;
};

export type LoadResult = {
  /** Answers per second over the run. */
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  total: number;
  /** Answers that were neither a 2xx nor a 304. */
  notOk: number;
  errors: number;
  timeouts: number;
};

const HEADER_END = Buffer.from('\r\n\r\n');

/** The status code and body length of an answer whose head is `head` (without the blank line). */
export function parseHead(head: string): { status: number; length: number } {
  const status = Number(head.slice(9, 12));
  if (status === 304 || status === 204) return { status, length: 0 };
  const match = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (!match) {
    if (/\r\ntransfer-encoding:/i.test(head)) throw new Error('chunked answers are not supported');
    throw new Error('an answer without Content-Length');
  }
  return { status, length: Number(match[1]) };
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/** Runs `connections` keep-alive connections for `seconds` and reports throughput and latency. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const requests = options.requests.map(({ path, headers }) =>
    Buffer.from(
      `GET ${path} HTTP/1.1\r\nhost: ${options.host}:${options.port}\r\n` +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        '\r\n',
    ),
  );
  if (requests.length === 0) throw new Error('no requests to send');
  let connections = 0;
  const latencies: number[] = [];
  const result = { total: 0, notOk: 0, errors: 0, timeouts: 0 };
  let running = true;
  const started = performance.now();

  return new Promise((resolve) => {
    let open = 0;
    const finish = () => {
      const elapsed = (performance.now() - started) / 1000;
      const sorted = Float64Array.from(latencies).sort();
      resolve({
        ...result,
        rps: result.total / elapsed,
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
      });
    };

    const connect = () => {
      open += 1;
      let next = connections++;
      const socket = net.connect(options.port, '127.0.0.1');
      socket.setNoDelay(true);
      let head: Buffer = Buffer.alloc(0);
      /** Body bytes still to skip; -1 while the head is being read. */
      let remaining = -1;
      let status = 0;
      let sentAt = 0;
      let timer: NodeJS.Timeout | undefined;
      let closed = false;

      const close = () => {
        if (closed) return;
        closed = true;
        clearTimeout(timer);
        socket.destroy();
        open -= 1;
        if (running) connect();
        else if (open === 0) finish();
      };
      const send = () => {
        if (!running) return close();
        head = Buffer.alloc(0);
        remaining = -1;
        sentAt = performance.now();
        timer = setTimeout(() => {
          result.timeouts += 1;
          close();
        }, timeoutMs);
        socket.write(requests[next++ % requests.length]!);
      };
      const answered = (code: number) => {
        clearTimeout(timer);
        latencies.push(performance.now() - sentAt);
        result.total += 1;
        if ((code < 200 || code > 299) && code !== 304) result.notOk += 1;
      };

      socket.on('connect', send);
      socket.on('error', () => {
        result.errors += 1;
        close();
      });
      socket.on('close', close);
      socket.on('data', (chunk: Buffer) => {
        let data = chunk;
        while (data.length > 0) {
          if (remaining < 0) {
            head = head.length ? Buffer.concat([head, data]) : data;
            const end = head.indexOf(HEADER_END);
            if (end < 0) return;
            const parsed = parseHead(head.toString('latin1', 0, end));
            data = head.subarray(end + HEADER_END.length);
            remaining = parsed.length;
            status = parsed.status;
          }
          const taken = Math.min(remaining, data.length);
          remaining -= taken;
          data = data.subarray(taken);
          if (remaining === 0) {
            answered(status);
            if (data.length > 0) throw new Error('bytes after an answer on an unpipelined connection');
            send();
            return;
          }
        }
      });
    };

    for (let i = 0; i < options.connections; i++) connect();
    setTimeout(() => {
      running = false;
    }, options.seconds * 1000);
  });
}
