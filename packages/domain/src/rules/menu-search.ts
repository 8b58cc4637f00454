import { normalizePersianLetters } from '../contracts/catalog';
import { toLatinDigits } from '../format';

/**
 * Text as search compares it (issue 19.7): Arabic yeh and kaf as the Persian letters, Persian and
 * Arabic-Indic digits as ASCII, hamza forms of alef as alef, teh marbuta as heh, the zero-width
 * non-joiner and tatweel as nothing (people type «قورمه سبزی», «قورمه‌سبزی» and «قورمهسبزی»),
 * diacritics dropped, Latin letters lowercased.
 */
export function searchableText(text: string): string {
  return toLatinDigits(normalizePersianLetters(text))
    .replace(/[أإٱآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/\u200C|\u200D|\u200E|\u200F/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether every word of `query` is found in one of `texts` (a dish's title, description, tags), each
 * word anywhere and with the spaces between words ignored, so «قورمه سبزی» finds «قورمه‌سبزی». An
 * empty query matches everything.
 */
export function matchesSearch(query: string, texts: ReadonlyArray<string | null | undefined>): boolean {
  const words = searchableText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.map((text) => searchableText(text ?? '')).join(' ');
  const joined = haystack.replace(/ /g, '');
  return words.every((word) => haystack.includes(word) || joined.includes(word));
}
