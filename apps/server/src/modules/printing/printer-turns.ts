import type { Database } from '../../db/database';

// One receipt at a time per printer (decision 0044). A network printer takes every connection it is
// offered, and two jobs sent at once — by two server instances, or two workers of one — come out
// interleaved. Each send waits its turn: first in this process, so a waiting job holds no database
// connection, then — on PostgreSQL, where other instances may be sending too — under a session
// advisory lock named after the printer, held on one connection for the length of the send. The
// database releases it if this process dies mid-send.

type Turns = <T>(key: string, work: () => Promise<T>) => Promise<T>;

/** Runs `work` for a key after every earlier call for the same key has finished. */
function createKeyedTurns(): Turns {
  const tails = new Map<string, Promise<void>>();
  return async (key, work) => {
    const before = tails.get(key) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    const tail = before.then(() => mine);
    tails.set(key, tail);
    await before;
    try {
      return await work();
    } finally {
      done();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

// Only one process can open a PGlite database, so for it this process's turns are everyone's: they
// are shared by every printing service here (a session lock would not do — PGlite has one session,
// and a session lock is granted again to the session that holds it).
const pgliteTurns = createKeyedTurns();

export type PrinterTurns = <T>(printer: PrinterKey, send: () => Promise<T>) => Promise<T>;
/** The physical printer: two printer records at the same address are one device. */
export type PrinterKey = { vendorId: string; ip: string; port: number };

export function createPrinterTurns(database: Database): PrinterTurns {
  if (database.kind === 'pglite') {
    return (printer, send) => pgliteTurns(keyOf(printer), send);
  }
  const localTurns = createKeyedTurns();
  return (printer, send) => {
    const key = keyOf(printer);
    return localTurns(key, () =>
      database.withConnection(async (run) => {
        await run('SELECT pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await send();
        } finally {
          await run('SELECT pg_advisory_unlock(hashtext($1))', [key]);
        }
      }),
    );
  };
}

const keyOf = (printer: PrinterKey) => `printer:${printer.vendorId}:${printer.ip}:${printer.port}`;
