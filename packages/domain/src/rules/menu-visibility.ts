import type { TSellChannel, TSiteMenu } from '../contracts/catalog';
import { activeFoodShiftIds, type FoodShiftLike, isItemSoldInShifts, nextSaleStart } from './food-shifts';

export type MenuCategoryLike = {
  id: string;
  active: boolean;
  sellChannels: readonly TSellChannel[];
  sortOrder: number;
};
export type MenuItemLike = {
  id: string;
  categoryId: string;
  active: boolean;
  available: boolean;
  sortOrder: number;
  foodShiftIds: readonly string[];
};

const bySortOrder = (a: { sortOrder: number; id: string }, b: { sortOrder: number; id: string }) =>
  a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * What a customer may order on `channel` at `now`: active categories that include the channel, in
 * sort order, each with its active, available items sold in a running food shift. A category left
 * with no such item is dropped: an empty heading on the menu helps nobody.
 */
export function visibleMenu<C extends MenuCategoryLike, I extends MenuItemLike>(
  categories: readonly C[],
  items: readonly I[],
  shifts: readonly FoodShiftLike[],
  channel: TSellChannel,
  now: Date,
): Array<{ category: C; items: I[] }> {
  const running = new Set(activeFoodShiftIds(shifts, now));
  const itemsByCategory = new Map<string, I[]>();
  for (const item of items) {
    if (!item.active || !item.available || !isItemSoldInShifts(item, running)) continue;
    const list = itemsByCategory.get(item.categoryId);
    if (list) list.push(item);
    else itemsByCategory.set(item.categoryId, [item]);
  }
  return categories
    .filter((c) => c.active && c.sellChannels.includes(channel))
    .sort(bySortOrder)
    .map((category) => ({ category, items: (itemsByCategory.get(category.id) ?? []).sort(bySortOrder) }))
    .filter((entry) => entry.items.length > 0);
}

/** Whether a listed item can be ordered now, and if not, why and from when. */
export type ItemAvailability = {
  /** Active, available and in a running shift: it can be added to a cart now. */
  orderable: boolean;
  /** Switched to «ناموجود» by the restaurant (sold out for now). */
  soldOut: boolean;
  /** Outside its shifts: when it is next sold; null when orderable, sold out, or never scheduled. */
  availableFrom: Date | null;
};

/**
 * The whole menu a customer reads on `channel` (issue 19.6): active categories that include the
 * channel, in sort order, each with every active item — those that cannot be ordered now too, marked
 * sold out or with the moment they are next sold, so a closed kitchen still shows its menu. A
 * category without active items is dropped. `visibleMenu` is the orderable part of it.
 */
export function menuWithAvailability<C extends MenuCategoryLike, I extends MenuItemLike>(
  categories: readonly C[],
  items: readonly I[],
  shifts: readonly FoodShiftLike[],
  channel: TSellChannel,
  now: Date,
): Array<{ category: C; items: Array<{ item: I; availability: ItemAvailability }> }> {
  const running = new Set(activeFoodShiftIds(shifts, now));
  const itemsByCategory = new Map<string, I[]>();
  for (const item of items) {
    if (!item.active) continue;
    const list = itemsByCategory.get(item.categoryId);
    if (list) list.push(item);
    else itemsByCategory.set(item.categoryId, [item]);
  }
  const availabilityOf = (item: I): ItemAvailability => {
    if (!item.available) return { orderable: false, soldOut: true, availableFrom: null };
    if (isItemSoldInShifts(item, running)) return { orderable: true, soldOut: false, availableFrom: null };
    return { orderable: false, soldOut: false, availableFrom: nextSaleStart(item, shifts, now) };
  };
  return categories
    .filter((c) => c.active && c.sellChannels.includes(channel))
    .sort(bySortOrder)
    .map((category) => ({
      category,
      items: (itemsByCategory.get(category.id) ?? [])
        .sort(bySortOrder)
        .map((item) => ({ item, availability: availabilityOf(item) })),
    }))
    .filter((entry) => entry.items.length > 0);
}

export type ToppingCategoryLike = { id: string; available: boolean; sortOrder: number };
export type ToppingLike = { id: string; toppingCategoryId: string; available: boolean; sortOrder: number };
export type ItemToppingCategoryLink = {
  toppingCategoryId: string;
  minSelect: number;
  maxSelect: number;
  sortOrder: number;
};

/**
 * The topping categories a customer is offered with an item, in the item's order, each with its
 * available toppings. A category switched off, or with no topping available, is not offered — and so
 * its minimum does not apply: "what you are shown is what you can pick".
 */
export function offeredToppingCategories<T extends ToppingCategoryLike, P extends ToppingLike>(
  links: readonly ItemToppingCategoryLink[],
  toppingCategories: ReadonlyMap<string, T>,
  toppingsByCategory: ReadonlyMap<string, readonly P[]>,
): Array<{ link: ItemToppingCategoryLink; category: T; toppings: P[] }> {
  return [...links]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .flatMap((link) => {
      const category = toppingCategories.get(link.toppingCategoryId);
      if (!category?.available) return [];
      const toppings = (toppingsByCategory.get(category.id) ?? [])
        .filter((t) => t.available)
        .sort(bySortOrder);
      return toppings.length > 0 ? [{ link, category, toppings }] : [];
    });
}

/** The part of a customer menu that can be ordered now (what a staff screen or a script orders from). */
export function orderableMenu(menu: TSiteMenu): TSiteMenu {
  return {
    ...menu,
    categories: menu.categories
      .map((category) => ({ ...category, items: category.items.filter((item) => item.orderable) }))
      .filter((category) => category.items.length > 0),
  };
}
