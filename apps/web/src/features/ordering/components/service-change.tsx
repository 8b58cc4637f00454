import type { TVendorLanding } from '@sofreh/domain';
import { type ReactNode, useState } from 'react';
import { useCartStore } from '../../../stores/cart-store';
import { serviceChoices } from '../utils/service-choices';
import { DeliveryTypeSheet } from './delivery-type-sheet';

/**
 * The service the customer chose, changeable on every step that shows it (menu, overview, checkout)
 * where there is a choice: at a table the food is served there; a website visitor picks delivery or
 * pickup where they are instead of going back to the restaurant's page.
 */
export function useServiceChange(
  vendor: TVendorLanding,
  tableNumber: string | null,
): { onChangeService: (() => void) | undefined; sheet: ReactNode } {
  const [choosing, setChoosing] = useState(false);
  const deliveryType = useCartStore((state) => state.deliveryType);
  const setDeliveryType = useCartStore((state) => state.setDeliveryType);
  const canChange = !tableNumber && serviceChoices(vendor.deliveryTypes, null).length > 1;
  return {
    onChangeService: canChange ? () => setChoosing(true) : undefined,
    sheet: canChange && (
      <DeliveryTypeSheet
        opened={choosing}
        onClose={() => setChoosing(false)}
        offered={vendor.deliveryTypes}
        tableNumber={tableNumber}
        selected={deliveryType}
        onChoose={(type) => {
          setDeliveryType(type);
          setChoosing(false);
        }}
      />
    ),
  };
}
