import {
  ActionIcon,
  Divider,
  Group,
  Input,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import {
  DiscountCodeType,
  NOTICES_FA,
  type TCurrency,
  type TDiscountCode,
  type TDiscountCodeType,
  toPersianDigits,
} from '@sofreh/domain';
import { FormModal } from '../../../components/form-modal';
import { JalaliDateInput } from '../../../components/jalali-date-input';
import { MoneyInput, NumericInput } from '../../../components/numeric-input';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useMenuItemOptions } from '../api/get-menu-item-options';
import { useSaveDiscountCode } from '../api/save-discount-code';
import {
  asCodeText,
  type DiscountCodeFormValues,
  initialValues,
  newRowKey,
  toRequest,
} from './discount-code-form-values';

type DiscountCodeFormProps = {
  /** The code being edited, or null to add a new one. */
  editing: TDiscountCode | null;
  currency: TCurrency;
  opened: boolean;
  onClose: () => void;
};

const TYPE_ORDER: TDiscountCodeType[] = ['PERCENTAGE', 'MONEY', 'FREESHIPPING', 'FREEITEM'];
const TYPE_CHOICES = TYPE_ORDER.map((value) => ({ value, label: DiscountCodeType.labels[value] }));

export function DiscountCodeForm({ editing, currency, opened, onClose }: DiscountCodeFormProps) {
  const save = useSaveDiscountCode();
  const form = useForm<DiscountCodeFormValues>({ mode: 'controlled', initialValues: initialValues(editing) });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) => save.mutateAsync(toRequest(values, editing?.id)),
    () => {
      notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
      onClose();
    },
  );
  const type = form.values.type;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? `ویرایش کد ${editing.code}` : 'کد تخفیف جدید'}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
      size="lg"
    >
      <TextInput
        label="کد تخفیف"
        description="همان چیزی که مشتری وارد می‌کند؛ حروف انگلیسی، رقم، خط تیره یا زیرخط، بدون فاصله."
        placeholder="NOROOZ"
        dir="ltr"
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('code')}
        onChange={(event) => form.setFieldValue('code', asCodeText(event.currentTarget.value))}
      />
      {/* Radios, not a segmented control: its sliding marker is measured while the dialog still
          grows in, and lands on the wrong choice when editing. */}
      <Radio.Group
        label="نوع تخفیف"
        value={type}
        onChange={(value) => form.setFieldValue('type', value as TDiscountCodeType)}
        error={errorOf(form, 'type')}
      >
        <Group gap="lg" mt={6}>
          {TYPE_CHOICES.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={choice.label} />
          ))}
        </Group>
      </Radio.Group>

      {type === 'PERCENTAGE' ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumericInput label="درصد تخفیف" unit="٪" placeholder="۲۰" {...bindNumber(form, 'value')} />
          <MoneyInput
            label="سقف تخفیف"
            description="خالی بگذارید تا سقفی نداشته باشد."
            currency={currency}
            {...bindNumber(form, 'cap')}
          />
        </SimpleGrid>
      ) : null}
      {type === 'MONEY' ? (
        <MoneyInput label="مبلغ تخفیف" currency={currency} {...bindNumber(form, 'value')} />
      ) : null}
      {type === 'FREESHIPPING' ? (
        <Text size="sm" c="dimmed">
          هزینه ارسال سفارش‌هایی که این کد را دارند صفر می‌شود.
        </Text>
      ) : null}
      {type === 'FREEITEM' ? <FreeItemsField form={form} editing={editing} /> : null}

      <Divider />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <MoneyInput
          label="حداقل مبلغ سفارش"
          description="جمع غذاها و افزودنی‌ها؛ صفر یعنی هر سفارشی."
          currency={currency}
          {...bindNumber(form, 'minOrderAmount')}
        />
        <JalaliDateInput
          label="معتبر تا"
          description="تا پایان این روز به وقت تهران؛ خالی یعنی همیشه."
          minDate={new Date()}
          value={form.values.expiration}
          onChange={(day) => form.setFieldValue('expiration', day)}
          error={errorOf(form, 'expiration')}
        />
        <NumericInput
          label="سقف کل دفعات استفاده"
          description="خالی یعنی نامحدود."
          thousands
          {...bindNumber(form, 'usageLimit')}
        />
        <NumericInput
          label="دفعات استفاده هر مشتری"
          description="مثلاً ۱ برای کد خوش‌آمد؛ خالی یعنی نامحدود."
          {...bindNumber(form, 'usageLimitPerUser')}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Switch
          label="نمایش در سایت رستوران به‌عنوان پیشنهاد ویژه"
          description="کدهای دیگر فقط با دانستن خود کد قابل استفاده‌اند."
          {...form.getInputProps('vendorDeal', { type: 'checkbox' })}
        />
        <Switch label="فعال" {...form.getInputProps('active', { type: 'checkbox' })} />
      </Stack>
    </FormModal>
  );
}

type DiscountCodeFormApi = UseFormReturnType<DiscountCodeFormValues>;

type NumberField = 'value' | 'cap' | 'minOrderAmount' | 'usageLimit' | 'usageLimitPerUser';

const errorOf = (form: DiscountCodeFormApi, field: string) => {
  const error = form.errors[field];
  return typeof error === 'string' ? error : undefined;
};

/** A number field of the form for the kit's inputs, which take their value and error explicitly. */
function bindNumber(form: DiscountCodeFormApi, field: NumberField) {
  return {
    value: form.values[field],
    onChange: (value: number | '') => form.setFieldValue(field, value),
    error: errorOf(form, field),
  };
}

type FreeItemsFieldProps = {
  form: DiscountCodeFormApi;
  editing: TDiscountCode | null;
};

/** The menu items a FREEITEM code gives: one row each with its count; picking an item adds a row. */
function FreeItemsField({ form, editing }: FreeItemsFieldProps) {
  const options = useMenuItemOptions({ enabled: true });
  const labels = new Map<string, string>(editing?.freeItems.map((item) => [item.id, item.title]) ?? []);
  for (const option of options.data ?? []) labels.set(option.value, option.label);
  const chosen = new Set(form.values.freeItems.map((row) => row.id));
  const addable = (options.data ?? []).filter((option) => !chosen.has(option.value));
  const units = form.values.freeItems.reduce((sum, row) => sum + (row.count === '' ? 1 : row.count), 0);

  return (
    <Input.Wrapper label="آیتم‌های رایگان" error={form.errors.freeItems}>
      <Stack gap="xs" mt={4}>
        {form.values.freeItems.map((row, index) => (
          <Group key={row.key} wrap="nowrap" align="flex-start" gap="sm">
            <Text size="sm" flex={1} pt={6}>
              {labels.get(row.id) ?? '…'}
            </Text>
            <NumericInput
              aria-label={`تعداد ${labels.get(row.id) ?? ''}`}
              w={110}
              unit="عدد"
              value={row.count}
              onChange={(count) => form.setFieldValue(`freeItems.${index}.count`, count)}
              error={form.errors[`freeItems.${index}.count`] ?? form.errors[`freeItems.${index}.id`]}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`برداشتن ${labels.get(row.id) ?? ''}`}
              onClick={() => form.removeListItem('freeItems', index)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Select
          aria-label="افزودن آیتم رایگان"
          placeholder={options.isPending ? 'در حال دریافت منو…' : 'یک آیتم از منو انتخاب کنید تا اضافه شود'}
          data={addable}
          value={null}
          searchable
          nothingFoundMessage="آیتمی با این نام در منو نیست."
          onChange={(id) => {
            if (id) form.insertListItem('freeItems', { key: newRowKey(), id, count: 1 });
          }}
        />
        {form.values.freeItems.length > 0 ? (
          <Text size="xs" c="dimmed">
            با اعمال کد، {toPersianDigits(units)} عدد رایگان به سبد مشتری اضافه می‌شود.
          </Text>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
