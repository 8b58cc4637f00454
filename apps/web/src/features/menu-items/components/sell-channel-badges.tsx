import { Badge, Group } from '@mantine/core';
import { SellChannel, type TSellChannel } from '@sofreh/domain';

/** A category's channels in the enum's order (سالن، کیوآر، وب‌سایت…), whatever order they were saved in. */
export function SellChannelBadges({ channels }: { channels: readonly TSellChannel[] }) {
  return (
    <Group gap={4}>
      {SellChannel.options
        .filter((channel) => channels.includes(channel))
        .map((channel) => (
          <Badge key={channel} variant="light" color="gray" radius="sm" fw={500}>
            {SellChannel.labels[channel]}
          </Badge>
        ))}
    </Group>
  );
}
