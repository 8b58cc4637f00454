import type { Database, NotificationHandlers } from '../src/db/database';

/**
 * The database with a hand on its LISTEN connection: drop it, make the next opens fail, or make
 * pings hang (a connection that died without a word). Everything else is the real database.
 */
export function unreliableListener(database: Database) {
  const control = {
    opens: 0,
    failOpens: 0,
    pingsHang: false,
    current: null as NotificationHandlers | null,
    drop() {
      control.current?.lost(new Error('connection reset'));
    },
  };
  const wrapped: Database = {
    ...database,
    async openListener(channels, handlers) {
      control.opens++;
      if (control.failOpens > 0) {
        control.failOpens--;
        throw new Error('connection refused');
      }
      const connection = await database.openListener(channels, handlers);
      control.current = handlers;
      return {
        ping: () => (control.pingsHang ? new Promise<void>(() => {}) : connection.ping()),
        close: () => connection.close(),
      };
    },
  };
  return { database: wrapped, control };
}
