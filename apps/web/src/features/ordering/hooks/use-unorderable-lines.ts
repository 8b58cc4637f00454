import type { CartLine, TSiteMenu } from '@sofreh/domain';
import { useEffect, useState } from 'react';
import { useCartStore } from '../../../stores/cart-store';
import { isLineStillValid, menuItemsById, orderableItemStates } from '../utils/menu-lookup';

/**
 * A kept cart meets a newer menu (an item sold out, switched off, out of its shift, or a topping gone):
 * those lines are dropped by the cart rule and kept here so the customer is told which ones.
 */
export function useUnorderableLines(menu: TSiteMenu | undefined) {
  const [dropped, setDropped] = useState<CartLine[]>([]);

  useEffect(() => {
    if (!menu) return;
    const items = menuItemsById(menu);
    const gone = useCartStore
      .getState()
      .dropUnorderable(orderableItemStates(menu), (line) => isLineStillValid(line, items));
    if (gone.length > 0) setDropped((earlier) => [...earlier, ...gone]);
  }, [menu]);

  return { dropped, dismiss: () => setDropped([]) };
}
