import net from 'node:net';
import { toPersianDigits } from '@sofreh/domain';
import type { NetworkPrinter, PrinterAddress, PrintResult } from './network-printer';

export type TcpPrinterOptions = {
  /** Time to open the connection (a printer that is off or not on the network). */
  connectTimeoutMs?: number;
  /** Time from connected to the printer having taken the whole job and closed its side. */
  writeTimeoutMs?: number;
};

/**
 * ESC/POS over raw TCP (port 9100, "JetDirect"): connect, write the job, close our side and wait for
 * the printer to close its own — the sign it read everything. Never throws: every failure is a
 * PrintResult with a Persian reason naming the printer.
 */
export function createTcpPrinter(options: TcpPrinterOptions = {}): NetworkPrinter {
  const connectTimeoutMs = options.connectTimeoutMs ?? 4_000;
  const writeTimeoutMs = options.writeTimeoutMs ?? 15_000;
  return {
    send(printer: PrinterAddress, bytes: Buffer): Promise<PrintResult> {
      const who = `چاپگر «${printer.name}» (${toPersianDigits(printer.ip)}:${toPersianDigits(printer.port)})`;
      return new Promise((resolve) => {
        let settled = false;
        let connected = false;
        const socket = net.connect({ host: printer.ip, port: printer.port });
        const finish = (result: PrintResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.destroy();
          resolve(result);
        };
        let timer = setTimeout(
          () =>
            finish({
              ok: false,
              reason: `${who} در ${toPersianDigits(Math.ceil(connectTimeoutMs / 1000))} ثانیه پاسخ نداد؛ روشن بودن و اتصال شبکه آن را بررسی کنید.`,
            }),
          connectTimeoutMs,
        );
        socket.on('connect', () => {
          connected = true;
          clearTimeout(timer);
          timer = setTimeout(
            () =>
              finish({
                ok: false,
                reason: `${who} فیش را کامل نگرفت (پس از ${toPersianDigits(Math.ceil(writeTimeoutMs / 1000))} ثانیه)؛ کاغذ و روشن بودن آن را بررسی کنید.`,
              }),
            writeTimeoutMs,
          );
          socket.end(bytes);
        });
        // The printer read to the end and closed its side: the job is in its buffer.
        socket.on('end', () => finish({ ok: true }));
        socket.on('close', () => {
          if (connected) finish({ ok: true });
        });
        socket.on('error', (error: NodeJS.ErrnoException) => {
          const reason =
            error.code === 'ECONNREFUSED'
              ? `${who} اتصال را نپذیرفت؛ درگاه چاپگر را بررسی کنید.`
              : error.code === 'EHOSTUNREACH' || error.code === 'ENETUNREACH' || error.code === 'ENOTFOUND'
                ? `${who} در شبکه پیدا نشد؛ نشانی آن را بررسی کنید.`
                : connected
                  ? `ارتباط با ${who} در میانه چاپ قطع شد.`
                  : `اتصال به ${who} برقرار نشد.`;
          finish({ ok: false, reason });
        });
      });
    },
  };
}
