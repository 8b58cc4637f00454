import { z } from 'zod';

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

export const ZUploadedImage = z.object({
  id: z.string().describe('Server-generated name of the upload'),
  url: z.string().describe('The large variant (item detail, cover)'),
  listUrl: z.string().describe('The small variant (menu cards, logos)'),
  width: z.number().int().describe('Width of the original in pixels'),
  height: z.number().int(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;

/**
 * Items and vendors keep the URL of the large variant; the small one sits beside it. Any other URL
 * (an image from before uploads were resized) is returned unchanged.
 */
export function imageVariantUrl(url: string, variant: 'list' | 'detail'): string {
  return url.replace(/-(list|detail)\.webp$/, `-${variant}.webp`);
}
