import { toPersianDigits } from '@sofreh/domain';

/**
 * A topping category's min/max said in words: «اختیاری، حداکثر ۲ مورد», «۱ مورد الزامی»,
 * «حداقل ۱ و حداکثر ۲ مورد».
 */
export function toppingRuleText(minSelect: number, maxSelect: number): string {
  const max = toPersianDigits(maxSelect);
  if (minSelect <= 0) return `اختیاری، حداکثر ${max} مورد`;
  if (minSelect === maxSelect) return `${max} مورد الزامی`;
  return `حداقل ${toPersianDigits(minSelect)} و حداکثر ${max} مورد`;
}
