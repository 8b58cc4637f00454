import sharp, { type Metadata } from 'sharp';

/** Sizes the web needs: a card in the menu list and the item's detail sheet. */
export const IMAGE_VARIANTS = { list: 480, detail: 1200 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
// A "pixel flood" (a tiny file that decodes to billions of pixels) must not reach the decoder.
const MAX_INPUT_PIXELS = 25_000_000;

export class NotAnImageError extends Error {}

/**
 * Decodes the upload by its content (never its name or declared type) and re-encodes each variant
 * as WebP: whatever the file carried besides pixels (scripts, polyglot payloads, EXIF location) is gone.
 */
export async function makeImageVariants(input: Buffer): Promise<{
  width: number;
  height: number;
  variants: Record<ImageVariant, Buffer>;
}> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new NotAnImageError('unreadable image');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new NotAnImageError(`format ${metadata.format ?? 'unknown'}`);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new NotAnImageError('too many pixels');

  const entries = await Promise.all(
    (Object.keys(IMAGE_VARIANTS) as ImageVariant[]).map(async (variant) => {
      const size = IMAGE_VARIANTS[variant];
      const body = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate() // honour the camera's orientation before the metadata is dropped
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      return [variant, body] as const;
    }),
  );
  return {
    width: metadata.width,
    height: metadata.height,
    variants: Object.fromEntries(entries) as Record<ImageVariant, Buffer>,
  };
}
