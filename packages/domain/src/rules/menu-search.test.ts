import { describe, expect, it } from 'vitest';
import { matchesSearch, searchableText } from './menu-search';

describe('menu search (issue 19.7)', () => {
  it('reads Arabic yeh and kaf as the Persian letters, and Persian digits as ASCII', () => {
    expect(searchableText('كباب')).toBe(searchableText('کباب'));
    expect(searchableText('چاي')).toBe('چای');
    expect(searchableText('پیتزا ۲ نفره')).toBe('پیتزا 2 نفره');
    expect(searchableText('٣ سیخ')).toBe('3 سیخ');
  });

  it('ignores the zero-width non-joiner, spaces between words and diacritics', () => {
    const title = ['چلو خورش قورمه‌سبزی'];
    expect(matchesSearch('قورمه سبزی', title)).toBe(true);
    expect(matchesSearch('قورمهسبزی', title)).toBe(true);
    expect(matchesSearch('قورمه‌سبزي', title)).toBe(true);
    expect(matchesSearch('مُرغ', ['جوجه کباب مرغ'])).toBe(true);
  });

  it('needs every word, in any of the texts, and matches everything when empty', () => {
    const dish = ['کباب کوبیده', 'دو سیخ گوشت گوسفندی', 'پرفروش'];
    expect(matchesSearch('کوبیده گوسفندی', dish)).toBe(true);
    expect(matchesSearch('کوبیده مرغ', dish)).toBe(false);
    expect(matchesSearch('پرفروش', dish)).toBe(true);
    expect(matchesSearch('  ', dish)).toBe(true);
    expect(matchesSearch('Pizza', ['pizza Margherita'])).toBe(true);
  });
});
