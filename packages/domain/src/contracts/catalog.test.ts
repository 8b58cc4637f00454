import { describe, expect, it } from 'vitest';
import {
  ZCreateFoodShiftRequest,
  ZCreateMenuCategoryRequest,
  ZCreateMenuItemRequest,
  ZUpdateMenuCategoryRequest,
} from './catalog';

const id = '7f1c2b52-9d5e-4c1a-8f0e-0d6b3c1a2b3c';
const fields = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('catalog contracts', () => {
  it('leaves a new category’s channels to the server (every channel the restaurant sells on) and makes it active', () => {
    const parsed = ZCreateMenuCategoryRequest.parse({ title: ' کباب ' });
    expect(parsed).toMatchObject({ title: 'کباب', active: true });
    expect(parsed.sellChannels).toBeUndefined();
  });

  it('leaves out of an update what the client did not send', () => {
    expect(ZUpdateMenuCategoryRequest.parse({ id, title: 'پیتزا' })).toEqual({ id, title: 'پیتزا' });
  });

  it('stores Persian yeh and kaf when Arabic ones are typed', () => {
    expect(ZCreateMenuCategoryRequest.parse({ title: 'كباب تركي' }).title).toBe('کباب ترکی');
  });

  it('takes money as a whole number from zero', () => {
    const base = { categoryId: id, title: 'کوبیده' };
    expect(ZCreateMenuItemRequest.safeParse({ ...base, price: 250000 }).success).toBe(true);
    expect(fields(ZCreateMenuItemRequest.safeParse({ ...base, price: -1 }))).toEqual(['price']);
    expect(fields(ZCreateMenuItemRequest.safeParse({ ...base, price: 12.5 }))).toEqual(['price']);
    expect(fields(ZCreateMenuItemRequest.safeParse({ ...base, price: '1000' }))).toEqual(['price']);
  });

  it('names the field of a min above max and of a repeated topping category', () => {
    const result = ZCreateMenuItemRequest.safeParse({
      categoryId: id,
      title: 'پیتزا',
      price: 1,
      toppingCategories: [
        { toppingCategoryId: id, minSelect: 3, maxSelect: 2 },
        { toppingCategoryId: id, maxSelect: 2 },
      ],
    });
    expect(fields(result)).toEqual([
      'toppingCategories.0.minSelect',
      'toppingCategories.1.toppingCategoryId',
    ]);
  });

  it('says in Persian, beside the row, when a selection limit is missing or too large', () => {
    const result = ZCreateMenuItemRequest.safeParse({
      categoryId: id,
      title: 'پیتزا',
      price: 1,
      toppingCategories: [
        { toppingCategoryId: id, minSelect: 0, maxSelect: null },
        { toppingCategoryId: '7f1c2b52-9d5e-4c1a-8f0e-0d6b3c1a2b3d', minSelect: 60, maxSelect: 70 },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['toppingCategories.0.maxSelect', 'حداکثر انتخاب را به عدد وارد کنید.'],
      ['toppingCategories.1.minSelect', 'حداقل انتخاب حداکثر ۵۰ است.'],
      ['toppingCategories.1.maxSelect', 'حداکثر انتخاب نمی‌تواند از ۵۰ بیشتر باشد.'],
    ]);
  });

  it('refuses an image address that is not ours or https', () => {
    const base = { categoryId: id, title: 'پیتزا', price: 1 };
    for (const imageUrl of ['javascript:alert(1)', '//evil.example/x.png', 'http://x/y.png']) {
      expect(fields(ZCreateMenuItemRequest.safeParse({ ...base, imageUrl }))).toEqual(['imageUrl']);
    }
    expect(ZCreateMenuItemRequest.safeParse({ ...base, imageUrl: '/files/menu/a.webp' }).success).toBe(true);
  });

  it('refuses a shift window that ends before it starts, on the end field', () => {
    const result = ZCreateFoodShiftRequest.safeParse({
      title: 'شام',
      windows: [{ dayOfWeek: 'FRI', startTime: '22:00', endTime: '02:00' }],
    });
    expect(fields(result)).toEqual(['windows.0.endTime']);
    expect(fields(ZCreateFoodShiftRequest.safeParse({ title: 'شام', windows: [] }))).toEqual(['windows']);
  });
});
