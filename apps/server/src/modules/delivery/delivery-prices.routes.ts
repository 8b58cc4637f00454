import {
  ZAddressesByZoneQuery,
  ZCustomerAddressWithDeliveryList,
  ZDeliveryPrice,
  ZDeliveryPriceParams,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth, requireVendor } from '../auth/auth.guard';
import { DELIVERY_PREFIX } from './delivery-access';
import type { DeliveryPricesService } from './delivery-prices.service';

const tags = ['delivery: prices'];
const customer = { access: 'customer' as const };

export function deliveryPricesRoutes(app: FastifyInstance, { prices }: { prices: DeliveryPricesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${DELIVERY_PREFIX}/delivery-prices/address/:addressId/vendor/:vendorId`,
    {
      config: customer,
      schema: {
        tags,
        summary: 'Delivery price of one of my addresses: the cheapest enabled zone containing its pin',
        description: 'Outside every enabled zone: 400 SELECT_FROM_LOCATIONS.',
        params: ZDeliveryPriceParams,
        response: { 200: ZDeliveryPrice },
      },
    },
    (request) => prices.priceForAddress(requireVendor(request), requireAuth(request).userId, request.params),
  );

  r.get(
    `${DELIVERY_PREFIX}/customer-addresses/based-on-delivery-zones`,
    {
      config: customer,
      schema: {
        tags,
        summary: 'My addresses, each marked deliverable (with its price) or not',
        querystring: ZAddressesByZoneQuery,
        response: { 200: ZCustomerAddressWithDeliveryList },
      },
    },
    (request) =>
      prices.addressesWithDelivery(
        requireVendor(request),
        requireAuth(request).userId,
        request.query.VendorId,
      ),
  );
}
