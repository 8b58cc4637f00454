import { Box, Group, Text } from '@mantine/core';
import { useNetworkStore } from '../../../stores/network-store';

/** A green or red dot with the word, so it does not rely on colour alone. */
export function NetworkIndicator() {
  const online = useNetworkStore((state) => state.online);
  const color = online ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-red-6)';
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" aria-label="وضعیت اتصال">
      <Box w={10} h={10} style={{ borderRadius: '50%', backgroundColor: color, flexShrink: 0 }} />
      <Text size="sm" c={online ? 'green.8' : 'red.7'} fw={500}>
        {online ? 'آنلاین' : 'آفلاین'}
      </Text>
    </Group>
  );
}
