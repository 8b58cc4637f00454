import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { addressesRoutes } from './addresses.routes';
import { createAddressesService } from './addresses.service';
import { deliveryPricesRoutes } from './delivery-prices.routes';
import { createDeliveryPricesService } from './delivery-prices.service';
import { deliveryZonesRoutes } from './delivery-zones.routes';
import { createDeliveryZonesService } from './delivery-zones.service';

/** Customer addresses and the delivery service of SPEC §7 (prefix /api-delivery/v1) as one plugin. */
export async function deliveryRoutes(app: FastifyInstance, deps: { database: Database }) {
  const { database } = deps;
  addressesRoutes(app, { addresses: createAddressesService({ database }) });
  deliveryZonesRoutes(app, { zones: createDeliveryZonesService({ database }) });
  deliveryPricesRoutes(app, { prices: createDeliveryPricesService({ database }) });
}
