import { Badge, Group, Text } from '@mantine/core';
import type { TVendorLanding } from '@sofreh/domain';
import { nextOpeningText } from '../../../lib/next-opening-text';

type OpeningStateBadgeProps = {
  vendor: Pick<TVendorLanding, 'isOpen' | 'nextOpening'>;
  now?: Date;
};

/** Open or closed now (as the server judged it in Tehran time), and when a closed vendor opens. */
export function OpeningStateBadge({ vendor, now = new Date() }: OpeningStateBadgeProps) {
  const opensAt = vendor.isOpen ? null : nextOpeningText(vendor.nextOpening, now);
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color={vendor.isOpen ? 'green' : 'red'} variant="light" size="lg" radius="sm">
        {vendor.isOpen ? 'باز است' : 'بسته است'}
      </Badge>
      {opensAt && (
        <Text size="sm" c="dimmed">
          بازگشایی: {opensAt}
        </Text>
      )}
    </Group>
  );
}
