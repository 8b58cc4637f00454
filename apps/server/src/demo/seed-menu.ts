import {
  ZCreateFoodShiftRequest,
  ZCreateMenuCategoryRequest,
  ZCreateMenuItemRequest,
  ZCreateToppingCategoryRequest,
  ZCreateToppingRequest,
} from '@sofreh/domain';
import sharp from 'sharp';
import type { Database, Tx } from '../db/database';
import type { FileStorage } from '../integrations/storage/file-storage';
import { catalogWrite } from '../modules/catalog/catalog-write';
import { insertFoodShift, replaceFoodShiftWindows } from '../modules/catalog/food-shifts.repository';
import { countMenuCategories, insertMenuCategory } from '../modules/catalog/menu-categories.repository';
import {
  insertMenuItem,
  replaceItemFoodShifts,
  replaceItemToppingCategories,
} from '../modules/catalog/menu-items.repository';
import {
  insertPrinter,
  insertStation,
  routeCategoriesToStation,
} from '../modules/catalog/printers.repository';
import { insertToppingCategory } from '../modules/catalog/topping-categories.repository';
import { insertTopping } from '../modules/catalog/toppings.repository';
import { insert as insertDefaultDescription } from '../modules/default-descriptions/default-descriptions.repository';
import { createFilesService } from '../modules/files/files.service';
import { createChangePublisher } from '../platform/change-feed';
import type { VendorContext } from '../platform/context';
import { ART_WIDTH, type DishArt, drawDish } from './food-art';
import {
  DEMO_MENU,
  DEMO_ORDER_NOTES,
  DEMO_SHIFTS,
  DEMO_TOPPINGS,
  type DemoShift,
  type DemoToppingGroup,
} from './menu';

/**
 * Pictures are drawn 960 px wide: sharp enough for the item's detail sheet, and a third cheaper to
 * encode than the 1200 px an upload may reach. The menu's 43 pictures take about 2 s on two cores,
 * the bulk of the first start's seed; later starts skip them.
 */
const RENDER_WIDTH = 960;
// libuv runs four sharp jobs at a time by default; more in flight would only hold more pixels.
const PARALLEL_IMAGES = 4;

class MenuAlreadySeeded extends Error {}

/**
 * Gives the demo vendor its menu — once. The menu is seeded only while the vendor has no menu
 * category at all: after that it belongs to whoever tries the back office, and a restart must not
 * bring back an item they deleted or undo a price they changed. So a second run changes nothing.
 * Everything is written in one catalog transaction (one catalog-version bump): a crash leaves no
 * half menu that this check would then take for a finished one.
 *
 * Returns whether it wrote the menu.
 */
export async function seedDemoMenu(database: Database, vendor: VendorContext, storage: FileStorage) {
  if ((await countMenuCategories(database.db, vendor.id, null)) > 0) return false;

  // Drawn before the transaction, which then holds the vendor's catalog lock only for the inserts.
  const imageUrls = await storeDishImages(vendor, storage);

  try {
    // Usually seeded before the server starts; a running one (PostgreSQL) hears of it all the same.
    await catalogWrite(createChangePublisher(database), vendor.id, async (tx) => {
      // catalogWrite has locked the vendor's catalog version: a second server starting at the same
      // moment waits here, then sees this menu and stops (its pictures stay unused on disk).
      if ((await countMenuCategories(tx, vendor.id, null)) > 0) throw new MenuAlreadySeeded();

      const shiftIds = {} as Record<DemoShift, string>;
      for (const key of Object.keys(DEMO_SHIFTS) as DemoShift[]) {
        // Parsed with the API's own contracts: the demo data obeys the rules a person's input does.
        const shift = ZCreateFoodShiftRequest.parse(DEMO_SHIFTS[key]);
        shiftIds[key] = await insertFoodShift(tx, vendor.id, shift.title);
        await replaceFoodShiftWindows(tx, vendor.id, shiftIds[key], shift.windows);
      }

      const toppingCategoryIds = {} as Record<DemoToppingGroup, string>;
      for (const [groupOrder, key] of (Object.keys(DEMO_TOPPINGS) as DemoToppingGroup[]).entries()) {
        const group = ZCreateToppingCategoryRequest.parse({ title: DEMO_TOPPINGS[key].title });
        const id = await insertToppingCategory(tx, vendor.id, { ...group, sortOrder: groupOrder });
        toppingCategoryIds[key] = id;
        for (const [sortOrder, [title, price]] of DEMO_TOPPINGS[key].toppings.entries()) {
          const topping = ZCreateToppingRequest.parse({ toppingCategoryId: id, title, price });
          await insertTopping(tx, vendor.id, { ...topping, sortOrder });
        }
      }

      const kitchenCategoryIds: string[] = [];
      for (const [categoryOrder, category] of DEMO_MENU.entries()) {
        const { description, ...fields } = ZCreateMenuCategoryRequest.parse({
          title: category.title,
          description: category.description,
          sellChannels: category.sellChannels,
        });
        const categoryId = await insertMenuCategory(tx, vendor.id, {
          ...fields,
          sellChannels: fields.sellChannels ?? category.sellChannels,
          description: description ?? null,
          sortOrder: categoryOrder,
        });
        if (!SERVED_FROM_COUNTER.has(category.title)) kitchenCategoryIds.push(categoryId);
        for (const [itemOrder, item] of category.items.entries()) {
          const { toppingCategories, foodShiftIds, description, imageUrl, ...fields } =
            ZCreateMenuItemRequest.parse({
              categoryId,
              title: item.title,
              description: item.description,
              price: item.price,
              packagingCost: item.packagingCost ?? 0,
              withTax: true,
              available: !item.soldOut,
              imageUrl: imageUrls.get(item.art),
              tags: item.tags ?? [],
              toppingCategories: (item.toppings ?? []).map((offer) => ({
                toppingCategoryId: toppingCategoryIds[offer.group],
                minSelect: offer.min ?? 0,
                maxSelect: offer.max,
              })),
              foodShiftIds: item.shifts.map((shift) => shiftIds[shift]),
            });
          const itemId = await insertMenuItem(tx, vendor.id, {
            ...fields,
            description: description ?? null,
            imageUrl: imageUrl ?? null,
            sortOrder: itemOrder,
          });
          await replaceItemToppingCategories(tx, vendor.id, itemId, toppingCategories);
          await replaceItemFoodShifts(tx, vendor.id, itemId, foodShiftIds);
        }
      }
      await seedPrinting(tx, vendor.id, kitchenCategoryIds);
      for (const text of DEMO_ORDER_NOTES) await insertDefaultDescription(tx, vendor.id, text);
    });
  } catch (error) {
    if (error instanceof MenuAlreadySeeded) return false;
    throw error;
  }
  return true;
}

/** Every dish of the menu with the look of its category. */
export const DEMO_DISHES = DEMO_MENU.flatMap((category) =>
  category.items.map((item) => ({ art: item.art, tone: category.tone, cutlery: category.cutlery })),
);

/** A dish as a PNG of RENDER_WIDTH, ready for the upload pipeline. */
export function renderDish(dish: (typeof DEMO_DISHES)[number]): Promise<Buffer> {
  return sharp(Buffer.from(drawDish(dish.art, dish.tone, dish.cutlery)), {
    density: (72 * RENDER_WIDTH) / ART_WIDTH,
  })
    .png({ compressionLevel: 0 }) // read back at once: squeezing it would only cost time
    .toBuffer();
}

/**
 * Draws every dish, rasterises it with sharp and stores it as an upload would be stored (WebP, in
 * the list and detail sizes, under the vendor): the items get ordinary `/files/…-detail.webp` URLs.
 */
async function storeDishImages(vendor: VendorContext, storage: FileStorage) {
  const files = createFilesService({ storage });
  const urls = new Map<DishArt, string>();
  let next = 0;
  async function worker() {
    while (next < DEMO_DISHES.length) {
      const dish = DEMO_DISHES[next++]!;
      urls.set(dish.art, (await files.uploadImage(vendor, await renderDish(dish))).url);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_IMAGES }, worker));
  return urls;
}

/** Drinks and desserts are handed out at the counter; everything else is cooked in the kitchen. */
const SERVED_FROM_COUNTER = new Set(['نوشیدنی', 'دسر']);

/**
 * A kitchen printer whose station prints the cooked food, and a cashier printer for the bills. The
 * addresses are the usual ones of a small restaurant's router; the owner changes them in settings.
 */
async function seedPrinting(tx: Tx, vendorId: string, kitchenCategoryIds: string[]) {
  const kitchenPrinter = await insertPrinter(tx, vendorId, {
    name: 'چاپگر آشپزخانه',
    ip: '192.168.1.50',
    port: 9100,
  });
  const cashierPrinter = await insertPrinter(tx, vendorId, {
    name: 'چاپگر صندوق',
    ip: '192.168.1.51',
    port: 9100,
  });
  const kitchen = await insertStation(tx, vendorId, {
    name: 'آشپزخانه',
    kind: 'KITCHEN',
    printerId: kitchenPrinter.id,
  });
  await routeCategoriesToStation(tx, vendorId, kitchen, kitchenCategoryIds);
  await insertStation(tx, vendorId, { name: 'صندوق', kind: 'CUSTOMER', printerId: cashierPrinter.id });
}
