import type { TVendorLanding } from '@sofreh/domain';
import { useEffect } from 'react';
import { useCartStore } from '../../../stores/cart-store';
import { serviceChoices } from '../utils/service-choices';

/**
 * Ties the kept cart to this vendor and table: another vendor's cart is emptied, a table's QR code
 * means serving at that table, and a service the vendor no longer offers gives way to one it does.
 */
export function useCartSession(vendor: TVendorLanding | undefined, tableNumber: string | null) {
  const startFor = useCartStore((state) => state.startFor);
  const setDeliveryType = useCartStore((state) => state.setDeliveryType);
  const deliveryType = useCartStore((state) => state.deliveryType);
  // Watched so that a cart cleared at logout is claimed again at once.
  const cartVendorId = useCartStore((state) => state.vendorId);
  const vendorId = vendor?.id;
  const offered = vendor?.deliveryTypes;

  useEffect(() => {
    if (vendorId && (cartVendorId !== vendorId || tableNumber !== useCartStore.getState().tableNumber))
      startFor(vendorId, tableNumber);
  }, [vendorId, cartVendorId, tableNumber, startFor]);

  useEffect(() => {
    if (!offered || tableNumber) return;
    const choices = serviceChoices(offered, null);
    if (choices.length > 0 && !choices.includes(deliveryType)) setDeliveryType(choices[0]!);
  }, [offered, tableNumber, deliveryType, setDeliveryType]);
}
