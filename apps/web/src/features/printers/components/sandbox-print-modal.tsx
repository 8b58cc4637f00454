import { Alert, Center, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatJalaliDateTime, type TPrinter } from '@sofreh/domain';
import { useSandboxPrint } from '../api/printer-sandbox';

/** What the printer would have printed last: the raster it was sent, decoded back to an image. */
export function SandboxPrintModal({ printer, onClose }: { printer: TPrinter | null; onClose: () => void }) {
  const last = useSandboxPrint(printer?.id ?? null);
  return (
    <Modal
      opened={printer !== null}
      onClose={onClose}
      title={`آخرین فیش ${printer?.name ?? ''}`}
      size="auto"
      centered
    >
      <Stack gap="sm" maw={360}>
        <Alert color="blue" variant="light" p="xs">
          <Text size="xs">
            محیط آزمایشی: فیش‌ها به چاپگر واقعی فرستاده نمی‌شوند؛ همان تصویری که چاپگر حرارتی می‌گرفت اینجا نمایش
            داده می‌شود.
          </Text>
        </Alert>
        {last.isPending ? (
          <Center p="lg">
            <Loader />
          </Center>
        ) : last.data ? (
          <>
            <Text size="xs" c="dimmed">
              {formatJalaliDateTime(new Date(last.data.printedAt))}
            </Text>
            <Image
              src={`data:image/png;base64,${last.data.pngBase64}`}
              alt={`آخرین فیش چاپ‌شده با ${printer?.name ?? ''}`}
              w={288}
              style={{ border: '1px solid var(--mantine-color-gray-3)', imageRendering: 'pixelated' }}
            />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            هنوز فیشی به این چاپگر فرستاده نشده است.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
