import { Alert, Button, Chip, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  NOTICES_FA,
  PIN_MISSING_MESSAGE,
  type TCoveredArea,
  type TCurrency,
  type TCustomerAddress,
} from '@sofreh/domain';
import { type FormEvent, useState } from 'react';
import { AddressPinMap } from '../../../components/map/address-pin-map';
import type { LatLngPoint } from '../../../components/map/leaflet-map';
import { ApiError } from '../../../lib/api-error';
import { type FormErrors, formErrorsFrom } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveAddress } from '../api/save-address';

const FIELDS = ['title', 'text', 'details', 'receiverPhone', 'latitude', 'longitude'] as const;
type AddressErrors = FormErrors<(typeof FIELDS)[number]>;
const TITLE_SUGGESTIONS = ['خانه', 'محل کار'];

type AddressFormProps = {
  /** The address being edited; null for a new one. */
  address: TCustomerAddress | null;
  coveredAreas: readonly TCoveredArea[];
  currency: TCurrency;
  onSaved: (address: TCustomerAddress) => void;
  onCancel: () => void;
};

/** Add or edit an address: a name, the address line, its details and a pin on the map. */
export function AddressForm({ address, coveredAreas, currency, onSaved, onCancel }: AddressFormProps) {
  const [title, setTitle] = useState(address?.title ?? '');
  const [text, setText] = useState(address?.text ?? '');
  const [details, setDetails] = useState(address?.details ?? '');
  const [receiverPhone, setReceiverPhone] = useState(address?.receiverPhone ?? '');
  const [pin, setPin] = useState<LatLngPoint | null>(
    address ? { latitude: address.latitude, longitude: address.longitude } : null,
  );
  const [errors, setErrors] = useState<AddressErrors>({});
  const save = useSaveAddress();
  const editing = address !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: AddressErrors = {};
    if (!title.trim()) missing.title = 'عنوان آدرس را وارد کنید؛ مثلاً خانه یا محل کار.';
    if (!text.trim()) missing.text = 'نشانی را وارد کنید.';
    if (!pin) missing.latitude = PIN_MISSING_MESSAGE;
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !pin) return;
    save.mutate(
      {
        id: address?.id ?? null,
        address: { title, text, details, receiverPhone, latitude: pin.latitude, longitude: pin.longitude },
      },
      {
        onSuccess: (saved) => {
          notifySuccess(editing ? NOTICES_FA.ADDRESS_EDITED : NOTICES_FA.ADDRESS_ADDED);
          onSaved(saved);
        },
        onError: (error) => {
          // SPEC §8: the failure notice of the form, and what went wrong beside the fields.
          notifyError(editing ? NOTICES_FA.ADDRESS_EDIT_FAILED : NOTICES_FA.ADDRESS_ADD_FAILED);
          const byField = formErrorsFrom(error, FIELDS);
          if (Object.keys(byField).length === 0 && error instanceof ApiError) byField.form = error.message;
          setErrors(byField);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {editing ? 'ویرایش آدرس' : 'آدرس جدید'}
        </Title>
        <Stack gap={6}>
          <TextInput
            label="عنوان"
            placeholder="مثلاً خانه"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
            required
            maxLength={50}
          />
          <Group gap={6}>
            {TITLE_SUGGESTIONS.map((suggestion) => (
              <Chip
                key={suggestion}
                size="xs"
                checked={title === suggestion}
                onChange={() => setTitle(suggestion)}
                variant="light"
              >
                {suggestion}
              </Chip>
            ))}
          </Group>
        </Stack>
        <Textarea
          label="نشانی"
          placeholder="خیابان، کوچه"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={errors.text}
          required
          rows={2}
          maxLength={300}
        />
        <TextInput
          label="جزئیات"
          placeholder="پلاک، واحد، طبقه"
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
          error={errors.details}
          maxLength={200}
        />
        <TextInput
          label="موبایل گیرنده (اختیاری)"
          description="اگر کسی جز شما سفارش را تحویل می‌گیرد"
          placeholder="۰۹۱۲۳۴۵۶۷۸۹"
          inputMode="tel"
          value={receiverPhone}
          onChange={(event) => setReceiverPhone(event.currentTarget.value)}
          error={errors.receiverPhone}
        />
        <AddressPinMap
          value={pin}
          onChange={(point) => {
            setPin(point);
            setErrors(({ latitude: _lat, longitude: _lng, ...rest }) => rest);
          }}
          coveredAreas={coveredAreas}
          currency={currency}
          error={errors.latitude ?? errors.longitude}
        />
        {errors.form && (
          <Alert color="red" variant="light">
            {errors.form}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          <Button variant="subtle" onClick={onCancel}>
            انصراف
          </Button>
          <Button type="submit" loading={save.isPending}>
            {editing ? 'ذخیره تغییرات' : 'ثبت آدرس'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
