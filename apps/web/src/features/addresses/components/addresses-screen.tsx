import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TCurrency, TCustomerAddress } from '@sofreh/domain';
import { type ReactNode, useState } from 'react';
import { useCoveredAreas } from '../api/get-covered-areas';
import { useMyAddresses } from '../api/get-my-addresses';
import { AddressForm } from './address-form';
import { AddressList } from './address-list';

type AddressesScreenProps = {
  currency: TCurrency;
  /** The way back to the restaurant's page, supplied by the app. */
  backLink: ReactNode;
};

/** "آدرس‌های من": the list, and the form in its place while adding or editing. Phone first. */
export function AddressesScreen({ currency, backLink }: AddressesScreenProps) {
  const addresses = useMyAddresses();
  const coveredAreas = useCoveredAreas();
  const [editing, setEditing] = useState<TCustomerAddress | 'new' | null>(null);
  const areas = coveredAreas.data ?? [];

  return (
    <Container size={560} px="md" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={1} size="h3">
            آدرس‌های من
          </Title>
          {backLink}
        </Group>

        {editing !== null ? (
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            address={editing === 'new' ? null : editing}
            coveredAreas={areas}
            currency={currency}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Button onClick={() => setEditing('new')} fullWidth size="md">
            افزودن آدرس جدید
          </Button>
        )}

        {addresses.isPending && (
          <Stack gap="sm" aria-busy="true" aria-label="در حال بارگذاری">
            <Skeleton h={110} radius="md" />
            <Skeleton h={110} radius="md" />
          </Stack>
        )}
        {addresses.isError && (
          <Alert color="red" variant="light" title="آدرس‌ها دریافت نشد">
            <Button size="xs" variant="light" color="red" onClick={() => addresses.refetch()}>
              تلاش دوباره
            </Button>
          </Alert>
        )}
        {addresses.data && addresses.data.length === 0 && editing === null && (
          <Paper withBorder radius="md" p="lg">
            <Text c="dimmed" ta="center" size="sm">
              هنوز آدرسی ذخیره نکرده‌اید.
            </Text>
          </Paper>
        )}
        {addresses.data && addresses.data.length > 0 && editing === null && (
          <AddressList addresses={addresses.data} currency={currency} onEdit={setEditing} />
        )}
      </Stack>
    </Container>
  );
}
