import {
  addItem,
  applyDiscount,
  type Cart,
  type CartLine,
  type ChosenTopping,
  decrementLine,
  dropUnorderableLines,
  emptyCart,
  type ItemState,
  incrementLine,
  removeDiscount,
  setLineCount,
  type TDeliveryType,
} from '@sofreh/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { PERSIST_VERSION, persistKey, persistStorage } from '../lib/storage';

// The customer's cart, changed only through the pure cart rules of @sofreh/domain (merging, free
// items, typed counts, the reset when the last paid line goes). No price is kept here: the menu shows
// a preview and the server prices the order.

type CartActions = {
  /** The cart belongs to this vendor and table; another vendor's leftover cart is emptied. */
  startFor: (vendorId: string, tableNumber: string | null) => void;
  setDeliveryType: (deliveryType: TDeliveryType) => void;
  addItem: (item: { menuItemId: string; title: string; toppings?: ChosenTopping[] }) => void;
  setLineCount: (tempId: string, count: number) => void;
  incrementLine: (tempId: string) => void;
  decrementLine: (tempId: string) => void;
  removeLine: (tempId: string) => void;
  /** Drops the lines the menu no longer offers and returns them, so the customer can be told. */
  dropUnorderable: (menu: readonly ItemState[], isLineOrderable?: (line: CartLine) => boolean) => CartLine[];
  /** The delivery address chosen at checkout (DELIVER, ZFEXPRESS). */
  setAddress: (addressId: string | null) => void;
  /** A code the server accepted for this customer; the quote and the order carry it. */
  applyDiscountCode: (discount: { code: string; type: string; value: number }) => void;
  /** SPEC §4: removal drops free items and resets to money type with amount 0. */
  removeDiscount: () => void;
  clear: () => void;
};

type CartState = Cart & CartActions;

/** A line key for this device only: it never leaves the browser as an identifier the server trusts. */
function newTempId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function cartOf(state: CartState): Cart {
  const { vendorId, deliveryType, addressId, tableNumber, numberOfPerson, items, discount } = state;
  return { vendorId, deliveryType, addressId, tableNumber, numberOfPerson, items, discount };
}

/**
 * Applies a rule. When a rule resets the cart (its last paid line went), the service the customer
 * chose stays: they are still at the same table or still want delivery, and changing that is a step
 * of its own (decision 0010).
 */
function applyRule(state: CartState, rule: (cart: Cart) => Cart): Cart {
  return { ...rule(cartOf(state)), deliveryType: state.deliveryType };
}

/** A cart written by an older build, or edited by hand, must not break the page: start empty. */
function isPersistedCart(value: unknown): value is Partial<Cart> {
  if (typeof value !== 'object' || value === null) return false;
  const items = (value as { items?: unknown }).items;
  return (
    Array.isArray(items) &&
    items.every(
      (line) =>
        typeof line === 'object' &&
        line !== null &&
        typeof line.tempId === 'string' &&
        typeof line.menuItemId === 'string' &&
        typeof line.title === 'string' &&
        Number.isInteger(line.count) &&
        typeof line.isFreeItem === 'boolean' &&
        Array.isArray(line.toppings) &&
        line.toppings.every(
          (t: unknown) =>
            typeof t === 'object' &&
            t !== null &&
            typeof (t as ChosenTopping).toppingId === 'string' &&
            Number.isInteger((t as ChosenTopping).count),
        ),
    )
  );
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      ...emptyCart(),
      startFor: (vendorId, tableNumber) =>
        set((state) => {
          // A cart of no vendor yet (new, or cleared at logout) is this vendor's; another's starts over.
          const mine = state.vendorId === vendorId || state.vendorId === null;
          const cart = mine ? { ...cartOf(state), vendorId } : emptyCart(vendorId, tableNumber);
          // The table follows the tab's memory of it (lib/table-number); its QR code means the food is
          // served at that table.
          if (tableNumber) return { ...cart, tableNumber, deliveryType: 'SERVE' };
          return { ...cart, tableNumber: null };
        }),
      setDeliveryType: (deliveryType) => set({ deliveryType }),
      addItem: (item) => set((state) => applyRule(state, (cart) => addItem(cart, item, newTempId))),
      setLineCount: (tempId, count) =>
        set((state) => applyRule(state, (cart) => setLineCount(cart, tempId, count))),
      incrementLine: (tempId) => set((state) => applyRule(state, (cart) => incrementLine(cart, tempId))),
      decrementLine: (tempId) => set((state) => applyRule(state, (cart) => decrementLine(cart, tempId))),
      removeLine: (tempId) => set((state) => applyRule(state, (cart) => setLineCount(cart, tempId, 0))),
      dropUnorderable: (menu, isLineOrderable = () => true) => {
        const current = cartOf(get());
        // A line whose toppings can no longer be served counts as nothing ordered: the rule drops
        // count-0 lines along with those of items gone from the menu, and names both.
        const marked = {
          ...current,
          items: current.items.map((line) => (isLineOrderable(line) ? line : { ...line, count: 0 })),
        };
        const { cart, dropped } = dropUnorderableLines(marked, menu);
        if (dropped.length === 0) return [];
        set({ ...cart, deliveryType: current.deliveryType });
        const droppedIds = new Set(dropped.map((line) => line.tempId));
        return current.items.filter((line) => droppedIds.has(line.tempId));
      },
      setAddress: (addressId) => set({ addressId }),
      applyDiscountCode: ({ code, type, value }) =>
        set((state) =>
          applyRule(state, (cart) =>
            applyDiscount(cart, {
              code,
              type: type === 'PERCENTAGE' ? 'PERCENTAGE' : 'MONEY',
              amount: type === 'PERCENTAGE' || type === 'MONEY' ? value : 0,
            }),
          ),
        ),
      removeDiscount: () => set((state) => applyRule(state, removeDiscount)),
      clear: () => set(emptyCart()),
    }),
    {
      name: persistKey('cart'),
      version: PERSIST_VERSION,
      storage: persistStorage,
      partialize: cartOf,
      merge: (persisted, current) => (isPersistedCart(persisted) ? { ...current, ...persisted } : current),
    },
  ),
);

/** How many things are in the cart, counting repeats (3 × kebab is 3). */
export function cartItemCount(items: readonly CartLine[]): number {
  return items.reduce((sum, line) => sum + line.count, 0);
}
