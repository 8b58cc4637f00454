import { toLatinDigits } from '../format';

// Iranian IBAN («شبا»): IR, two check digits, then 22 digits of which the first three name the bank.
// Validated with the ISO 7064 mod-97 checksum every IBAN carries.

/**
 * Bank codes (digits 5–7 of a Sheba) as published by the Central Bank of Iran. Institutions merged
 * into others keep their code on old accounts, so they stay in the table.
 */
const BANK_NAMES: Readonly<Record<string, string>> = {
  '010': 'بانک مرکزی جمهوری اسلامی ایران',
  '011': 'بانک صنعت و معدن',
  '012': 'بانک ملت',
  '013': 'بانک رفاه کارگران',
  '014': 'بانک مسکن',
  '015': 'بانک سپه',
  '016': 'بانک کشاورزی',
  '017': 'بانک ملی ایران',
  '018': 'بانک تجارت',
  '019': 'بانک صادرات ایران',
  '020': 'بانک توسعه صادرات ایران',
  '021': 'پست بانک ایران',
  '022': 'بانک توسعه تعاون',
  '051': 'مؤسسه اعتباری توسعه',
  '052': 'بانک قوامین',
  '053': 'بانک کارآفرین',
  '054': 'بانک پارسیان',
  '055': 'بانک اقتصاد نوین',
  '056': 'بانک سامان',
  '057': 'بانک پاسارگاد',
  '058': 'بانک سرمایه',
  '059': 'بانک سینا',
  '060': 'بانک قرض‌الحسنه مهر ایران',
  '061': 'بانک شهر',
  '062': 'بانک آینده',
  '063': 'بانک انصار',
  '064': 'بانک گردشگری',
  '065': 'بانک حکمت ایرانیان',
  '066': 'بانک دی',
  '069': 'بانک ایران زمین',
  '070': 'بانک قرض‌الحسنه رسالت',
  '073': 'مؤسسه اعتباری کوثر',
  '075': 'مؤسسه اعتباری ملل',
  '078': 'بانک خاورمیانه',
  '079': 'بانک مهر اقتصاد',
  '080': 'مؤسسه اعتباری نور',
  '095': 'بانک ایران و ونزوئلا',
};

/**
 * What people type, made canonical: Persian or Arabic digits, spaces and dashes, lower-case «ir»,
 * or the 24 digits without «IR» all become `IR` + 24 digits. Anything else is returned cleaned but
 * unchanged in shape, for `isValidSheba` to refuse.
 */
export function normalizeSheba(input: string): string {
  const cleaned = toLatinDigits(input)
    .replace(/[\s\-_.\u200c\u200f\u200e]/g, '')
    .toUpperCase();
  return /^\d{24}$/.test(cleaned) ? `IR${cleaned}` : cleaned;
}

/** True for `IR` + 24 digits whose mod-97 checksum holds. Expects a normalised Sheba. */
export function isValidSheba(sheba: string): boolean {
  if (!/^IR\d{24}$/.test(sheba)) return false;
  // ISO 13616: move the country code and check digits to the end, letters become numbers (I=18, R=27).
  const rearranged = `${sheba.slice(4)}1827${sheba.slice(2, 4)}`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** The bank's name from the Sheba's bank code, or null when the code is not in the table. */
export function bankNameOfSheba(sheba: string): string | null {
  if (!/^IR\d{24}$/.test(sheba)) return null;
  return BANK_NAMES[sheba.slice(4, 7)] ?? null;
}

/** «IR82 0540 1026 …» in groups of four, the way banks print it. */
export function formatSheba(sheba: string): string {
  return sheba.replace(/(.{4})(?=.)/g, '$1 ');
}
