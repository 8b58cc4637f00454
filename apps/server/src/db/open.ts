import type { Config } from '../config';
import { type Database, openPgliteDir, openPostgres } from './database';
import { migrate } from './migrate';

/** The configured database, migrated: PostgreSQL when DATABASE_URL is set, else embedded PGlite. */
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : await openPgliteDir(config.DATA_DIR);
  try {
    await migrate(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
