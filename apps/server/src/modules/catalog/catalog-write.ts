import type { Database, Tx } from '../../db/database';
import { bumpCatalogVersion } from './catalog-version.repository';

/**
 * Every catalog write goes through here: one transaction that also bumps the vendor's catalog
 * version, so the customer menu's ETag (and every instance's menu cache) changes exactly when the
 * catalog does — and not at all when the write fails and rolls back.
 */
export function catalogWrite<T>(
  database: Database,
  vendorId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return database.db.transaction(async (tx) => {
    await bumpCatalogVersion(tx, vendorId);
    return work(tx);
  });
}
