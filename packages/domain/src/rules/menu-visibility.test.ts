import { describe, expect, it } from 'vitest';
import type { FoodShiftLike } from './food-shifts';
import {
  type MenuCategoryLike,
  type MenuItemLike,
  offeredToppingCategories,
  visibleMenu,
} from './menu-visibility';

const tehran = (isoLocal: string) => new Date(`${isoLocal}+03:30`);
const sundayLunchtime = tehran('2026-11-22T13:00:00');

const category = (id: string, over: Partial<MenuCategoryLike> = {}): MenuCategoryLike => ({
  id,
  active: true,
  sellChannels: ['WEBSITE', 'QR'],
  sortOrder: 0,
  ...over,
});
const item = (id: string, categoryId: string, over: Partial<MenuItemLike> = {}): MenuItemLike => ({
  id,
  categoryId,
  active: true,
  available: true,
  sortOrder: 0,
  foodShiftIds: [],
  ...over,
});
const dinner: FoodShiftLike = {
  id: 'dinner',
  windows: [{ dayOfWeek: 'SUN', startTime: '19:00', endTime: '00:00' }],
};

const ids = (menu: ReturnType<typeof visibleMenu>) =>
  menu.map((entry) => [entry.category.id, entry.items.map((i) => i.id)]);

describe('visibleMenu', () => {
  it('keeps active categories of the channel, in sort order, with their items in sort order', () => {
    const menu = visibleMenu(
      [category('drinks', { sortOrder: 2 }), category('kebab', { sortOrder: 1 })],
      [
        item('dough', 'drinks'),
        item('barg', 'kebab', { sortOrder: 2 }),
        item('koobideh', 'kebab', { sortOrder: 1 }),
      ],
      [],
      'WEBSITE',
      sundayLunchtime,
    );
    expect(ids(menu)).toEqual([
      ['kebab', ['koobideh', 'barg']],
      ['drinks', ['dough']],
    ]);
  });

  it('drops inactive categories and categories without the channel', () => {
    const menu = visibleMenu(
      [category('off', { active: false }), category('salon', { sellChannels: ['SALON'] }), category('on')],
      [item('a', 'off'), item('b', 'salon'), item('c', 'on')],
      [],
      'WEBSITE',
      sundayLunchtime,
    );
    expect(ids(menu)).toEqual([['on', ['c']]]);
    expect(
      ids(
        visibleMenu(
          [category('salon', { sellChannels: ['SALON'] })],
          [item('b', 'salon')],
          [],
          'SALON',
          sundayLunchtime,
        ),
      ),
    ).toEqual([['salon', ['b']]]);
  });

  it('drops inactive and unavailable items, and items outside their shift', () => {
    const menu = visibleMenu(
      [category('kebab')],
      [
        item('inactive', 'kebab', { active: false }),
        item('soldout', 'kebab', { available: false }),
        item('dinnerOnly', 'kebab', { foodShiftIds: ['dinner'] }),
        item('always', 'kebab'),
      ],
      [dinner],
      'WEBSITE',
      sundayLunchtime,
    );
    expect(ids(menu)).toEqual([['kebab', ['always']]]);
    const evening = visibleMenu(
      [category('kebab')],
      [item('dinnerOnly', 'kebab', { foodShiftIds: ['dinner'] })],
      [dinner],
      'WEBSITE',
      tehran('2026-11-22T20:00:00'),
    );
    expect(ids(evening)).toEqual([['kebab', ['dinnerOnly']]]);
  });

  it('leaves out a category with nothing left to order', () => {
    const menu = visibleMenu(
      [category('empty'), category('full')],
      [item('x', 'full')],
      [],
      'WEBSITE',
      sundayLunchtime,
    );
    expect(ids(menu)).toEqual([['full', ['x']]]);
  });
});

describe('offeredToppingCategories', () => {
  const categories = new Map([
    ['sauces', { id: 'sauces', available: true, sortOrder: 0 }],
    ['cheese', { id: 'cheese', available: false, sortOrder: 0 }],
    ['empty', { id: 'empty', available: true, sortOrder: 0 }],
  ]);
  const toppings = new Map([
    [
      'sauces',
      [
        { id: 'garlic', toppingCategoryId: 'sauces', available: true, sortOrder: 2 },
        { id: 'chili', toppingCategoryId: 'sauces', available: false, sortOrder: 1 },
        { id: 'mayo', toppingCategoryId: 'sauces', available: true, sortOrder: 0 },
      ],
    ],
    ['cheese', [{ id: 'cheddar', toppingCategoryId: 'cheese', available: true, sortOrder: 0 }]],
    ['empty', [{ id: 'gone', toppingCategoryId: 'empty', available: false, sortOrder: 0 }]],
  ]);
  const link = (toppingCategoryId: string, sortOrder: number) => ({
    toppingCategoryId,
    minSelect: 1,
    maxSelect: 2,
    sortOrder,
  });

  it('offers available categories with at least one available topping, in the item’s order', () => {
    const offered = offeredToppingCategories(
      [link('empty', 0), link('cheese', 1), link('sauces', 2), link('unknown', 3)],
      categories,
      toppings,
    );
    expect(offered.map((o) => [o.category.id, o.toppings.map((t) => t.id)])).toEqual([
      ['sauces', ['mayo', 'garlic']],
    ]);
    expect(offered[0]!.link).toMatchObject({ minSelect: 1, maxSelect: 2 });
  });
});
