import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/global-setup';
import { openPostgres } from './database';
import { migrate } from './migrate';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('migrations on PostgreSQL', () => {
  it('applies each migration once when two instances start together', async () => {
    const name = `sofreh_migrate_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(url!, `CREATE DATABASE ${name}`);
    const a = openPostgres(withDatabase(url!, name), { max: 2 });
    const b = openPostgres(withDatabase(url!, name), { max: 2 });
    try {
      const [first, second] = await Promise.all([migrate(a), migrate(b)]);
      // One instance applied everything, the other found nothing left to do.
      expect([first.length, second.length].sort()).toEqual([0, first.length + second.length]);
      const applied = await a.executeSql('SELECT count(*)::int AS n FROM schema_migrations');
      expect(applied.rows[0]!.n).toBe(first.length + second.length);
      expect(await migrate(a)).toEqual([]);
    } finally {
      await a.close();
      await b.close();
      await adminQuery(url!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
