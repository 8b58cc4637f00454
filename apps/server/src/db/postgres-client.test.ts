import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/global-setup';
import { runAsActor } from './actor';
import { type Database, openPostgres } from './database';
import { ActorAwarePool } from './postgres-client';

const OWNER = { userId: '00000000-0000-4000-8000-000000000001', requestId: 'req-1' };

// What the node-postgres adapter costs and which of pg's calling forms it keeps (database.test.ts
// checks the behaviour on both engines). PostgreSQL only.
describe.runIf(inject('postgresTemplate'))('the node-postgres adapter', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `sofreh_test_${crypto.randomBytes(6).toString('hex')}`;
  let database: Database;
  const sent: string[] = [];

  beforeAll(async () => {
    await adminQuery(url, `CREATE DATABASE ${name}`);
    database = openPostgres(withDatabase(url, name), { max: 2, onStatement: (text) => sent.push(text) });
    await database.executeSql('CREATE TABLE things (id int PRIMARY KEY)');
  });
  afterAll(async () => {
    await database?.close();
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  /** The statements `work` sends, by their first word. */
  async function statementsOf(work: () => Promise<unknown>) {
    sent.length = 0;
    await work();
    return sent.map((text) => text.trim().split(/\s+/)[0]!.toLowerCase());
  }

  it('adds nothing to a customer’s statements, and one statement to each staff transaction', async () => {
    const insert = (id: number) => sql`INSERT INTO things (id) VALUES (${id})`;
    expect(await statementsOf(() => database.db.execute(insert(1)))).toEqual(['insert']);
    expect(await statementsOf(() => database.db.transaction((tx) => tx.execute(insert(2))))).toEqual([
      'begin',
      'insert',
      'commit',
    ]);
    expect(
      await statementsOf(() =>
        runAsActor(OWNER, () => database.db.transaction((tx) => tx.execute(insert(3)))),
      ),
    ).toEqual(['begin', 'select', 'insert', 'commit']);
    // (A drizzle query runs when awaited: inside the request, as a route handler awaits it.)
    expect(
      await statementsOf(() => runAsActor(OWNER, async () => await database.db.execute(insert(4)))),
    ).toEqual(['begin', 'select', 'insert', 'commit']);
    // A read of a staff request is sent as it is.
    expect(
      await statementsOf(() =>
        runAsActor(OWNER, async () => await database.db.execute(sql`SELECT count(*) FROM things`)),
      ),
    ).toEqual(['select']);
  });

  it('keeps pg-pool’s callback form of a lone write', async () => {
    const pool = new ActorAwarePool({ connectionString: withDatabase(url, name), max: 1 });
    try {
      const row = await runAsActor(
        OWNER,
        () =>
          new Promise<Record<string, unknown>>((resolve, reject) =>
            pool.query(
              "INSERT INTO things (id) VALUES (100) RETURNING current_setting('sofreh.actor_id', true) AS actor",
              [],
              (error: Error | undefined, result: { rows: Array<Record<string, unknown>> }) =>
                error ? reject(error) : resolve(result.rows[0]!),
            ),
          ),
      );
      expect(row).toEqual({ actor: OWNER.userId });
    } finally {
      await pool.end();
    }
  });
});
