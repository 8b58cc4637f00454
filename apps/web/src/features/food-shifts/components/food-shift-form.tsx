import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NOTICES_FA, type TFoodShift } from '@sofreh/domain';
import { FormModal } from '../../../components/form-modal';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useSaveFoodShift } from '../api/save-food-shift';
import { type FoodShiftFormValues, newWindowRow, ShiftWindowsEditor } from './shift-windows-editor';

type FoodShiftFormProps = {
  /** The shift being edited, or null to add a new one. */
  editing: TFoodShift | null;
  onClose: () => void;
};

export function FoodShiftForm({ editing, onClose }: FoodShiftFormProps) {
  const save = useSaveFoodShift();
  const form = useForm<FoodShiftFormValues>({
    mode: 'controlled',
    initialValues: {
      title: editing?.title ?? '',
      windows: editing
        ? editing.windows.map(newWindowRow)
        : [newWindowRow({ dayOfWeek: 'SAT', startTime: '', endTime: '' })],
    },
  });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) =>
      save.mutateAsync({
        id: editing?.id,
        title: values.title,
        windows: values.windows.map(({ dayOfWeek, startTime, endTime }) => ({
          dayOfWeek,
          startTime,
          endTime,
        })),
      }),
    () => {
      notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
      onClose();
    },
  );

  return (
    <FormModal
      opened
      onClose={onClose}
      title={editing ? 'ویرایش شیفت' : 'شیفت غذای جدید'}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
      size="lg"
    >
      <TextInput
        label="عنوان شیفت"
        description="مثلاً «صبحانه»، «ناهار» یا «شام»؛ آیتم‌های منو را در صفحه آیتم‌ها به شیفت‌ها بدهید."
        maxLength={100}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <ShiftWindowsEditor form={form} />
    </FormModal>
  );
}
