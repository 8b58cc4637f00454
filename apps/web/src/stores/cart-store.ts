import type { TDeliveryType } from '@sofreh/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { PERSIST_VERSION, persistKey, persistStorage } from '../lib/storage';

// The shape only: the ordering issue fills in adding, merging and removing lines (with the pure
// cart rules from @sofreh/domain). Prices are never kept here as truth — the server computes them.

export type CartLine = {
  menuItemId: string;
  count: number;
  toppingIds: string[];
  /** Free items from a FREEITEM discount; never merged with paid lines (SPEC §4). */
  isFree: boolean;
};

type CartData = {
  vendorId: string | null;
  /** SPEC §9: ordering starts with dine-in. */
  deliveryType: TDeliveryType;
  items: CartLine[];
  discountCode: string | null;
  tableNumber: string | null;
};

type CartState = CartData & { clear: () => void };

const EMPTY_CART: CartData = {
  vendorId: null,
  deliveryType: 'SERVE',
  items: [],
  discountCode: null,
  tableNumber: null,
};

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...EMPTY_CART,
      clear: () => set(EMPTY_CART),
    }),
    {
      name: persistKey('cart'),
      version: PERSIST_VERSION,
      storage: persistStorage,
      partialize: ({ vendorId, deliveryType, items, discountCode, tableNumber }) => ({
        vendorId,
        deliveryType,
        items,
        discountCode,
        tableNumber,
      }),
    },
  ),
);
