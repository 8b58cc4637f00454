import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

// The schema (each module's <module>.schema.ts, gathered by db/schema.ts) and the migrations must
// not drift apart. drizzle-kit writes the next migration by comparing the schema with the newest
// snapshot in migrations/meta; this test makes the same comparison through drizzle-kit's own API,
// so a schema change without its migration (or a migration written by hand without its snapshot)
// fails here instead of in the next `npm run db:generate`, which would redo it.

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const META = path.join(MIGRATIONS, 'meta');

const migrationFiles = fs
  .readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith('.sql'))
  .sort();
/** drizzle-kit takes the last snapshot in name order as the state the migrations reached. */
const snapshotFiles = fs
  .readdirSync(META)
  .filter((f) => f.endsWith('_snapshot.json'))
  .sort();
const journal = JSON.parse(fs.readFileSync(path.join(META, '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

describe('migrations and schema (drizzle-kit)', () => {
  it('generating a migration from the schema finds nothing to do', async () => {
    const latest = JSON.parse(
      fs.readFileSync(path.join(META, snapshotFiles.at(-1)!), 'utf8'),
    ) as DrizzleSnapshotJSON;
    const current = generateDrizzleJson(schema, latest.id) as DrizzleSnapshotJSON;
    let statements: string[];
    try {
      statements = await generateMigration(latest, current);
    } catch (error) {
      // drizzle-kit asks on a terminal whether a table or column was renamed; here it cannot ask.
      throw new Error(`the schema differs from ${snapshotFiles.at(-1)} by a rename or more: ${error}`);
    }
    expect(
      statements,
      'the schema has changes no migration makes: run `npm run db:generate` in apps/server',
    ).toEqual([]);
  });

  it('every migration is in the journal, in order, and the newest snapshot belongs to one of them', () => {
    // drizzle-kit numbers the next migration after the journal's last entry.
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(migrationFiles);
    expect(journal.entries.map((e) => e.idx)).toEqual(migrationFiles.map((f) => Number(f.slice(0, 4))));
    const newestSnapshot = snapshotFiles.at(-1)!.slice(0, 4);
    expect(migrationFiles.map((f) => f.slice(0, 4))).toContain(newestSnapshot);
  });

  it('the snapshots form one chain, as drizzle-kit requires', () => {
    const snapshots = snapshotFiles.map(
      (f) => JSON.parse(fs.readFileSync(path.join(META, f), 'utf8')) as { id: string; prevId: string },
    );
    for (let i = 1; i < snapshots.length; i++) {
      expect(snapshots[i]!.prevId, snapshotFiles[i]).toBe(snapshots[i - 1]!.id);
    }
  });
});
