import { Badge, Box, Button, Group, Paper, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { formatMoney, type TCurrency, type TDeliveryZone } from '@sofreh/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { useDeleteDeliveryZone } from '../api/delete-delivery-zone';
import { useSetDeliveryZoneEnabled } from '../api/set-delivery-zone-enabled';
import { ZONE_COLORS } from './zone-colors';

type ZoneListProps = {
  zones: readonly TDeliveryZone[];
  currency: TCurrency;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onEdit: (zone: TDeliveryZone) => void;
  /** While a shape is being drawn, zones cannot be edited or deleted (switching stays possible). */
  disabled?: boolean;
};

/** The vendor's zones: name, price, on/off switch, edit, and delete after a confirmation. */
export function ZoneList({ zones, currency, selectedId, onSelect, onEdit, disabled = false }: ZoneListProps) {
  const setEnabled = useSetDeliveryZoneEnabled();
  const remove = useDeleteDeliveryZone();

  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="محدوده‌های ارسال">
      {zones.map((zone) => {
        const selected = zone.id === selectedId;
        const color = selected
          ? ZONE_COLORS.selected
          : zone.enabled
            ? ZONE_COLORS.enabled
            : ZONE_COLORS.disabled;
        return (
          <Paper
            key={zone.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            style={selected ? { borderColor: color, boxShadow: `0 0 0 1px ${color}` } : undefined}
            aria-label={zone.vendorsProperName}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <UnstyledButton onClick={() => onSelect(zone.id)} title="نمایش روی نقشه" miw={0}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Box
                    mt={6}
                    w={12}
                    h={12}
                    style={{ borderRadius: 3, backgroundColor: color, flexShrink: 0 }}
                    aria-hidden
                  />
                  <Stack gap={2} miw={0}>
                    <Group gap={6} wrap="nowrap">
                      <Text fw={600} truncate>
                        {zone.vendorsProperName}
                      </Text>
                      {!zone.enabled && (
                        <Badge size="xs" variant="light" color="gray" radius="sm">
                          غیرفعال
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      هزینه ارسال: {formatMoney(zone.price, currency)}
                    </Text>
                  </Stack>
                </Group>
              </UnstyledButton>
              <Switch
                checked={zone.enabled}
                onChange={(event) => setEnabled.mutate({ id: zone.id, enabled: event.currentTarget.checked })}
                disabled={setEnabled.isPending && setEnabled.variables?.id === zone.id}
                aria-label={`فعال بودن ${zone.vendorsProperName}`}
                size="sm"
                mt={4}
              />
            </Group>
            <Group gap="xs" mt="xs" justify="flex-end">
              <Button size="compact-sm" variant="light" onClick={() => onEdit(zone)} disabled={disabled}>
                ویرایش
              </Button>
              <ConfirmButton
                question={`محدوده «${zone.vendorsProperName}» حذف شود؟ آدرس‌های داخل آن دیگر از این محدوده ارسال نمی‌گیرند.`}
                confirmLabel="حذف شود"
                onConfirm={() => remove.mutateAsync(zone.id)}
                loading={remove.isPending && remove.variables === zone.id}
              >
                <Button size="compact-sm" variant="subtle" color="red" disabled={disabled}>
                  حذف
                </Button>
              </ConfirmButton>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
