import type { AppliedDiscount, CatalogItem, FoodShiftLike, OrderingTerms } from '@sofreh/domain';
import type { Executor } from '../../db/database';

// What the orders module needs from the rest of the server, as ports the checkout orchestrator fills
// in. Every port takes the executor to run on: inside a submission that is the order's transaction,
// so a port's reads and writes commit or roll back with the order.

/**
 * The vendor's items named by an order, with the food shifts they are sold in, as committed now. With
 * `maxAgeMs` (the cart's quote), a menu checked that recently may be used without checking again.
 */
export interface OrderCatalogPort {
  loadItems(
    executor: Executor,
    vendorId: string,
    menuItemIds: readonly string[],
    maxAgeMs?: number,
  ): Promise<{ items: CatalogItem[]; shifts: FoodShiftLike[] }>;
}

/**
 * Minimum basket, service types, tax, service fee, preparation time and opening hours of a vendor.
 * Throws VENDOR_NOT_FOUND.
 */
export interface OrderingTermsPort {
  load(executor: Executor, vendorId: string): Promise<OrderingTerms>;
}

export type DeliveryQuote = {
  /** Courier price in the vendor's currency. */
  price: number;
  /** How long the zone's courier takes, in minutes (decision 0046); absent when unknown. */
  deliveryMinutes?: number;
  /** The address as the order keeps it. */
  address: {
    id: string;
    text: string;
    details: string | null;
    latitude: number | null;
    longitude: number | null;
  };
};

/**
 * The price of delivering to one of the customer's saved addresses. Throws AppError
 * ADDRESS_NOT_FOUND (not theirs, or not there) or SELECT_FROM_LOCATIONS (outside every zone).
 */
export interface DeliveryPort {
  quoteForAddress(
    executor: Executor,
    vendorId: string,
    customerUserId: string,
    addressId: string,
  ): Promise<DeliveryQuote>;
}

/**
 * Discount codes. `resolve` checks a code for this customer now and throws the code's AppError
 * (DISCOUNT_CODE_NOT_FOUND, _EXPIRED, _ALREADY_USED, _INVALID); `claim` counts one use against the
 * limits inside the order's transaction and throws DISCOUNT_CODE_INVALID when none is left.
 */
export interface DiscountsPort {
  resolve(
    executor: Executor,
    vendorId: string,
    customerUserId: string,
    code: string,
    now: Date,
    /** Items + toppings before any discount, for codes with a minimum order. */
    options?: { orderSubtotal?: number },
  ): Promise<AppliedDiscount>;
  claim(
    executor: Executor,
    vendorId: string,
    codeId: string,
    customerUserId: string,
    orderId: string,
    /** `newOrder`: the order is created in this same transaction (nothing to look up first). */
    options?: { newOrder?: boolean },
  ): Promise<void>;
}

export type OrderPorts = {
  catalog: OrderCatalogPort;
  terms: OrderingTermsPort;
  delivery: DeliveryPort;
  discounts: DiscountsPort;
};
