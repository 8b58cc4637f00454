import { sql } from 'drizzle-orm';
import type { Executor } from './database';

/**
 * Serialises writers of the same keys across every server instance until the transaction ends
 * (PostgreSQL transaction-level advisory locks; PGlite has one connection and takes them too). Keys
 * are taken in sorted order so two writers of overlapping keys cannot deadlock. Use it for a write
 * that reads before it writes, or replaces a whole set of rows, when no row of its own can be locked.
 */
export async function lockKeys(db: Executor, keys: string[]) {
  for (const key of [...keys].sort()) await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
