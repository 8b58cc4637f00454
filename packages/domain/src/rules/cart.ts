import type { TDeliveryType } from '../enums';
import type { ChosenTopping } from './topping-selection';

// SPEC §4 cart rules as pure functions: each takes a cart and returns a new one, never mutating.
// Prices are not kept here as truth: the server's quote prices a cart; the lines only say what was
// chosen.

export type CartLine = {
  /** Stable key of the line on this device (SPEC §3 tempId). */
  tempId: string;
  menuItemId: string;
  title: string;
  count: number;
  toppings: ChosenTopping[];
  /** A free item from a FREEITEM discount: never merged with paid lines (SPEC §4). */
  isFreeItem: boolean;
};

export type CartDiscount = { code: string | null; type: 'PERCENTAGE' | 'MONEY'; amount: number };

export type Cart = {
  vendorId: string | null;
  deliveryType: TDeliveryType;
  addressId: string | null;
  tableNumber: string | null;
  numberOfPerson: number | null;
  items: CartLine[];
  discount: CartDiscount;
};

/** SPEC §9: ordering starts with dine-in; a removed discount is money type with amount 0 (SPEC §4). */
export const NO_DISCOUNT: CartDiscount = { code: null, type: 'MONEY', amount: 0 };

export function emptyCart(vendorId: string | null = null, tableNumber: string | null = null): Cart {
  return {
    vendorId,
    deliveryType: 'SERVE',
    addressId: null,
    tableNumber,
    numberOfPerson: null,
    items: [],
    discount: NO_DISCOUNT,
  };
}

/** The same toppings in any order, with the same counts, are the same set. */
export function toppingSetKey(toppings: readonly ChosenTopping[]): string {
  const counts = new Map<string, number>();
  for (const t of toppings) counts.set(t.toppingId, (counts.get(t.toppingId) ?? 0) + t.count);
  return [...counts.entries()]
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, count]) => `${id}×${count}`)
    .join(',');
}

function sameChoice(line: CartLine, menuItemId: string, toppings: readonly ChosenTopping[]) {
  return (
    !line.isFreeItem &&
    line.menuItemId === menuItemId &&
    toppingSetKey(line.toppings) === toppingSetKey(toppings)
  );
}

/**
 * Adds one of an item. An identical item with an identical topping set merges into its line with
 * count + 1; anything else is a new line (SPEC §4).
 */
export function addItem(
  cart: Cart,
  item: { menuItemId: string; title: string; toppings?: ChosenTopping[] },
  newTempId: () => string,
): Cart {
  const toppings = item.toppings ?? [];
  const existing = cart.items.find((line) => sameChoice(line, item.menuItemId, toppings));
  if (existing) {
    return { ...cart, items: cart.items.map((l) => (l === existing ? { ...l, count: l.count + 1 } : l)) };
  }
  const line: CartLine = {
    tempId: newTempId(),
    menuItemId: item.menuItemId,
    title: item.title,
    count: 1,
    toppings: toppings.filter((t) => t.count > 0),
    isFreeItem: false,
  };
  return { ...cart, items: [...cart.items, line] };
}

/** Nothing left but free items (or nothing at all) means ordering starts over (SPEC §4). */
function resetWhenNoPaidItems(cart: Cart): Cart {
  if (cart.items.some((line) => !line.isFreeItem)) return cart;
  return emptyCart(cart.vendorId, cart.tableNumber);
}

/**
 * Sets a line's count as typed (SPEC §5): 0 removes the line, otherwise the whole number is used.
 * Removing the last paid line resets the cart.
 */
export function setLineCount(cart: Cart, tempId: string, count: number): Cart {
  const whole = Math.max(0, Math.trunc(Number.isFinite(count) ? count : 0));
  const items =
    whole === 0
      ? cart.items.filter((l) => l.tempId !== tempId)
      : cart.items.map((l) => (l.tempId === tempId ? { ...l, count: whole } : l));
  return resetWhenNoPaidItems({ ...cart, items });
}

export function incrementLine(cart: Cart, tempId: string): Cart {
  const line = cart.items.find((l) => l.tempId === tempId);
  return line ? setLineCount(cart, tempId, line.count + 1) : cart;
}

export function decrementLine(cart: Cart, tempId: string): Cart {
  const line = cart.items.find((l) => l.tempId === tempId);
  return line ? setLineCount(cart, tempId, line.count - 1) : cart;
}

/** What the menu currently says about an item, for refreshing a kept cart. */
export type ItemState = { menuItemId: string; active: boolean; available: boolean };

/**
 * SPEC §4/§5: a cart update drops lines whose count is 0 or whose item became unavailable or
 * inactive (or disappeared from the menu). Returns the dropped lines so the customer can be told.
 */
export function dropUnorderableLines(
  cart: Cart,
  menu: readonly ItemState[],
): { cart: Cart; dropped: CartLine[] } {
  const state = new Map(menu.map((m) => [m.menuItemId, m]));
  const orderable = (line: CartLine) => {
    const item = state.get(line.menuItemId);
    return line.count > 0 && item !== undefined && item.active && item.available;
  };
  const dropped = cart.items.filter((line) => !orderable(line));
  if (dropped.length === 0) return { cart, dropped };
  return { cart: resetWhenNoPaidItems({ ...cart, items: cart.items.filter(orderable) }), dropped };
}

/**
 * Applying a FREEITEM discount adds each of its free items, or increments the free line already
 * there (SPEC §4). Free lines carry no toppings and never merge with paid lines.
 */
export function applyFreeItems(
  cart: Cart,
  freeItems: ReadonlyArray<{ menuItemId: string; title: string }>,
  newTempId: () => string,
): Cart {
  let items = cart.items;
  for (const free of freeItems) {
    const existing = items.find((l) => l.isFreeItem && l.menuItemId === free.menuItemId);
    items = existing
      ? items.map((l) => (l === existing ? { ...l, count: l.count + 1 } : l))
      : [
          ...items,
          {
            tempId: newTempId(),
            menuItemId: free.menuItemId,
            title: free.title,
            count: 1,
            toppings: [],
            isFreeItem: true,
          },
        ];
  }
  return { ...cart, items };
}

export function applyDiscount(cart: Cart, discount: CartDiscount): Cart {
  return { ...cart, discount };
}

/** Removing a discount drops its free items and resets to money type with amount 0 (SPEC §4). */
export function removeDiscount(cart: Cart): Cart {
  return { ...cart, items: cart.items.filter((l) => !l.isFreeItem), discount: NO_DISCOUNT };
}
