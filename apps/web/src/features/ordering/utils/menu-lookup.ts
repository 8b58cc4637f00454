import {
  type CartLine,
  type ChosenTopping,
  type ItemState,
  type ItemToppingCategory,
  priceOrder,
  type TFieldError,
  type TSiteMenu,
  toPersianDigits,
  validateToppingSelection,
} from '@sofreh/domain';

export type SiteMenuItem = TSiteMenu['categories'][number]['items'][number];
export type SiteToppingCategory = SiteMenuItem['toppingCategories'][number];

export function menuItemsById(menu: TSiteMenu): Map<string, SiteMenuItem> {
  return new Map(menu.categories.flatMap((category) => category.items.map((item) => [item.id, item])));
}

/**
 * The cart rules' view of the menu: /site lists every active item, and says which can be ordered now
 * (a sold-out dish or one outside its shift is shown greyed, never kept in a cart).
 */
export function orderableItemStates(menu: TSiteMenu): ItemState[] {
  return menu.categories.flatMap((category) =>
    category.items.map((item) => ({ menuItemId: item.id, active: true, available: item.orderable })),
  );
}

/** An item's topping categories as validateToppingSelection reads them (all listed toppings are on offer). */
function toppingRulesOf(item: SiteMenuItem): ItemToppingCategory[] {
  return item.toppingCategories.map((category) => ({
    categoryId: category.id,
    title: category.title,
    min: category.minSelect,
    max: category.maxSelect,
    toppings: category.toppings.map((topping) => ({ id: topping.id, available: true })),
  }));
}

/** What stops this choice of toppings, in Persian; empty when it can be added. */
export function toppingProblems(item: SiteMenuItem, chosen: readonly ChosenTopping[]): TFieldError[] {
  return validateToppingSelection(toppingRulesOf(item), chosen);
}

/** A kept line can still be ordered: its item is on the menu and its toppings still pass the rules. */
export function isLineStillValid(line: CartLine, items: ReadonlyMap<string, SiteMenuItem>): boolean {
  const item = items.get(line.menuItemId);
  if (!item?.orderable) return false;
  return line.isFreeItem || toppingProblems(item, line.toppings).length === 0;
}

export type PreviewLine = {
  item: SiteMenuItem;
  count: number;
  toppings: readonly ChosenTopping[];
  isFreeItem: boolean;
};

/**
 * Items and their toppings at menu prices, through the one pricing rule — a preview only: packaging,
 * tax, service fee, delivery and discounts are the server's quote, on the next step.
 */
export function previewItemsTotal(lines: readonly PreviewLine[]): number {
  const priced = priceOrder({
    lines: lines.map(({ item, count, toppings, isFreeItem }) => {
      const prices = new Map(
        item.toppingCategories.flatMap((category) => category.toppings.map((t) => [t.id, t.price])),
      );
      return {
        unitPrice: item.price,
        count,
        packagingCost: 0,
        servePackagingCost: 0,
        withTax: false,
        isFreeItem,
        toppings: toppings.map((t) => ({ price: prices.get(t.toppingId) ?? 0, count: t.count })),
      };
    }),
    // The service type moves only packaging and fees, which this preview leaves to the quote.
    deliveryType: 'SERVE',
    taxPercent: 0,
    serviceFee: { type: 'FIX', value: 0 },
    deliveryCost: 0,
    discount: null,
    tip: 0,
  });
  return priced.sumOfItemsPrice + priced.sumOfItemToppingsPrice;
}

/** The cart's lines that the menu can price (lines of items gone from the menu are dropped anyway). */
export function previewLinesOf(
  lines: readonly CartLine[],
  items: ReadonlyMap<string, SiteMenuItem>,
): PreviewLine[] {
  return lines.flatMap((line) => {
    const item = items.get(line.menuItemId);
    return item ? [{ item, count: line.count, toppings: line.toppings, isFreeItem: line.isFreeItem }] : [];
  });
}

/** «نان بربری، کره محلی ×۲» — a line's toppings in the words of the menu. */
export function toppingTitles(item: SiteMenuItem | undefined, toppings: readonly ChosenTopping[]): string[] {
  if (!item) return [];
  const titles = new Map(
    item.toppingCategories.flatMap((category) => category.toppings.map((t) => [t.id, t.title])),
  );
  return toppings.flatMap((t) => {
    const title = titles.get(t.toppingId);
    return title ? [t.count > 1 ? `${title} ×${toPersianDigits(t.count)}` : title] : [];
  });
}
