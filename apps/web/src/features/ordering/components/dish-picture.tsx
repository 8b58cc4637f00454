import { Box, Center } from '@mantine/core';
import { imageVariantUrl } from '@sofreh/domain';
import { PlateIcon } from '../../../components/icons';

type DishPictureProps = {
  imageUrl: string | null;
  title: string;
  variant: 'list' | 'detail';
  /** Square side on cards; the detail picture is as wide as the sheet. */
  size?: number;
};

/** A dish's picture in the size its place needs (the small list file on cards), or a plate without one. */
export function DishPicture({ imageUrl, title, variant, size }: DishPictureProps) {
  const frame =
    variant === 'list'
      ? { width: size, height: size, borderRadius: 14, flexShrink: 0 }
      : { width: '100%', aspectRatio: '4 / 3', maxHeight: '42dvh' };
  if (!imageUrl) {
    return (
      <Center
        style={{
          ...frame,
          background: 'var(--mantine-color-saffron-0)',
          color: 'var(--mantine-color-saffron-4)',
        }}
        aria-hidden="true"
      >
        <PlateIcon size={variant === 'list' ? 40 : 72} />
      </Center>
    );
  }
  return (
    <Box
      component="img"
      src={imageVariantUrl(imageUrl, variant)}
      alt={title}
      loading={variant === 'list' ? 'lazy' : undefined}
      decoding="async"
      style={{ ...frame, objectFit: 'cover', display: 'block', background: 'var(--mantine-color-gray-1)' }}
    />
  );
}
