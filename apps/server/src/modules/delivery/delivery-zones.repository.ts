import { boundingBox, type LatLng } from '@sofreh/domain';
import { and, asc, count, eq, gte, lte, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { deliveryZones } from './delivery.schema';

export type ZoneValues = {
  vendorsProperName: string;
  price: number;
  enabled: boolean;
  deliveryMinutes: number;
  polygon: Array<[number, number]>;
};

const columns = {
  id: deliveryZones.id,
  vendorsProperName: deliveryZones.vendorsProperName,
  price: deliveryZones.price,
  enabled: deliveryZones.enabled,
  deliveryMinutes: deliveryZones.deliveryMinutes,
  polygon: deliveryZones.polygon,
};

const oneZone = (vendorId: string, id: string) =>
  and(eq(deliveryZones.vendorId, vendorId), eq(deliveryZones.id, id));

/** The polygon with its bounding-box columns, which always move together. */
function withBox(values: Partial<ZoneValues>) {
  return values.polygon ? { ...values, ...boundingBox(values.polygon) } : values;
}

/** In the order they were drawn: zoneForPoint takes the first of equally priced zones. */
export function listZones(db: Executor, vendorId: string, options: { enabledOnly?: boolean } = {}) {
  return db
    .select(columns)
    .from(deliveryZones)
    .where(
      and(
        eq(deliveryZones.vendorId, vendorId),
        options.enabledOnly ? eq(deliveryZones.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(deliveryZones.createdAt), asc(deliveryZones.id));
}

/** Enabled zones whose bounding box holds the point: the candidates for the exact test. */
export function listEnabledZonesAround(db: Executor, vendorId: string, [lat, lng]: LatLng) {
  return db
    .select(columns)
    .from(deliveryZones)
    .where(
      and(
        eq(deliveryZones.vendorId, vendorId),
        eq(deliveryZones.enabled, true),
        lte(deliveryZones.minLat, lat),
        gte(deliveryZones.maxLat, lat),
        lte(deliveryZones.minLng, lng),
        gte(deliveryZones.maxLng, lng),
      ),
    )
    .orderBy(asc(deliveryZones.createdAt), asc(deliveryZones.id));
}

export async function countZones(db: Executor, vendorId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(deliveryZones)
    .where(eq(deliveryZones.vendorId, vendorId));
  return row?.n ?? 0;
}

/** Queues writers that must see each other's zones (the demo seed of two servers starting at once). */
export async function lockVendorZones(db: Executor, vendorId: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`delivery-zones:${vendorId}`}))`);
}

export async function findZone(db: Executor, vendorId: string, id: string) {
  const [row] = await db.select(columns).from(deliveryZones).where(oneZone(vendorId, id));
  return row ?? null;
}

export async function insertZone(db: Executor, vendorId: string, values: ZoneValues) {
  const [row] = await db
    .insert(deliveryZones)
    .values({ vendorId, ...values, ...boundingBox(values.polygon) })
    .returning(columns);
  return row!;
}

/** Null when the vendor has no such zone. */
export async function updateZone(db: Executor, vendorId: string, id: string, values: Partial<ZoneValues>) {
  if (Object.keys(values).length === 0) return findZone(db, vendorId, id);
  const [row] = await db
    .update(deliveryZones)
    .set(withBox(values))
    .where(oneZone(vendorId, id))
    .returning(columns);
  return row ?? null;
}

/** Sets the flag, or flips it in the same statement (two flips at once give back the first state). */
export async function setZoneEnabled(
  db: Executor,
  vendorId: string,
  id: string,
  enabled: boolean | undefined,
) {
  const [row] = await db
    .update(deliveryZones)
    .set({ enabled: enabled ?? not(deliveryZones.enabled) })
    .where(oneZone(vendorId, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteZone(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(deliveryZones)
    .where(oneZone(vendorId, id))
    .returning({ id: deliveryZones.id });
  return rows.length > 0;
}
