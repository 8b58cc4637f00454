import '@mantine/core/styles/Radio.css';
import { Anchor, Button, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { formatMoney, type TCurrency, type TCustomerAddressWithDelivery } from '@sofreh/domain';
import { Link } from 'react-router';

export const OUTSIDE_ZONES_REASON = 'این آدرس خارج از محدوده ارسال رستوران است.';

type AddressChoiceProps = {
  addresses: readonly TCustomerAddressWithDelivery[] | undefined;
  selectedId: string | null;
  onSelect: (addressId: string) => void;
  currency: TCurrency;
  /** The address book; its «بازگشت» brings the customer back to this step (the step is kept). */
  addAddressPath: string;
  /** Adds an address in place, over the checkout (issue 19.9); without it the link goes to the book. */
  onAdd?: () => void;
};

/** DELIVER: one of the customer's saved addresses, each with its zone's price; outside every zone is disabled. */
export function AddressChoice({
  addresses,
  selectedId,
  onSelect,
  currency,
  addAddressPath,
  onAdd,
}: AddressChoiceProps) {
  const addLink = onAdd ? (
    <Button variant="light" size="sm" radius="md" onClick={onAdd} style={{ alignSelf: 'flex-start' }}>
      افزودن آدرس جدید
    </Button>
  ) : (
    <Anchor component={Link} to={addAddressPath} size="sm" fw={600}>
      افزودن آدرس جدید
    </Anchor>
  );
  if (!addresses) return <Skeleton h={72} radius="md" />;
  if (addresses.length === 0) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          هنوز آدرسی ثبت نکرده‌اید. برای ارسال با پیک یک آدرس اضافه کنید.
        </Text>
        {addLink}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Radio.Group value={selectedId} onChange={onSelect} aria-label="آدرس تحویل">
        <Stack gap="sm">
          {addresses.map((address) => (
            <Radio
              key={address.id}
              value={address.id}
              disabled={!address.deliverable}
              label={
                <Text fw={600} size="sm">
                  {address.title}
                </Text>
              }
              description={
                <Stack gap={2} component="span">
                  <Text span size="sm" c="dimmed" lineClamp={2}>
                    {address.text}
                  </Text>
                  {address.deliverable && address.deliveryPrice !== null ? (
                    <Text span size="sm" c="teal.8">
                      هزینه ارسال:{' '}
                      {address.deliveryPrice === 0 ? 'رایگان' : formatMoney(address.deliveryPrice, currency)}
                    </Text>
                  ) : (
                    <Text span size="sm" c="red.8">
                      {OUTSIDE_ZONES_REASON}
                    </Text>
                  )}
                </Stack>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      {addLink}
    </Stack>
  );
}
