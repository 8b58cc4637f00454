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
