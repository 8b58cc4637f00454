import { Badge, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { DeliveryType, type TDeliveryType, toPersianDigits } from '@sofreh/domain';
import type { ComponentType } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet';
import { BagIcon, BoltIcon, DishIcon, ScooterIcon } from '../../../components/icons';
import { servesOnlyAtTables, serviceChoices } from '../utils/service-choices';

const SERVICE_LOOK: Record<TDeliveryType, { hint: string; Icon: ComponentType<{ size?: number }> }> = {
  SERVE: { hint: 'در رستوران میل می‌کنید', Icon: DishIcon },
  DELIVER: { hint: 'پیک رستوران به آدرس شما می‌آورد', Icon: ScooterIcon },
  PICKUP: { hint: 'خودتان از رستوران تحویل می‌گیرید', Icon: BagIcon },
  ZFEXPRESS: { hint: 'ارسال سریع با پیک اکسپرس', Icon: BoltIcon },
};

type DeliveryTypeSheetProps = {
  opened: boolean;
  onClose: () => void;
  offered: readonly TDeliveryType[];
  tableNumber: string | null;
  selected: TDeliveryType | null;
  onChoose: (deliveryType: TDeliveryType) => void;
};

/** DELIVERY_TYPE, the first step (SPEC §2): how the food reaches the customer, as big cards to tap. */
export function DeliveryTypeSheet({
  opened,
  onClose,
  offered,
  tableNumber,
  selected,
  onChoose,
}: DeliveryTypeSheetProps) {
  const choices = serviceChoices(offered, tableNumber);
  return (
    <BottomSheet opened={opened} onClose={onClose} title="سفارش را چطور تحویل می‌گیرید؟">
      <Stack gap="sm" pb="md">
        {choices.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {servesOnlyAtTables(offered, tableNumber)
              ? 'این رستوران فقط سر میز سفارش می‌گیرد: کد QR روی میز را اسکن کنید.'
              : 'این رستوران فعلاً سفارش آنلاین نمی‌پذیرد.'}
          </Text>
        )}
        {choices.map((type) => {
          const { hint, Icon } = SERVICE_LOOK[type];
          const isSelected = type === selected;
          return (
            <UnstyledButton key={type} w="100%" onClick={() => onChoose(type)} aria-pressed={isSelected}>
              <Paper
                withBorder
                radius="lg"
                p="md"
                style={{
                  borderColor: isSelected ? 'var(--mantine-color-saffron-6)' : undefined,
                  borderWidth: isSelected ? 2 : 1,
                  background: isSelected ? 'var(--mantine-color-saffron-0)' : undefined,
                }}
              >
                <Group wrap="nowrap" gap="md">
                  <ThemeIcon size={52} radius="xl" variant="light" color="saffron">
                    <Icon size={28} />
                  </ThemeIcon>
                  <Stack gap={2} style={{ flex: 1 }}>
                    <Group gap="xs">
                      <Text fw={700} fz="lg">
                        {DeliveryType.labels[type]}
                      </Text>
                      {tableNumber && type === 'SERVE' && (
                        <Badge color="saffron" variant="filled" radius="sm">
                          میز {toPersianDigits(tableNumber)}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {tableNumber && type === 'SERVE'
                        ? `سفارش شما سر میز ${toPersianDigits(tableNumber)} سرو می‌شود`
                        : hint}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            </UnstyledButton>
          );
        })}
      </Stack>
    </BottomSheet>
  );
}
