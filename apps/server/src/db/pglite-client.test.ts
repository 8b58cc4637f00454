import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentActor, runAsActor } from './actor';
import { type Database, openPglite, pgliteDatabase } from './database';
import { TurnTakingPGlite } from './pglite-client';

// PGlite runs SQL on this thread: these tests check that a backlog of statements neither starves
// the event loop nor serves anyone out of turn (decision 0028). They count, never time.
describe('PGlite takes turns with the event loop', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openPglite();
  });

  afterAll(async () => {
    await database.close();
  });

  it('answers statements and transactions in the order they were issued', async () => {
    const answered: number[] = [];
    const work = Array.from({ length: 60 }, async (_, i) => {
      if (i % 2 === 0) await database.executeSql('SELECT $1::int AS n', [i]);
      else await database.db.transaction((tx) => tx.execute(sql`SELECT ${i}::int AS n`));
      answered.push(i);
    });
    await Promise.all(work);
    expect(answered).toEqual(Array.from({ length: 60 }, (_, i) => i));
  });

  it("runs each transaction in its caller's context: its own actor for the audit log", async () => {
    const seen = await Promise.all(
      ['a', 'b', 'c', 'd'].map((userId) =>
        runAsActor({ userId }, () =>
          database.db.transaction(async (tx) => {
            const result = await tx.execute(sql`SELECT current_setting('sofreh.actor_id', true) AS actor`);
            const { rows } = result as unknown as { rows: Array<{ actor: string }> };
            return [currentActor()?.userId, rows[0]!.actor];
          }),
        ),
      ),
    );
    expect(seen).toEqual([
      ['a', 'a'],
      ['b', 'b'],
      ['c', 'c'],
      ['d', 'd'],
    ]);
  });

  it('lets the event loop run between statements of a backlog', async () => {
    let done = 0;
    const backlog = Array.from({ length: 50 }, () =>
      database.executeSql('SELECT 1 AS one').then(() => done++),
    );
    // Scheduled after the backlog: it must not wait for all of it. Before decision 0028 the whole
    // backlog ran in one turn (done was 50 here).
    const doneAtNextTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    await Promise.all(backlog);
    expect(doneAtNextTurn).toBeLessThanOrEqual(1);
    expect(done).toBe(50);
  });

  it('serves every connection of a burst before serving any one of them again and again', async () => {
    // A request of three statements, as an order is a few; connections opened all at once, each
    // sending its next request as soon as the last one is answered.
    const server = http.createServer(async (_request, response) => {
      for (let i = 0; i < 3; i++) await database.executeSql('SELECT count(*) FROM pg_class');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const connections = 40;
    const agents = Array.from(
      { length: connections },
      () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
    );
    const answers = new Array<number>(connections).fill(0);
    // How often the busiest connection had been answered when the last one got its first answer.
    let busiestAtLastFirstAnswer = 0;
    const get = (agent: http.Agent) =>
      new Promise<void>((resolve, reject) => {
        const request = http.get({ port, host: '127.0.0.1', agent }, (response) => {
          response.resume();
          response.on('end', resolve);
        });
        request.on('error', reject);
      });
    try {
      await Promise.all(
        answers.map(async (_, c) => {
          while (answers.some((n) => n === 0)) {
            await get(agents[c]!);
            answers[c]!++;
            if (answers.every((n) => n > 0) && busiestAtLastFirstAnswer === 0)
              busiestAtLastFirstAnswer = Math.max(...answers);
          }
        }),
      );
    } finally {
      for (const agent of agents) agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
    // Node accepts one connection per turn of the loop. When a turn ran every waiting statement,
    // the first connections were answered about once per connection accepted (~40 times) before
    // the last one was served.
    expect(busiestAtLastFirstAnswer).toBeLessThan(connections / 4);
  });
});

// The adapter overrides PGlite's public query, exec and transaction and nothing else: these pin that
// PGlite's own features still work through it, and what drizzle's PGlite driver relies on.
describe('a TurnTakingPGlite is a PGlite', () => {
  let client: TurnTakingPGlite;
  let database: Database;
  /** What the test hook saw, and a text it holds back until released. */
  const seen: string[] = [];
  let hold: { text: string; released: Promise<void> } | null = null;

  beforeAll(async () => {
    client = await TurnTakingPGlite.open({
      async beforeStatement(text) {
        seen.push(text);
        if (hold && text.includes(hold.text)) await hold.released;
      },
    });
    database = pgliteDatabase(client);
    await database.executeSql('CREATE TABLE things (id int PRIMARY KEY, name text NOT NULL)');
  });

  afterAll(async () => {
    await database.close();
  });

  it("runs drizzle's transactions through its own transaction(), rolled back whole on an error", async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO things (id, name) VALUES (${1}, ${'kept?'})`);
      await tx.execute(sql`INSERT INTO things (id, name) VALUES (${1}, ${'duplicate'})`);
    });
    await expect(failing).rejects.toMatchObject({ cause: { code: '23505', constraint: 'things_pkey' } });
    expect((await database.executeSql('SELECT count(*)::int AS n FROM things')).rows).toEqual([{ n: 0 }]);
    // A savepoint (a transaction inside one) keeps the outer transaction's work.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO things (id, name) VALUES (${2}, ${'outer'})`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO things (id, name) VALUES (${3}, ${'inner'})`);
          throw new Error('roll the savepoint back');
        })
        .catch(() => {});
    });
    expect((await database.executeSql('SELECT id FROM things ORDER BY id')).rows).toEqual([{ id: 2 }]);
  });

  it("never runs a second handle's statement inside the first one's open transaction", async () => {
    const second = pgliteDatabase(client);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const rolledBack = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO things (id, name) VALUES (${999}, ${'uncommitted'})`);
      await gate;
      throw new Error('roll back');
    });
    const seen = second.executeSql('SELECT count(*)::int AS n FROM things WHERE id = $1', [999]);
    // Turns enough for the second statement to run, had it not waited for the transaction.
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
    open();
    await expect(rolledBack).rejects.toThrow('roll back');
    expect((await seen).rows).toEqual([{ n: 0 }]);
  });

  it('runs parameterless scripts whole, hears its own NOTIFYs, and dumps its data directory', async () => {
    const heard: string[] = [];
    const listener = await database.openListener(['things_changed'], {
      message: (_channel, payload) => heard.push(payload),
      lost: () => {},
    });
    await database.executeSql(
      "BEGIN; INSERT INTO things (id, name) VALUES (10, 'script'); SELECT pg_notify('things_changed', 'ten'); COMMIT",
    );
    for (let i = 0; i < 20 && heard.length === 0; i++) await new Promise((resolve) => setImmediate(resolve));
    await listener.close();
    expect(heard).toEqual(['ten']);
    const dump = await client.dumpDataDir('none');
    expect(dump.size).toBeGreaterThan(0);
  });

  it('shows a test each statement before it waits for its turn, and may hold it there', async () => {
    let release!: () => void;
    hold = { text: 'held', released: new Promise<void>((resolve) => (release = resolve)) };
    seen.length = 0;
    let answered = false;
    const holding = database.executeSql("SELECT 'held' AS what, $1::int AS n", [1]).then(() => {
      answered = true;
    });
    await database.db.execute(sql`SELECT ${'free'} AS what`);
    expect(answered).toBe(false);
    release();
    await holding;
    hold = null;
    expect(seen.map((text) => text.includes('held'))).toEqual([true, false]);
  });
});
