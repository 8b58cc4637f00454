import type {
  TCoveredArea,
  TDeliveryZone,
  ZCreateDeliveryZoneRequest,
  ZUpdateDeliveryZoneRequest,
} from '@sofreh/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './delivery-zones.repository';

type CreateInput = z.output<typeof ZCreateDeliveryZoneRequest>;
type UpdateInput = z.output<typeof ZUpdateDeliveryZoneRequest>;

export type DeliveryZonesService = ReturnType<typeof createDeliveryZonesService>;

/**
 * The vendor's delivery zones (SPEC §7 /api-delivery/v1/delivery-zones and its identity aliases). The
 * route guard has checked DELIVERY_MANAGE; every query is the host vendor's, so another vendor's zone
 * id is DELIVERY_ZONE_NOT_FOUND.
 */
export function createDeliveryZonesService(deps: { database: Database }) {
  const { database } = deps;
  const db = database.db;
  const notFound = () => new AppError('DELIVERY_ZONE_NOT_FOUND');

  return {
    list: (vendor: VendorContext): Promise<TDeliveryZone[]> => repo.listZones(db, vendor.id),

    async get(vendor: VendorContext, id: string): Promise<TDeliveryZone> {
      const row = await repo.findZone(db, vendor.id, id);
      if (!row) throw notFound();
      return row;
    },

    create: (vendor: VendorContext, input: CreateInput): Promise<TDeliveryZone> =>
      repo.insertZone(db, vendor.id, input),

    /** Fields left out keep their value; a polygon replaces the old one. */
    async update(vendor: VendorContext, id: string, input: UpdateInput): Promise<TDeliveryZone> {
      const row = await repo.updateZone(db, vendor.id, id, input);
      if (!row) throw notFound();
      return row;
    },

    /** Sets the flag when given, else flips it. */
    async setEnabled(
      vendor: VendorContext,
      id: string,
      enabled: boolean | undefined,
    ): Promise<TDeliveryZone> {
      const row = await repo.setZoneEnabled(db, vendor.id, id, enabled);
      if (!row) throw notFound();
      return row;
    },

    async remove(vendor: VendorContext, id: string): Promise<void> {
      if (!(await repo.deleteZone(db, vendor.id, id))) throw notFound();
    },

    /** What a customer may see of the zones: where the restaurant delivers now, and for how much. */
    async coveredAreas(vendor: VendorContext): Promise<TCoveredArea[]> {
      const zones = await repo.listZones(db, vendor.id, { enabledOnly: true });
      return zones.map(({ enabled: _enabled, ...area }) => area);
    },
  };
}
