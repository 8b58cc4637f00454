import {
  Checkbox,
  Divider,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  NOTICES_FA,
  type TCurrency,
  type TMenuItemDetail,
  ZCreateMenuItemRequest,
  ZUpdateMenuItemRequest,
} from '@sofreh/domain';
import { useEffect, useRef } from 'react';
import { FormModal } from '../../../components/form-modal';
import { ImageUpload } from '../../../components/image-upload';
import { MoneyInput } from '../../../components/numeric-input';
import { checkedBody } from '../../../lib/checked-body';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useFoodShiftOptions } from '../api/get-food-shift-options';
import { useMenuCategories } from '../api/get-menu-categories';
import { useMenuItem } from '../api/get-menu-item';
import { useMenuItemTags } from '../api/get-menu-item-tags';
import { type MenuItemBody, useSaveMenuItem } from '../api/save-menu-item';
import { type ToppingCategoryRow, ToppingCategoryRows } from './topping-category-rows';

export type MenuItemFormValues = {
  categoryId: string;
  title: string;
  description: string;
  price: number | '';
  packagingCost: number | '';
  servePackagingCost: number | '';
  withTax: boolean;
  active: boolean;
  available: boolean;
  imageUrl: string | null;
  tags: string[];
  toppingCategories: ToppingCategoryRow[];
  foodShiftIds: string[];
};

function blankValues(categoryId: string): MenuItemFormValues {
  return {
    categoryId,
    title: '',
    description: '',
    price: '',
    packagingCost: 0,
    servePackagingCost: 0,
    withTax: false,
    active: true,
    available: true,
    imageUrl: null,
    tags: [],
    toppingCategories: [],
    foodShiftIds: [],
  };
}

function valuesOf(item: TMenuItemDetail): MenuItemFormValues {
  return {
    categoryId: item.categoryId,
    title: item.title,
    description: item.description ?? '',
    price: item.price,
    packagingCost: item.packagingCost,
    servePackagingCost: item.servePackagingCost,
    withTax: item.withTax,
    active: item.active,
    available: item.available,
    imageUrl: item.imageUrl,
    tags: item.tags,
    toppingCategories: item.toppingCategories.map((link) => ({ ...link })),
    foodShiftIds: item.foodShiftIds,
  };
}

/**
 * The request, in the form's own order so that `toppingCategories.N.minSelect` is row N. An empty
 * price goes as null, and the contract the server validates with names it beside its field before
 * anything is sent (`checkedBody`); an empty cost or minimum means none.
 */
function bodyOf(values: MenuItemFormValues, id: string | undefined): MenuItemBody {
  const draft = {
    id,
    categoryId: values.categoryId,
    title: values.title,
    description: values.description.trim() || null,
    price: values.price === '' ? null : values.price,
    packagingCost: values.packagingCost === '' ? 0 : values.packagingCost,
    servePackagingCost: values.servePackagingCost === '' ? 0 : values.servePackagingCost,
    withTax: values.withTax,
    active: values.active,
    available: values.available,
    imageUrl: values.imageUrl,
    tags: values.tags,
    toppingCategories: values.toppingCategories.map((row) => ({
      toppingCategoryId: row.toppingCategoryId,
      minSelect: row.minSelect === '' ? 0 : row.minSelect,
      maxSelect: row.maxSelect === '' ? null : row.maxSelect,
    })),
    foodShiftIds: values.foodShiftIds,
  };
  return checkedBody(id ? ZUpdateMenuItemRequest : ZCreateMenuItemRequest, draft);
}

/** The server names list entries (`tags.3`, `foodShiftIds.0`); their one field shows the first. */
function listError(errors: Record<string, unknown>, field: string): string | undefined {
  const entry = Object.entries(errors).find(([path]) => path === field || path.startsWith(`${field}.`));
  return entry ? String(entry[1]) : undefined;
}

type MenuItemFormProps = {
  /** The item to edit, or null to add one. */
  itemId: string | null;
  /** Where a new item goes unless the person picks another category. */
  defaultCategoryId: string;
  currency: TCurrency;
  onClose: () => void;
};

export function MenuItemForm({ itemId, defaultCategoryId, currency, onClose }: MenuItemFormProps) {
  const detail = useMenuItem(itemId);
  const categories = useMenuCategories();
  const tags = useMenuItemTags();
  const shifts = useFoodShiftOptions();
  const save = useSaveMenuItem();
  const titleRef = useRef<HTMLInputElement>(null);

  const form = useForm<MenuItemFormValues>({
    mode: 'controlled',
    initialValues: blankValues(defaultCategoryId),
  });
  const loading = itemId !== null && !form.initialized;
  useEffect(() => {
    // Once only: a later refetch must not wipe what the person is typing.
    if (detail.data && !form.initialized) {
      form.initialize(valuesOf(detail.data));
      // The dialog opened on placeholders; the first field was not there to take the focus.
      requestAnimationFrame(() => titleRef.current?.focus());
    }
  }, [detail.data, form]);

  useEffect(() => {
    // The item is gone (deleted at another counter): the red notice said so; nothing to edit.
    if (detail.isError) onClose();
  }, [detail.isError, onClose]);

  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    async (values) => save.mutateAsync(bodyOf(values, itemId ?? undefined)),
    () => {
      notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
      onClose();
    },
  );

  return (
    <FormModal
      opened
      onClose={onClose}
      title={itemId ? `ویرایش «${detail.data?.title ?? '…'}»` : 'آیتم جدید منو'}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
      loading={loading}
      size="xl"
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            ref={titleRef}
            label="نام آیتم"
            placeholder="مثلاً کباب کوبیده"
            maxLength={100}
            data-autofocus
            {...form.getInputProps('title')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="دسته"
            data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
            allowDeselect={false}
            searchable
            nothingFoundMessage="دسته‌ای با این نام نیست"
            {...form.getInputProps('categoryId')}
          />
        </Grid.Col>
      </Grid>
      <Textarea
        label="توضیحات"
        description="مواد و اندازه، همان‌طور که مشتری زیر نام غذا می‌خواند."
        rows={2}
        maxLength={1000}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <MoneyInput
          label="قیمت"
          description="قیمت هر عدد در منو"
          currency={currency}
          {...form.getInputProps('price')}
        />
        <MoneyInput
          label="هزینه بسته‌بندی"
          description="برای ارسال با پیک و تحویل حضوری"
          currency={currency}
          {...form.getInputProps('packagingCost')}
        />
        <MoneyInput
          label="هزینه ظرف در سالن"
          description="برای سرو در محل"
          currency={currency}
          {...form.getInputProps('servePackagingCost')}
        />
      </SimpleGrid>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <ImageUpload
          label="تصویر"
          value={form.values.imageUrl}
          onChange={(url) => form.setFieldValue('imageUrl', url)}
          error={form.errors.imageUrl ? String(form.errors.imageUrl) : undefined}
        />
        <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
          <Switch
            label="در منو"
            description="خاموش: آیتم در هیچ منویی نمایش داده نمی‌شود."
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <Switch
            label="موجود"
            color="green"
            description="خاموش: «ناموجود»؛ مثلاً امروز تمام شده است."
            {...form.getInputProps('available', { type: 'checkbox' })}
          />
          <Switch
            label="مشمول مالیات"
            description="مالیات بر ارزش افزوده رستوران به قیمت آن اضافه می‌شود."
            {...form.getInputProps('withTax', { type: 'checkbox' })}
          />
        </Stack>
      </Group>
      <TagsInput
        label="برچسب‌ها"
        description="مثلاً «تند»، «گیاهی» یا «پرفروش»؛ هر برچسب را با اینتر یا ویرگول (،) جدا کنید."
        data={tags.data ?? []}
        splitChars={[',', '،']}
        acceptValueOnBlur
        clearable
        clearButtonProps={{ 'aria-label': 'پاک کردن برچسب‌ها' }}
        {...form.getInputProps('tags')}
        error={listError(form.errors, 'tags')}
      />

      <SectionDivider label="افزودنی‌ها" />
      <ToppingCategoryRows form={form} />

      <SectionDivider label="شیفت‌های فروش" />
      <Checkbox.Group
        label="در کدام شیفت‌ها فروخته شود؟"
        description="اگر هیچ شیفتی انتخاب نشود، آیتم در تمام ساعات کاری رستوران فروخته می‌شود."
        {...form.getInputProps('foodShiftIds')}
        error={listError(form.errors, 'foodShiftIds')}
      >
        {shifts.data && shifts.data.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            هنوز شیفتی تعریف نشده است؛ این آیتم همیشه فروخته می‌شود.
          </Text>
        ) : (
          <Group gap="lg" mt="xs">
            {(shifts.data ?? []).map((shift) => (
              <Checkbox key={shift.id} value={shift.id} label={shift.title} />
            ))}
          </Group>
        )}
      </Checkbox.Group>
    </FormModal>
  );
}

/** A heading across the dialog between groups of fields; "left" is the reading start in RTL. */
function SectionDivider({ label }: { label: string }) {
  return (
    <Divider
      mt="xs"
      labelPosition="left"
      label={
        <Text size="sm" fw={700} c="dark">
          {label}
        </Text>
      }
    />
  );
}
