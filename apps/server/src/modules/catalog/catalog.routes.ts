import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { ChangeFeed } from '../../platform/change-feed';
import type { Clock } from '../../platform/clock';
import { foodShiftsRoutes } from './food-shifts.routes';
import { createFoodShiftsService } from './food-shifts.service';
import { menuCategoriesRoutes } from './menu-categories.routes';
import { createMenuCategoriesService, type SellChannelsPort } from './menu-categories.service';
import { menuItemsRoutes } from './menu-items.routes';
import { createMenuItemsService } from './menu-items.service';
import { printersRoutes } from './printers.routes';
import { createPrintersService } from './printers.service';
import { siteMenuRoutes } from './site-menu.routes';
import { createSiteMenuService } from './site-menu.service';
import { toppingCategoriesRoutes } from './topping-categories.routes';
import { createToppingCategoriesService } from './topping-categories.service';
import { toppingsRoutes } from './toppings.routes';
import { createToppingsService } from './toppings.service';

/** The catalog service of SPEC §7 (prefix /api-catalog/catalog) as one plugin. */
export async function catalogRoutes(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    changes: ChangeFeed;
    menuCacheBytes: number;
    /** The vendors module's answer to "which channels does this restaurant sell on?". */
    sellChannelsOf: SellChannelsPort;
  },
) {
  const { database, clock, changes } = deps;
  menuCategoriesRoutes(app, {
    menuCategories: createMenuCategoriesService({ database, changes, sellChannelsOf: deps.sellChannelsOf }),
  });
  menuItemsRoutes(app, { menuItems: createMenuItemsService({ database, changes }) });
  toppingCategoriesRoutes(app, {
    toppingCategories: createToppingCategoriesService({ database, changes }),
  });
  toppingsRoutes(app, { toppings: createToppingsService({ database, changes }) });
  foodShiftsRoutes(app, { foodShifts: createFoodShiftsService({ database, changes }) });
  printersRoutes(app, { printers: createPrintersService({ database }) });
  siteMenuRoutes(app, {
    siteMenu: createSiteMenuService({ database, clock, changes, cacheBytes: deps.menuCacheBytes }),
  });
}
