import type { TFieldError } from '../errors';
import { toPersianDigits } from '../format';

/** One topping category offered with an item, as the order or cart code has loaded it. */
export type ItemToppingCategory = {
  categoryId: string;
  title?: string;
  min: number;
  max: number;
  toppings: ReadonlyArray<{ id: string; available: boolean }>;
};
export type ChosenTopping = { toppingId: string; count: number };

/**
 * Checks the toppings a customer chose for one item against what the item offers: each chosen
 * topping must belong to one of its topping categories and be available, counts are whole numbers
 * from 1, and the total count per topping category must be within its min/max. Returns one problem
 * per field (empty when all is well), worded for the person choosing.
 *
 * Fields: `toppings.<i>.toppingId` / `toppings.<i>.count` for the i-th choice,
 * `toppingCategories.<categoryId>` for a minimum or maximum.
 */
export function validateToppingSelection(
  itemToppingCategories: readonly ItemToppingCategory[],
  chosen: readonly ChosenTopping[],
): TFieldError[] {
  const problems: TFieldError[] = [];
  const categoryOfTopping = new Map<string, { categoryId: string; available: boolean }>();
  for (const category of itemToppingCategories) {
    for (const topping of category.toppings) {
      categoryOfTopping.set(topping.id, { categoryId: category.categoryId, available: topping.available });
    }
  }
  const totals = new Map<string, number>();
  chosen.forEach((choice, i) => {
    if (!Number.isInteger(choice.count) || choice.count < 1) {
      problems.push({ field: `toppings.${i}.count`, message: 'تعداد افزودنی باید عدد صحیح مثبت باشد.' });
      return;
    }
    const owner = categoryOfTopping.get(choice.toppingId);
    if (!owner) {
      problems.push({ field: `toppings.${i}.toppingId`, message: 'این افزودنی برای این غذا وجود ندارد.' });
      return;
    }
    if (!owner.available) {
      problems.push({ field: `toppings.${i}.toppingId`, message: 'این افزودنی در حال حاضر موجود نیست.' });
      return;
    }
    totals.set(owner.categoryId, (totals.get(owner.categoryId) ?? 0) + choice.count);
  });
  for (const category of itemToppingCategories) {
    const total = totals.get(category.categoryId) ?? 0;
    const name = category.title ? `«${category.title}»` : 'این دسته';
    if (total < category.min) {
      problems.push({
        field: `toppingCategories.${category.categoryId}`,
        message: `از ${name} دست‌کم ${toPersianDigits(category.min)} مورد انتخاب کنید.`,
      });
    } else if (total > category.max) {
      problems.push({
        field: `toppingCategories.${category.categoryId}`,
        message: `از ${name} حداکثر ${toPersianDigits(category.max)} مورد می‌توانید انتخاب کنید.`,
      });
    }
  }
  return problems;
}
