import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, NOTICES_FA, type TCurrency, type TCustomerAddressWithDelivery } from '@sofreh/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteAddress } from '../api/delete-address';

type AddressListProps = {
  addresses: readonly TCustomerAddressWithDelivery[];
  currency: TCurrency;
  onEdit: (address: TCustomerAddressWithDelivery) => void;
};

/** My addresses, each saying whether the restaurant delivers there and for how much. */
export function AddressList({ addresses, currency, onEdit }: AddressListProps) {
  const remove = useDeleteAddress();
  const removeAddress = async (id: string) => {
    await remove.mutateAsync(id);
    notifySuccess(NOTICES_FA.ADDRESS_DELETED);
  };

  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="آدرس‌های من">
      {addresses.map((address) => (
        <Paper key={address.id} component="li" withBorder radius="md" p="md" aria-label={address.title}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={700}>{address.title}</Text>
              {address.deliverable && address.deliveryPrice !== null ? (
                <Badge color="teal" variant="light" radius="sm" size="lg" style={{ flexShrink: 0 }}>
                  ارسال {formatMoney(address.deliveryPrice, currency)}
                </Badge>
              ) : (
                <Badge color="orange" variant="light" radius="sm" size="lg" style={{ flexShrink: 0 }}>
                  خارج از محدوده ارسال
                </Badge>
              )}
            </Group>
            <Text size="sm">{address.text}</Text>
            {address.details && (
              <Text size="sm" c="dimmed">
                {address.details}
              </Text>
            )}
            {address.deliverable && address.vendorsProperName && (
              <Text size="xs" c="dimmed">
                محدوده ارسال: {address.vendorsProperName}
              </Text>
            )}
            <Group gap="xs" justify="flex-end" mt={4}>
              <Button size="compact-sm" variant="light" onClick={() => onEdit(address)}>
                ویرایش
              </Button>
              <ConfirmButton
                question={`آدرس «${address.title}» حذف شود؟`}
                confirmLabel="حذف شود"
                onConfirm={() => removeAddress(address.id)}
                loading={remove.isPending && remove.variables === address.id}
              >
                <Button size="compact-sm" variant="subtle" color="red">
                  حذف
                </Button>
              </ConfirmButton>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
