import {
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  Currency,
  DeliveryType,
  MIN_PREPARATION_MINUTES,
  NOTICES_FA,
  SellChannel,
  ServiceFeeType,
  type TUpdateVendorProfile,
  type TVendorProfile,
  toPersianDigits,
} from '@sofreh/domain';
import type { ReactNode } from 'react';
import { ImageUpload } from '../../../components/image-upload';
import { MoneyInput, NumericInput } from '../../../components/numeric-input';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useUpdateVendorProfile, type VendorProfileChanges } from '../api/update-vendor-profile';

type ProfileValues = Omit<
  TUpdateVendorProfile,
  'minimumBasket' | 'taxPercent' | 'serviceFeeValue' | 'preparationMinutes'
> & {
  minimumBasket: number | '';
  taxPercent: number | '';
  serviceFeeValue: number | '';
  preparationMinutes: number | '';
};

function valuesOf(profile: TVendorProfile): ProfileValues {
  const {
    id: _id,
    slug: _slug,
    printItemsOnFactor: _print,
    latitude: _lat,
    longitude: _lng,
    ...fields
  } = profile;
  return { ...fields, phone: fields.phone ?? '', address: fields.address ?? '' };
}

function toRequest(values: ProfileValues): VendorProfileChanges {
  const number = (value: number | '') => (value === '' ? null : value);
  return {
    ...values,
    phone: values.phone?.trim() ? values.phone : null,
    address: values.address?.trim() ? values.address : null,
    minimumBasket: number(values.minimumBasket),
    taxPercent: number(values.taxPercent),
    serviceFeeValue: number(values.serviceFeeValue),
    preparationMinutes: number(values.preparationMinutes),
  };
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={3} size="h5">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The restaurant's profile and ordering rules (PUT vendors/me): one form, one «ذخیره تغییرات». */
export function VendorProfileForm({ profile }: { profile: TVendorProfile }) {
  const update = useUpdateVendorProfile();
  const form = useForm<ProfileValues>({ mode: 'controlled', initialValues: valuesOf(profile) });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) => update.mutateAsync(toRequest(values)),
    (saved) => {
      form.resetDirty(valuesOf(saved));
      notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
    },
  );
  const values = form.getValues();
  const currency = values.currency ?? 'TOMAN';

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Section title="مشخصات رستوران" description="آنچه مشتری در صفحه رستوران می‌بیند.">
          <TextInput label="نام رستوران" required {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ImageUpload label="لوگو" {...form.getInputProps('logoUrl')} />
            <ImageUpload
              label="تصویر سربرگ"
              shape="wide"
              {...form.getInputProps('coverUrl')}
              value={values.coverUrl ?? null}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="شماره تماس" inputMode="tel" {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Textarea label="نشانی" rows={2} {...form.getInputProps('address')} />
        </Section>

        <Section title="سفارش و قیمت‌گذاری" description="این مقادیر در محاسبه مبلغ همه سفارش‌ها به کار می‌روند.">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              واحد پول
            </Text>
            <SegmentedControl
              data={options(Currency.options, Currency.labels)}
              {...form.getInputProps('currency')}
              w="fit-content"
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MoneyInput
              label="حداقل مبلغ سفارش"
              description="۰ یعنی بدون حداقل"
              currency={currency}
              {...form.getInputProps('minimumBasket')}
            />
            <NumericInput label="مالیات بر ارزش افزوده" unit="٪" {...form.getInputProps('taxPercent')} />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                حق سرویس (فقط سفارش‌های سالن)
              </Text>
              <SegmentedControl
                data={options(ServiceFeeType.options, ServiceFeeType.labels)}
                {...form.getInputProps('serviceFeeType')}
                w="fit-content"
              />
            </Stack>
            {values.serviceFeeType === 'FIX' ? (
              <MoneyInput
                label="مبلغ حق سرویس"
                currency={currency}
                {...form.getInputProps('serviceFeeValue')}
              />
            ) : (
              <NumericInput label="درصد حق سرویس" unit="٪" {...form.getInputProps('serviceFeeValue')} />
            )}
            <NumericInput
              label="زمان آماده‌سازی"
              description={`دست‌کم ${toPersianDigits(MIN_PREPARATION_MINUTES)} دقیقه`}
              unit="دقیقه"
              {...form.getInputProps('preparationMinutes')}
            />
          </SimpleGrid>
        </Section>

        <Section title="روش‌های تحویل و کانال‌های فروش">
          <Checkbox.Group label="روش‌های تحویل" {...form.getInputProps('deliveryTypes')}>
            <Group mt="xs">
              {DeliveryType.options.map((type) => (
                <Checkbox key={type} value={type} label={DeliveryType.labels[type]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox.Group label="کانال‌های فروش" {...form.getInputProps('sellChannels')}>
            <Group mt="xs">
              {SellChannel.options.map((channel) => (
                <Checkbox key={channel} value={channel} label={SellChannel.labels[channel]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label="کار در زمان قطعی اینترنت"
            description="وضعیت اتصال هر ۳۰ ثانیه بررسی و در بالای پنل نمایش داده می‌شود."
            {...form.getInputProps('offlineAccess', { type: 'checkbox' })}
          />
        </Section>

        {formError ? (
          <Text c="red.7" size="sm">
            {formError}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} disabled={!form.isDirty()}>
            ذخیره تغییرات
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
