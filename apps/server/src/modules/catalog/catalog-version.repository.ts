import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { catalogVersions } from './catalog.schema';

/**
 * Moves the vendor's catalog version on by one and returns it. Run first in every catalog write's
 * transaction: the row lock it takes also queues that vendor's other catalog writes behind this one.
 */
export async function bumpCatalogVersion(db: Executor, vendorId: string): Promise<number> {
  const [row] = await db
    .insert(catalogVersions)
    .values({ vendorId, version: 1 })
    .onConflictDoUpdate({
      target: catalogVersions.vendorId,
      set: { version: sql`${catalogVersions.version} + 1` },
    })
    .returning({ version: catalogVersions.version });
  return row!.version;
}

/** 0 for a vendor whose catalog was never written. */
export async function getCatalogVersion(db: Executor, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ version: catalogVersions.version })
    .from(catalogVersions)
    .where(eq(catalogVersions.vendorId, vendorId));
  return row?.version ?? 0;
}
