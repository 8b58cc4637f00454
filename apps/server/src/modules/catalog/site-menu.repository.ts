import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  menuCategories,
  menuItemFoodShifts,
  menuItems,
  menuItemToppingCategories,
  toppingCategories,
  toppings,
} from './catalog.schema';

// The customer menu reads a whole vendor's catalog in a fixed number of queries, each filtered by
// vendor and served by the (vendor_id, …) keys: never one query per category or item.

export function listSellableCategories(db: Executor, vendorId: string, channel: string) {
  return db
    .select({
      id: menuCategories.id,
      title: menuCategories.title,
      description: menuCategories.description,
      sortOrder: menuCategories.sortOrder,
      active: menuCategories.active,
      sellChannels: menuCategories.sellChannels,
    })
    .from(menuCategories)
    .where(
      and(
        eq(menuCategories.vendorId, vendorId),
        eq(menuCategories.active, true),
        sql`${channel} = ANY(${menuCategories.sellChannels})`,
      ),
    )
    .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id));
}

export function listSellableItems(db: Executor, vendorId: string, channel: string) {
  return db
    .select({
      id: menuItems.id,
      categoryId: menuItems.categoryId,
      title: menuItems.title,
      description: menuItems.description,
      price: menuItems.price,
      packagingCost: menuItems.packagingCost,
      servePackagingCost: menuItems.servePackagingCost,
      withTax: menuItems.withTax,
      imageUrl: menuItems.imageUrl,
      tags: menuItems.tags,
      sortOrder: menuItems.sortOrder,
      active: menuItems.active,
      available: menuItems.available,
    })
    .from(menuItems)
    .innerJoin(
      menuCategories,
      and(eq(menuCategories.vendorId, menuItems.vendorId), eq(menuCategories.id, menuItems.categoryId)),
    )
    .where(
      and(
        eq(menuItems.vendorId, vendorId),
        eq(menuItems.active, true),
        // Sold-out items are listed too, as «ناموجود» (issue 19.6).
        eq(menuCategories.active, true),
        sql`${channel} = ANY(${menuCategories.sellChannels})`,
      ),
    )
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
}

export function listItemFoodShiftLinks(db: Executor, vendorId: string) {
  return db
    .select({ menuItemId: menuItemFoodShifts.menuItemId, foodShiftId: menuItemFoodShifts.foodShiftId })
    .from(menuItemFoodShifts)
    .where(eq(menuItemFoodShifts.vendorId, vendorId));
}

export function listItemToppingLinks(db: Executor, vendorId: string) {
  return db
    .select({
      menuItemId: menuItemToppingCategories.menuItemId,
      toppingCategoryId: menuItemToppingCategories.toppingCategoryId,
      minSelect: menuItemToppingCategories.minSelect,
      maxSelect: menuItemToppingCategories.maxSelect,
      sortOrder: menuItemToppingCategories.sortOrder,
    })
    .from(menuItemToppingCategories)
    .where(eq(menuItemToppingCategories.vendorId, vendorId));
}

export function listAvailableToppingCategories(db: Executor, vendorId: string) {
  return db
    .select({
      id: toppingCategories.id,
      title: toppingCategories.title,
      available: toppingCategories.available,
      sortOrder: toppingCategories.sortOrder,
    })
    .from(toppingCategories)
    .where(and(eq(toppingCategories.vendorId, vendorId), eq(toppingCategories.available, true)));
}

export function listAvailableToppings(db: Executor, vendorId: string) {
  return db
    .select({
      id: toppings.id,
      toppingCategoryId: toppings.toppingCategoryId,
      title: toppings.title,
      price: toppings.price,
      available: toppings.available,
      sortOrder: toppings.sortOrder,
    })
    .from(toppings)
    .where(and(eq(toppings.vendorId, vendorId), eq(toppings.available, true)));
}
