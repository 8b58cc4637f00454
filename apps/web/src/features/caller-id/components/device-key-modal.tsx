import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { type TCallerIdLineWithKey, toPersianDigits } from '@sofreh/domain';

type DeviceKeyModalProps = { line: TCallerIdLineWithKey; onClose: () => void };

/** The device key of a new or re-keyed line: shown this once, with how the device sends a call. */
export function DeviceKeyModal({ line, onClose }: DeviceKeyModalProps) {
  const origin = window.location.origin;
  const curl = `curl -X POST ${origin}/api/callerid/calls \\
  -H 'Content-Type: application/json' \\
  -H 'X-Caller-Id-Key: ${line.deviceKey}' \\
  -d '{"line": ${line.lineNumber}, "number": "09121111111", "callId": "1"}'`;
  return (
    <Modal opened onClose={onClose} title={`کلید دستگاه خط ${toPersianDigits(line.lineNumber)}`} size="lg">
      <Stack gap="md">
        <Alert color="orange" variant="light">
          این کلید فقط همین یک بار نمایش داده می‌شود. آن را در تنظیمات دستگاه کالرآیدی (یا برنامه رابط کنار آن)
          وارد کنید؛ اگر گم شد، «کلید تازه» بسازید.
        </Alert>
        <Group gap="sm" wrap="nowrap" align="center">
          <Code
            block
            bg="gray.1"
            p="sm"
            style={{ flex: 1, direction: 'ltr', textAlign: 'left', wordBreak: 'break-all' }}
          >
            {line.deviceKey}
          </Code>
          <CopyButton value={line.deviceKey}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} color={copied ? 'teal' : undefined}>
                {copied ? 'کپی شد' : 'کپی کلید'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" c="dimmed">
          دستگاه برای هر تماس ورودی یک درخواست می‌فرستد؛ کلید در سرآیند X-Caller-Id-Key می‌آید، نه در نشانی:
        </Text>
        <Code
          block
          style={{ direction: 'ltr', textAlign: 'left', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {curl}
        </Code>
        <Group justify="flex-end">
          <Button onClick={onClose}>کلید را برداشتم</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
