import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant shared by every instance: the lock that serialises migrations across processes.
const MIGRATION_LOCK_KEY = 7_215_004_211;

/**
 * Applies the checked-in SQL migrations in file-name order, each in its own transaction, under a
 * PostgreSQL advisory lock so that two instances starting together cannot race.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return database.withConnection(async (run) => {
    await run('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await run(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = new Set((await run('SELECT name FROM schema_migrations')).rows.map((r) => String(r.name)));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const body = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
        const statements = body.split('--> statement-breakpoint');
        await run('BEGIN');
        try {
          for (const statement of statements) if (statement.trim()) await run(statement);
          await run('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
          await run('COMMIT');
        } catch (error) {
          await run('ROLLBACK');
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await run('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
