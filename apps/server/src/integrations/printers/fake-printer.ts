import net from 'node:net';
import { decodeRasterReceipts, type MonoBitmap } from './escpos';

/**
 * A receipt printer on localhost for tests: takes ESC/POS over TCP like a JetDirect port (reads to the
 * end, then closes), keeps the bytes of each connection, and decodes their raster back to images.
 * `mode` reproduces a printer that is on but not taking the job ('stall': never reads, never closes).
 * Like many real ones it takes every connection it is offered, so two senders at once would print
 * into each other: `mostAtOnce` says how many connections it ever had open together, and `holdMs`
 * keeps each one open that long after its last byte, as a printer busy printing does.
 */
export async function startFakePrinter(options: { holdMs?: number } = {}) {
  const jobs: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  let mode: 'ok' | 'stall' = 'ok';
  let open = 0;
  let mostAtOnce = 0;
  // Half-open: the printer closes its side itself once it has the job (and, with holdMs, printed it).
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    sockets.add(socket);
    open += 1;
    mostAtOnce = Math.max(mostAtOnce, open);
    socket.on('close', () => {
      sockets.delete(socket);
      open -= 1;
    });
    socket.on('error', () => {});
    if (mode === 'stall') {
      socket.pause();
      return;
    }
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const finish = () => {
        jobs.push(Buffer.concat(chunks));
        socket.end();
      };
      if (options.holdMs) setTimeout(finish, options.holdMs);
      else finish();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    ip: '127.0.0.1',
    port,
    /** The raw bytes of every finished connection, oldest first. */
    jobs,
    /** Every receipt printed so far, decoded from the raster commands. */
    receipts(): MonoBitmap[] {
      return jobs.flatMap((bytes) => decodeRasterReceipts(bytes));
    },
    setMode(next: 'ok' | 'stall') {
      mode = next;
    },
    /** The most connections that were open at the same moment. */
    mostAtOnce: () => mostAtOnce,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakePrinter = Awaited<ReturnType<typeof startFakePrinter>>;

/** A port on localhost nothing listens on: a printer that is switched off at that address. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
