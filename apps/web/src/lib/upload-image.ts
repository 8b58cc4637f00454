import { type TUploadedImage, ZUploadedImage } from '@sofreh/domain';
import { apiRequest } from './api-client';

/**
 * Sends one picture to the server, which checks it by content, resizes it and answers its URLs.
 * Shared by every screen with a picture (menu items, the vendor's logo and cover).
 */
export function uploadImage(file: File): Promise<TUploadedImage> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest('/api-identity/identity/files', {
    method: 'POST',
    body,
    schema: ZUploadedImage,
    errorNotice: 'non-field',
  });
}
