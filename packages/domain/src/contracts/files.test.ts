import { describe, expect, it } from 'vitest';
import { imageVariantUrl } from './files';

describe('imageVariantUrl', () => {
  it('points at the other size of an uploaded image', () => {
    expect(imageVariantUrl('/files/v1/abc-detail.webp', 'list')).toBe('/files/v1/abc-list.webp');
    expect(imageVariantUrl('/files/v1/abc-list.webp', 'detail')).toBe('/files/v1/abc-detail.webp');
  });

  it('leaves any other image alone', () => {
    expect(imageVariantUrl('/demo/logo.svg', 'list')).toBe('/demo/logo.svg');
  });
});
