import { ActionIcon, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { DeliveryType, type TDeliveryType, toPersianDigits } from '@sofreh/domain';
import { BackIcon, ChevronDownIcon } from '../../../components/icons';

type OrderingHeaderProps = {
  title: string;
  backLabel: string;
  onBack: () => void;
  deliveryType: TDeliveryType;
  tableNumber: string | null;
  /** Opens the service choice; left out where it cannot change (at a table, on the overview). */
  onChangeService?: () => void;
};

/** The top of every ordering step: back, whose menu it is, and how the food will be received. */
export function OrderingHeader({
  title,
  backLabel,
  onBack,
  deliveryType,
  tableNumber,
  onChangeService,
}: OrderingHeaderProps) {
  const service = tableNumber
    ? `${DeliveryType.labels[deliveryType]} · میز ${toPersianDigits(tableNumber)}`
    : DeliveryType.labels[deliveryType];
  const serviceLabel = (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" fw={600} c="saffron.8">
        {service}
      </Text>
      {onChangeService && <ChevronDownIcon size={16} color="var(--mantine-color-saffron-8)" />}
    </Group>
  );
  return (
    <Group justify="space-between" wrap="nowrap" px="md" pt="sm" pb={4} gap="sm">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <ActionIcon
          variant="subtle"
          // A shade, not plain "dark": Mantine tints plain dark's hover and tap a solid mid-grey.
          color="dark.7"
          size={40}
          radius="xl"
          onClick={onBack}
          aria-label={backLabel}
        >
          <BackIcon size={22} />
        </ActionIcon>
        <Text fw={800} fz="lg" truncate>
          {title}
        </Text>
      </Group>
      <Box
        style={{
          flexShrink: 0,
          background: 'var(--mantine-color-saffron-0)',
          borderRadius: 999,
          padding: '6px 12px',
        }}
      >
        {onChangeService ? (
          <UnstyledButton onClick={onChangeService} aria-label={`نحوه تحویل: ${service}، تغییر`}>
            {serviceLabel}
          </UnstyledButton>
        ) : (
          serviceLabel
        )}
      </Box>
    </Group>
  );
}
