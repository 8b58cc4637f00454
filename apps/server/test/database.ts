import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { type Database, openPostgres, pgliteDatabase } from '../src/db/database';
import { TurnTakingPGlite } from '../src/db/pglite-client';
import { adminQuery, withDatabase } from './global-setup';

export type DbKind = 'pglite' | 'postgres';

/**
 * Both engines: PGlite always, PostgreSQL when TEST_DATABASE_URL is set (always in CI). For the suites
 * about what can differ between them — migrations, locks and concurrency, the change feed, jobs, the
 * audit log's actor, caches — and at least one suite of every module, its smoke on PGlite.
 */
export const DB_KINDS: DbKind[] = inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];

/**
 * One engine, PostgreSQL when there is one (CI) and PGlite otherwise: for suites of a module's
 * rules and routes that run the same SQL on both and do nothing concurrently, whose module keeps
 * another suite on both engines. Running them twice cost a whole app per engine per file (0042).
 */
export const ONE_KIND: DbKind[] = inject('postgresTemplate') ? ['postgres'] : ['pglite'];

export type TestDatabase = Database & {
  /**
   * The same database through a handle of its own, as a second server instance would have it: its
   * own pool on PostgreSQL, the same client on PGlite (one process). Closing it leaves this one open.
   */
  secondHandle(): Database;
};

/** A fresh, migrated database copied from the run's template. Close it when done. */
export async function openTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    const client = await TurnTakingPGlite.open({ loadDataDir: new Blob([dump]) });
    const database = pgliteDatabase(client);
    return { ...database, secondHandle: () => ({ ...pgliteDatabase(client), close: async () => {} }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `sofreh_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const database = openPostgres(withDatabase(url, name), { max: 10 });
  return {
    ...database,
    secondHandle: () => openPostgres(withDatabase(url, name), { max: 10 }),
    async close() {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
