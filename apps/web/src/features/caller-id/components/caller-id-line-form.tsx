import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NOTICES_FA, type TCallerIdLine, type TCallerIdLineWithKey } from '@sofreh/domain';
import { FormModal } from '../../../components/form-modal';
import { NumericInput } from '../../../components/numeric-input';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useSaveCallerIdLine } from '../api/save-caller-id-line';

type CallerIdLineFormProps = {
  /** The line being edited, or null to add one. */
  editing: TCallerIdLine | null;
  /** The next free port, offered for a new line. */
  nextLineNumber: number;
  onClose: () => void;
  /** A new line comes back with its device key, to be shown once. */
  onCreated: (line: TCallerIdLineWithKey) => void;
};

export function CallerIdLineForm({ editing, nextLineNumber, onClose, onCreated }: CallerIdLineFormProps) {
  const save = useSaveCallerIdLine();
  const form = useForm<{ lineNumber: number | ''; number: string; label: string }>({
    mode: 'controlled',
    initialValues: {
      lineNumber: editing?.lineNumber ?? nextLineNumber,
      number: editing?.number ?? '',
      label: editing?.label ?? '',
    },
  });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) =>
      save.mutateAsync({
        id: editing?.id,
        // Left empty: the server says «شماره خط را به عدد وارد کنید» beside the field.
        lineNumber: values.lineNumber === '' ? Number.NaN : values.lineNumber,
        number: values.number,
        label: values.label,
      }),
    (saved) => {
      notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
      if ('deviceKey' in saved) onCreated(saved);
      else onClose();
    },
  );

  return (
    <FormModal
      opened
      onClose={onClose}
      title={editing ? 'ویرایش خط تلفن' : 'خط تلفن جدید'}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
    >
      <NumericInput
        label="شماره خط در دستگاه"
        description="درگاهی از دستگاه کالرآیدی که این خط به آن وصل است (۱، ۲، …)."
        data-autofocus
        {...form.getInputProps('lineNumber')}
        value={form.values.lineNumber}
      />
      <TextInput
        label="شماره تلفن خط"
        description="شماره‌ای که مشتری‌ها می‌گیرند؛ مثلاً ۰۲۱۸۸۷۷۶۶۵۵."
        maxLength={20}
        styles={{ input: { direction: 'ltr', textAlign: 'right' } }}
        {...form.getInputProps('number')}
      />
      <TextInput
        label="نام خط (اختیاری)"
        description="مثلاً «خط سفارش» یا «خط پیک»؛ روی کارت تماس نمایش داده می‌شود."
        maxLength={60}
        {...form.getInputProps('label')}
      />
    </FormModal>
  );
}
