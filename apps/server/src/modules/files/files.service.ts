import crypto from 'node:crypto';
import type { TUploadedImage } from '@sofreh/domain';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { type ImageVariant, makeImageVariants, NotAnImageError } from './images';

export function createFilesService(deps: { storage: FileStorage }) {
  return {
    /** Stores an uploaded image for the vendor in every size the screens use. */
    async uploadImage(vendor: VendorContext, input: Buffer): Promise<TUploadedImage> {
      let image: Awaited<ReturnType<typeof makeImageVariants>>;
      try {
        image = await makeImageVariants(input);
      } catch (error) {
        if (!(error instanceof NotAnImageError)) throw error;
        throw new AppError('BAD_REQUEST', {
          errors: [fieldError('file', 'فقط تصویر JPG، PNG، WebP یا GIF تا ۲۵ مگاپیکسل پذیرفته می‌شود.')],
        });
      }
      const id = crypto.randomUUID();
      const keyOf = (variant: ImageVariant) => `${vendor.id}/${id}-${variant}.webp`;
      await Promise.all(
        (Object.keys(image.variants) as ImageVariant[]).map((variant) =>
          deps.storage.put(keyOf(variant), image.variants[variant], 'image/webp'),
        ),
      );
      return {
        id,
        url: deps.storage.urlFor(keyOf('detail')),
        listUrl: deps.storage.urlFor(keyOf('list')),
        width: image.width,
        height: image.height,
      };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
