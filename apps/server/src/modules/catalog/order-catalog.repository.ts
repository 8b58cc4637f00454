import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  foodShiftWindows,
  menuCategories,
  menuItemFoodShifts,
  menuItems,
  menuItemToppingCategories,
  toppingCategories,
  toppings,
} from './catalog.schema';

// What orders need of a vendor's menu: every item with its category's flags, its shifts' windows
// and its toppings, in three queries whatever the size of the menu. Read once per catalog version
// and kept (order-catalog.ts).

export function listItemsWithCategory(db: Executor, vendorId: string) {
  return db
    .select({
      id: menuItems.id,
      title: menuItems.title,
      price: menuItems.price,
      packagingCost: menuItems.packagingCost,
      servePackagingCost: menuItems.servePackagingCost,
      withTax: menuItems.withTax,
      active: menuItems.active,
      available: menuItems.available,
      categoryActive: menuCategories.active,
      categorySellChannels: menuCategories.sellChannels,
    })
    .from(menuItems)
    .innerJoin(
      menuCategories,
      and(eq(menuCategories.vendorId, menuItems.vendorId), eq(menuCategories.id, menuItems.categoryId)),
    )
    .where(eq(menuItems.vendorId, vendorId));
}

/** The items' shifts with their windows; a shift without windows comes once with null window fields. */
export function listItemShiftWindows(db: Executor, vendorId: string) {
  return db
    .select({
      menuItemId: menuItemFoodShifts.menuItemId,
      shiftId: menuItemFoodShifts.foodShiftId,
      dayOfWeek: foodShiftWindows.dayOfWeek,
      startTime: foodShiftWindows.startTime,
      endTime: foodShiftWindows.endTime,
    })
    .from(menuItemFoodShifts)
    .leftJoin(
      foodShiftWindows,
      and(
        eq(foodShiftWindows.vendorId, menuItemFoodShifts.vendorId),
        eq(foodShiftWindows.shiftId, menuItemFoodShifts.foodShiftId),
      ),
    )
    .where(eq(menuItemFoodShifts.vendorId, vendorId));
}

/** The items' topping categories with every topping in them (a category without toppings: null topping). */
export function listItemToppings(db: Executor, vendorId: string) {
  return db
    .select({
      menuItemId: menuItemToppingCategories.menuItemId,
      toppingCategoryId: menuItemToppingCategories.toppingCategoryId,
      minSelect: menuItemToppingCategories.minSelect,
      maxSelect: menuItemToppingCategories.maxSelect,
      linkSortOrder: menuItemToppingCategories.sortOrder,
      categoryTitle: toppingCategories.title,
      categoryAvailable: toppingCategories.available,
      categorySortOrder: toppingCategories.sortOrder,
      toppingId: toppings.id,
      toppingTitle: toppings.title,
      toppingPrice: toppings.price,
      toppingAvailable: toppings.available,
      toppingSortOrder: toppings.sortOrder,
    })
    .from(menuItemToppingCategories)
    .innerJoin(
      toppingCategories,
      and(
        eq(toppingCategories.vendorId, menuItemToppingCategories.vendorId),
        eq(toppingCategories.id, menuItemToppingCategories.toppingCategoryId),
      ),
    )
    .leftJoin(
      toppings,
      and(
        eq(toppings.vendorId, toppingCategories.vendorId),
        eq(toppings.toppingCategoryId, toppingCategories.id),
      ),
    )
    .where(eq(menuItemToppingCategories.vendorId, vendorId));
}
