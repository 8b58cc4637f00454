import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NOTICES_FA, type TToppingCategory } from '@sofreh/domain';
import { FormModal } from '../../../components/form-modal';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useSaveToppingCategory } from '../api/save-topping-category';

type ToppingCategoryFormProps = {
  /** The category being edited, or null to add a new one. */
  editing: TToppingCategory | null;
  onClose: () => void;
  /** Runs with the saved category (a new one becomes the selected one). */
  onSaved?: (saved: { id: string }) => void;
};

export function ToppingCategoryForm({ editing, onClose, onSaved }: ToppingCategoryFormProps) {
  const save = useSaveToppingCategory();
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: editing?.title ?? '', available: editing?.available ?? true },
  });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) => {
      const input = { title: values.title, available: values.available };
      return save.mutateAsync(editing ? { id: editing.id, ...input } : input);
    },
    (saved) => {
      // SPEC §8: topping changes say «عملیات با موفقیت انجام شد.»
      notifySuccess(NOTICES_FA.OPERATION_DONE);
      onSaved?.(saved);
      onClose();
    },
  );

  return (
    <FormModal
      opened
      onClose={onClose}
      title={editing ? 'ویرایش دسته افزودنی' : 'دسته افزودنی جدید'}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
    >
      <TextInput
        label="عنوان دسته"
        description="همان‌طور که مشتری کنار آیتم می‌بیند؛ مثلاً «سس‌ها» یا «نوع نان»."
        maxLength={100}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <Switch
        label="به مشتری عرضه شود"
        description="خاموش: این دسته فعلاً کنار هیچ آیتمی نمایش داده نمی‌شود."
        {...form.getInputProps('available', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
