import net from 'node:net';
import { decodeRasterReceipts, type MonoBitmap } from './escpos';

/**
 * A receipt printer on localhost for tests: takes ESC/POS over TCP like a JetDirect port (reads to the
 * end, then closes), keeps the bytes of each connection, and decodes their raster back to images.
 * `mode` reproduces a printer that is on but not taking the job ('stall': never reads, never closes).
 */
export async function startFakePrinter() {
  const jobs: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  let mode: 'ok' | 'stall' = 'ok';
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (mode === 'stall') {
      socket.pause();
      return;
    }
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      jobs.push(Buffer.concat(chunks));
      socket.end();
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
