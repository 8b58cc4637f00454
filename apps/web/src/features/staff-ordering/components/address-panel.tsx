import { Badge, Button, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney, NOTICES_FA, type TCurrency, type TOfflineAddress } from '@sofreh/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import type { LatLngPoint } from '../../../components/map/leaflet-map';
import { type FormErrors, formErrorsFrom } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { CUSTOMERS_KEY, createOfflineAddress, useCoveredAreas, useCustomerAddresses } from '../api/customers';

// The map (Leaflet) is fetched only when someone adds an address.
const AddressPinMap = lazy(() =>
  import('../../../components/map/address-pin-map').then((m) => ({ default: m.AddressPinMap })),
);

type AddressPanelProps = {
  customerId: string;
  value: string | null;
  onChange: (address: TOfflineAddress | null) => void;
  currency: TCurrency;
};

type Field = 'text' | 'details' | 'title' | 'latitude';

/** The customer's addresses with their delivery price (or «خارج از محدوده»), and «آدرس جدید». */
export function AddressPanel({ customerId, value, onChange, currency }: AddressPanelProps) {
  const addresses = useCustomerAddresses(customerId);
  const [adding, setAdding] = useState(false);
  const list = addresses.data ?? [];

  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" mb={6}>
        <Text fw={700}>آدرس ارسال</Text>
        <Button size="compact-sm" variant="light" onClick={() => setAdding(true)}>
          آدرس جدید
        </Button>
      </Group>
      {addresses.isLoading ? (
        <Text size="sm" c="dimmed">
          در حال خواندن آدرس‌ها…
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          این مشتری هنوز آدرسی ندارد؛ «آدرس جدید» را بزنید.
        </Text>
      ) : (
        <Radio.Group
          value={value ?? ''}
          onChange={(id) => onChange(list.find((a) => a.id === id) ?? null)}
          aria-label="آدرس ارسال"
        >
          <Stack gap={6}>
            {list.map((address) => (
              <Radio
                key={address.id}
                value={address.id}
                disabled={!address.deliverable}
                label={
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={600}>
                      {address.title}
                    </Text>
                    <Text size="sm">{address.text}</Text>
                    {address.deliverable && address.deliveryPrice !== null ? (
                      <Badge variant="light" color="teal">
                        ارسال {formatMoney(address.deliveryPrice, currency)}
                      </Badge>
                    ) : (
                      <Badge variant="light" color="orange">
                        خارج از محدوده ارسال
                      </Badge>
                    )}
                  </Group>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <NewAddressModal
        opened={adding}
        customerId={customerId}
        currency={currency}
        onClose={() => setAdding(false)}
        onSaved={(address) => {
          setAdding(false);
          if (address.deliverable) onChange(address);
        }}
      />
    </Paper>
  );
}

function NewAddressModal({
  opened,
  customerId,
  currency,
  onClose,
  onSaved,
}: {
  opened: boolean;
  customerId: string;
  currency: TCurrency;
  onClose: () => void;
  onSaved: (address: TOfflineAddress) => void;
}) {
  const [text, setText] = useState('');
  const [details, setDetails] = useState('');
  const [pin, setPin] = useState<LatLngPoint | null>(null);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const covered = useCoveredAreas();
  const queryClient = useQueryClient();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!pin) {
      setErrors({ latitude: 'جای آدرس را روی نقشه بزنید؛ هزینه ارسال از روی آن حساب می‌شود.' });
      return;
    }
    setSubmitting(true);
    setErrors({});
    try {
      const saved = await createOfflineAddress({ customerId, text, details: details || null, ...pin });
      await queryClient.invalidateQueries({ queryKey: [...CUSTOMERS_KEY, 'addresses', customerId] });
      notifySuccess(NOTICES_FA.ADDRESS_ADDED);
      setText('');
      setDetails('');
      setPin(null);
      onSaved(saved);
    } catch (error) {
      const found = formErrorsFrom(error, ['text', 'details', 'title', 'latitude'] as const);
      setErrors(found);
      if (Object.keys(found).length === 0) notifyError(NOTICES_FA.ADDRESS_ADD_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="آدرس جدید مشتری"
      onSubmit={submit}
      submitting={submitting}
      size="lg"
      formError={errors.form}
    >
      <Stack gap="sm">
        <TextInput
          label="نشانی"
          placeholder="خیابان، کوچه، پلاک"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={errors.text}
          data-autofocus
          required
        />
        <TextInput
          label="جزئیات"
          placeholder="واحد، طبقه، زنگ"
          value={details}
          onChange={(e) => setDetails(e.currentTarget.value)}
          error={errors.details}
        />
        {opened && (
          <Suspense fallback={<Text size="sm">در حال آماده کردن نقشه…</Text>}>
            <AddressPinMap
              value={pin}
              onChange={setPin}
              coveredAreas={covered.data ?? []}
              currency={currency}
              error={errors.latitude}
            />
          </Suspense>
        )}
      </Stack>
    </FormModal>
  );
}
