import { describe, expect, it } from 'vitest';
import { type ItemToppingCategory, validateToppingSelection } from './topping-selection';

const sauces: ItemToppingCategory = {
  categoryId: 'sauces',
  title: 'سس‌ها',
  min: 1,
  max: 2,
  toppings: [
    { id: 'garlic', available: true },
    { id: 'mayo', available: true },
    { id: 'chili', available: false },
  ],
};
const extras: ItemToppingCategory = {
  categoryId: 'extras',
  title: 'افزودنی‌ها',
  min: 0,
  max: 3,
  toppings: [{ id: 'cheese', available: true }],
};

describe('validateToppingSelection', () => {
  it('accepts a choice within every minimum and maximum', () => {
    expect(validateToppingSelection([sauces, extras], [{ toppingId: 'garlic', count: 1 }])).toEqual([]);
    expect(
      validateToppingSelection(
        [sauces, extras],
        [
          { toppingId: 'garlic', count: 1 },
          { toppingId: 'mayo', count: 1 },
          { toppingId: 'cheese', count: 3 },
        ],
      ),
    ).toEqual([]);
  });

  it('names a topping category whose minimum is not met, in Persian digits', () => {
    expect(validateToppingSelection([sauces, extras], [{ toppingId: 'cheese', count: 1 }])).toEqual([
      { field: 'toppingCategories.sauces', message: 'از «سس‌ها» دست‌کم ۱ مورد انتخاب کنید.' },
    ]);
  });

  it('counts repeats toward the maximum', () => {
    expect(validateToppingSelection([sauces], [{ toppingId: 'garlic', count: 3 }])).toEqual([
      { field: 'toppingCategories.sauces', message: 'از «سس‌ها» حداکثر ۲ مورد می‌توانید انتخاب کنید.' },
    ]);
    expect(
      validateToppingSelection(
        [sauces],
        [
          { toppingId: 'garlic', count: 2 },
          { toppingId: 'mayo', count: 1 },
        ],
      ),
    ).toHaveLength(1);
  });

  it('refuses an unknown topping, an unavailable one and a count below one, per choice', () => {
    const problems = validateToppingSelection(
      [sauces],
      [
        { toppingId: 'garlic', count: 1 },
        { toppingId: 'ketchup', count: 1 },
        { toppingId: 'chili', count: 1 },
        { toppingId: 'mayo', count: 0 },
      ],
    );
    expect(problems).toEqual([
      { field: 'toppings.1.toppingId', message: 'این افزودنی برای این غذا وجود ندارد.' },
      { field: 'toppings.2.toppingId', message: 'این افزودنی در حال حاضر موجود نیست.' },
      { field: 'toppings.3.count', message: 'تعداد افزودنی باید عدد صحیح مثبت باشد.' },
    ]);
  });

  it('asks for nothing when the item offers no toppings, and refuses any chosen', () => {
    expect(validateToppingSelection([], [])).toEqual([]);
    expect(validateToppingSelection([], [{ toppingId: 'garlic', count: 1 }])[0]!.field).toBe(
      'toppings.0.toppingId',
    );
  });
});
