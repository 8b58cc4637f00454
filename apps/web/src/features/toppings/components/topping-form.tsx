import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NOTICES_FA, type TTopping } from '@sofreh/domain';
import { FormModal } from '../../../components/form-modal';
import { MoneyInput } from '../../../components/numeric-input';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useSaveTopping } from '../api/save-topping';

type ToppingFormProps = {
  /** The category a new topping goes into. */
  category: { id: string; title: string };
  /** The topping being edited, or null to add a new one. */
  editing: TTopping | null;
  onClose: () => void;
};

export function ToppingForm({ category, editing, onClose }: ToppingFormProps) {
  const save = useSaveTopping();
  const form = useForm<{ title: string; price: number | ''; available: boolean }>({
    mode: 'controlled',
    initialValues: {
      title: editing?.title ?? '',
      price: editing?.price ?? '',
      available: editing?.available ?? true,
    },
  });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) =>
      save.mutateAsync({
        id: editing?.id,
        toppingCategoryId: editing?.toppingCategoryId ?? category.id,
        title: values.title,
        // Left empty, the topping is free (bread choice, "no onion").
        price: values.price === '' ? 0 : values.price,
        available: values.available,
      }),
    () => {
      notifySuccess(NOTICES_FA.OPERATION_DONE);
      onClose();
    },
  );

  return (
    <FormModal
      opened
      onClose={onClose}
      title={editing ? 'ویرایش افزودنی' : `افزودنی جدید در «${category.title}»`}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
    >
      <TextInput
        label="عنوان افزودنی"
        description="مثلاً «سس سیر» یا «پنیر اضافه»."
        maxLength={100}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <MoneyInput
        label="قیمت"
        description="به قیمت آیتم اضافه می‌شود؛ برای افزودنی رایگان خالی بگذارید."
        {...form.getInputProps('price')}
        value={form.values.price}
      />
      <Switch
        label="موجود است"
        description="خاموش: مثلاً وقتی امروز تمام شده است؛ مشتری آن را نمی‌بیند."
        {...form.getInputProps('available', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
