import type { TDeliveryType } from '@sofreh/domain';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderingStepperStore } from '../../../stores/ordering-stepper-store';

/** Leaving the first step: with a chosen service (DELIVERY_TYPE → MENU), or just to look at the menu. */
export function useStartOrdering() {
  const goTo = useOrderingStepperStore((state) => state.goTo);
  const setDeliveryType = useCartStore((state) => state.setDeliveryType);
  return {
    chooseService: (deliveryType: TDeliveryType) => {
      setDeliveryType(deliveryType);
      goTo('MENU');
    },
    viewMenu: () => goTo('MENU'),
  };
}
