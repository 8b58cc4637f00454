import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { imageVariantUrl, MAX_UPLOAD_BYTES, toPersianDigits } from '@sofreh/domain';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../lib/api-error';
import { uploadImage } from '../lib/upload-image';

type ImageUploadProps = {
  label: string;
  /** The stored image's URL (the large variant), or null for none. */
  value?: string | null;
  onChange: (url: string | null) => void;
  error?: string;
  description?: string;
  /** Preview size: a square thumbnail for dishes and logos, a wide one for covers. */
  shape?: 'square' | 'wide';
};

const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/**
 * Choose a picture → it is uploaded at once and previewed; the form saves only its URL. The server
 * decides whether the file is an image (by its content), so its answer is shown under the field.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  error,
  description,
  shape = 'square',
}: ImageUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const id = useId();

  async function upload(file: File) {
    setUploadError(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setUploadError(`حجم تصویر باید کمتر از ${toPersianDigits(MAX_MB)} مگابایت باشد.`);
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      onChange(uploaded.url);
    } catch (failure) {
      // Field errors (not an image, too large) stay here; anything else was shown in the red notice.
      if (failure instanceof ApiError && failure.errors.length > 0)
        setUploadError(failure.errors[0]!.message);
    } finally {
      setUploading(false);
    }
  }

  const previewSize = shape === 'wide' ? { w: 240, h: 96 } : { w: 96, h: 96 };
  return (
    <Input.Wrapper label={label} description={description} error={uploadError ?? error} id={id}>
      <Group gap="md" mt={4} align="center" wrap="nowrap">
        {value ? (
          <Image
            src={imageVariantUrl(value, 'list')}
            alt={`پیش‌نمایش ${label}`}
            {...previewSize}
            radius="md"
            fit="cover"
          />
        ) : (
          <Stack
            {...previewSize}
            justify="center"
            align="center"
            style={{
              border: '1px dashed var(--mantine-color-gray-4)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Text size="xs" c="dimmed">
              بدون تصویر
            </Text>
          </Stack>
        )}
        <Stack gap={6}>
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            hidden
            aria-label={label}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
          <Button size="xs" variant="light" loading={uploading} onClick={() => inputRef.current?.click()}>
            {value ? 'تغییر تصویر' : 'انتخاب تصویر'}
          </Button>
          {value ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onChange(null)}
              disabled={uploading}
            >
              حذف تصویر
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
