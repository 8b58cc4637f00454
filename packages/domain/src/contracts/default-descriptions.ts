import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination';
import { normalizePersianLetters } from './catalog';

export const ZDefaultDescriptionText = z
  .string()
  .trim()
  .min(1, 'متن توضیح را وارد کنید.')
  .max(200, 'متن توضیح حداکثر ۲۰۰ حرف است.')
  .overwrite(normalizePersianLetters);

export const ZDefaultDescription = z.object({
  id: z.string(),
  text: z.string().describe('A ready-made order note, e.g. «بدون پیاز»'),
});
export type TDefaultDescription = z.infer<typeof ZDefaultDescription>;

export const ZCreateDefaultDescription = z.object({ text: ZDefaultDescriptionText });
export const ZUpdateDefaultDescription = z.object({
  id: z.guid('شناسه معتبر نیست.'),
  text: ZDefaultDescriptionText,
});
export const ZDefaultDescriptionQuery = ZPageQuery;
export const ZDefaultDescriptionPage = pageOf(ZDefaultDescription);
