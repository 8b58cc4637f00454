import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openPostgres, wrapPglite } from '../src/db/database';
import { adminQuery, withDatabase } from './global-setup';

export type DbKind = 'pglite' | 'postgres';

/** The engines database tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated database copied from the run's template. Close it when done. */
export async function openTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return wrapPglite(client);
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `sofreh_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const database = openPostgres(withDatabase(url, name), { max: 10 });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
