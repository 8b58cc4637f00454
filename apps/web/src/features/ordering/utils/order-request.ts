import type {
  Cart,
  TCurrency,
  TCustomerPaymentMethod,
  TDeliveryType,
  TOrderQuoteRequest,
} from '@sofreh/domain';

/** What the customer chose on the details step, beside the cart. */
export type CheckoutChoices = {
  description: string;
  tip: number;
  paymentMethod: TCustomerPaymentMethod | null;
};

const BY_ADDRESS: readonly TDeliveryType[] = ['DELIVER', 'ZFEXPRESS'];

export function needsAddress(deliveryType: TDeliveryType): boolean {
  return BY_ADDRESS.includes(deliveryType);
}

/**
 * The quote / order request from the cart and the choices. Only what was chosen goes, never a price
 * (decision 0006); a discount's free lines stay out, the server adds them itself.
 */
export function orderRequestOf(
  cart: Pick<Cart, 'deliveryType' | 'items' | 'addressId' | 'tableNumber' | 'numberOfPerson' | 'discount'>,
  choices: CheckoutChoices,
): TOrderQuoteRequest {
  const description = choices.description.trim();
  return {
    deliveryType: cart.deliveryType,
    source: cart.tableNumber ? 'QR' : 'WEBSITE',
    items: cart.items
      .filter((line) => !line.isFreeItem)
      .map((line) => ({
        menuItemId: line.menuItemId,
        count: line.count,
        toppings: line.toppings.map(({ toppingId, count }) => ({ toppingId, count })),
      })),
    addressId: needsAddress(cart.deliveryType) ? cart.addressId : null,
    tableNumber: cart.deliveryType === 'SERVE' ? cart.tableNumber : null,
    numberOfPerson: cart.deliveryType === 'SERVE' ? cart.numberOfPerson : null,
    description: description === '' ? null : description,
    discountCode: cart.discount.code,
    tip: choices.tip,
    paymentMethod: choices.paymentMethod,
  };
}

/** The fixed tips offered, in Toman (decision 0017); a restaurant priced in Rial sees the same money. */
const TIP_AMOUNTS_TOMAN = [10_000, 20_000, 50_000] as const;

export function tipAmounts(currency: TCurrency): number[] {
  return TIP_AMOUNTS_TOMAN.map((amount) => (currency === 'RIAL' ? amount * 10 : amount));
}
