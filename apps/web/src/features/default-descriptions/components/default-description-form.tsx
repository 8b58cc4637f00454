import { Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NOTICES_FA, type TDefaultDescription } from '@sofreh/domain';
import { FormModal } from '../../../components/form-modal';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useSaveDefaultDescription } from '../api/save-default-description';

type DefaultDescriptionFormProps = {
  /** The note being edited, or null to add a new one. */
  editing: TDefaultDescription | null;
  opened: boolean;
  onClose: () => void;
};

export function DefaultDescriptionForm({ editing, opened, onClose }: DefaultDescriptionFormProps) {
  const save = useSaveDefaultDescription();
  const form = useForm({ mode: 'controlled', initialValues: { text: editing?.text ?? '' } });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) => save.mutateAsync({ id: editing?.id, text: values.text }),
    () => {
      notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
      onClose();
    },
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'ویرایش توضیح' : 'توضیح پیش‌فرض جدید'}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
    >
      <Textarea
        label="متن توضیح"
        description="همان‌طور که روی فیش آشپزخانه چاپ می‌شود؛ مثلاً «بدون پیاز» یا «سس جدا»."
        rows={3}
        maxLength={200}
        data-autofocus
        {...form.getInputProps('text')}
      />
    </FormModal>
  );
}
