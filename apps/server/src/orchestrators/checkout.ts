import type { Database } from '../db/database';
import { createOrderCatalog } from '../modules/catalog/order-catalog';
import { deliveryQuoteForAddress } from '../modules/delivery/delivery-prices.service';
import {
  claimDiscountUsage,
  resolveDiscountForOrder,
} from '../modules/discount-codes/discount-codes.service';
import type { DeliveryPort, DiscountsPort } from '../modules/orders/orders.ports';
import { createOrdersService, type OrdersService } from '../modules/orders/orders.service';
import type { RejectionRefunds } from '../modules/orders/refunds.service';
import { createStaffOrdersService, type StaffOrdersService } from '../modules/orders/staff-orders.service';
import { loadOrderingTerms } from '../modules/vendors/ordering-terms';
import type { ChangePublisher } from '../platform/change-feed';
import type { Clock } from '../platform/clock';

// Checkout spans modules: the menu (catalog), the vendor's terms, delivery prices, discount codes and
// the order itself. This is the one place that knows all of them; the orders module only sees ports.

/** The courier price of a saved address: the cheapest enabled zone containing its pin. */
export const deliveryByZones: DeliveryPort = {
  async quoteForAddress(executor, vendorId, customerUserId, addressId) {
    const quote = await deliveryQuoteForAddress(executor, vendorId, customerUserId, addressId);
    const { addressId: id, text, details, latitude, longitude } = quote.address;
    return {
      price: quote.price,
      deliveryMinutes: quote.deliveryMinutes,
      address: { id, text, details, latitude, longitude },
    };
  },
};

/** The vendor's discount codes, checked for the customer and counted in the order's transaction. */
export const vendorDiscountCodes: DiscountsPort = {
  async resolve(executor, vendorId, customerUserId, code, now, options) {
    const resolved = await resolveDiscountForOrder(executor, vendorId, customerUserId, code, now, options);
    return {
      id: resolved.id,
      code: resolved.code,
      discount: resolved.pricing,
      freeItems: resolved.freeItems.map((item) => ({
        menuItemId: item.id,
        title: item.title,
        price: item.price,
        packagingCost: item.packagingCost,
        servePackagingCost: item.servePackagingCost,
        withTax: item.withTax,
        count: item.count,
      })),
    };
  },
  claim: claimDiscountUsage,
};

/** Tests may swap a port for one of their own. */
export type CheckoutPorts = { delivery?: DeliveryPort; discounts?: DiscountsPort };

export function createCheckout(
  deps: {
    database: Database;
    clock: Clock;
    changes?: Pick<ChangePublisher, 'publish'>;
    onPublishError?: (error: unknown) => void;
    refunds?: RejectionRefunds;
  } & CheckoutPorts,
): OrdersService {
  return createOrdersService({
    database: deps.database,
    clock: deps.clock,
    refunds: deps.refunds,
    changes: deps.changes,
    onPublishError: deps.onPublishError,
    catalog: createOrderCatalog(deps.clock),
    terms: { load: loadOrderingTerms },
    delivery: deps.delivery ?? deliveryByZones,
    discounts: deps.discounts ?? vendorDiscountCodes,
  });
}

/** Orders staff take (decision 0022), over the same catalog, terms, delivery and discount ports. */
export function createStaffCheckout(
  deps: {
    database: Database;
    clock: Clock;
    changes?: Pick<ChangePublisher, 'publish'>;
    onPublishError?: (error: unknown) => void;
  } & CheckoutPorts,
): StaffOrdersService {
  return createStaffOrdersService({
    database: deps.database,
    clock: deps.clock,
    changes: deps.changes,
    onPublishError: deps.onPublishError,
    catalog: createOrderCatalog(deps.clock),
    terms: { load: loadOrderingTerms },
    delivery: deps.delivery ?? deliveryByZones,
    discounts: deps.discounts ?? vendorDiscountCodes,
  });
}
