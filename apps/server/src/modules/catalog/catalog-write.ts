import type { Database, Tx } from '../../db/database';
import type { ChangePublisher } from '../../platform/change-feed';
import { bumpCatalogVersion } from './catalog-version.repository';

/** The change-feed channel of catalog writes. */
export const CATALOG_CHANGES = 'sofreh_catalog';

/**
 * A catalog change message: the vendor, and the catalog version the write committed. The version lets
 * a listener ignore a message it has already acted on (the feed delivers at least once): a menu built
 * from that version or a later one stays. A message without one means "all of this vendor's".
 */
export function catalogChange(vendorId: string, version?: number): string {
  return version === undefined ? vendorId : `${vendorId} ${version}`;
}

export function parseCatalogChange(payload: string): { vendorId: string; version: number } {
  const [vendorId = '', version] = payload.split(' ');
  const parsed = Number(version);
  return { vendorId, version: version && Number.isSafeInteger(parsed) ? parsed : Number.POSITIVE_INFINITY };
}

/**
 * Every catalog write goes through here: one transaction that also bumps the vendor's catalog
 * version and announces the change on the change feed, so the customer menu's ETag and every
 * instance's menu cache move exactly when the catalog does — and not at all when the write fails
 * and rolls back (NOTIFY inside a transaction is sent only at COMMIT).
 */
export function catalogWrite<T>(
  changes: ChangePublisher,
  vendorId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return changes.transaction(async (tx, publish) => {
    const version = await bumpCatalogVersion(tx, vendorId);
    await publish(CATALOG_CHANGES, catalogChange(vendorId, version));
    return work(tx);
  });
}

/** What a catalog service needs: the database to read, the change feed to write through. */
export type CatalogWriterDeps = { database: Database; changes: ChangePublisher };
