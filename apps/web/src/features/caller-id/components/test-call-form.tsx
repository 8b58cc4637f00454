import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TCallerIdLine, toPersianDigits } from '@sofreh/domain';
import { FormModal } from '../../../components/form-modal';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useSendTestCall } from '../api/send-test-call';

type TestCallFormProps = { line: TCallerIdLine; onClose: () => void };

/** «تماس آزمایشی»: a call on the line without a device, for set-up and the demo. */
export function TestCallForm({ line, onClose }: TestCallFormProps) {
  const send = useSendTestCall();
  const form = useForm<{ number: string }>({ mode: 'controlled', initialValues: { number: '' } });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) => send.mutateAsync({ lineId: line.id, number: values.number }),
    () => {
      notifySuccess('تماس آزمایشی فرستاده شد؛ کارت تماس در همه پنل‌های باز رستوران نمایش داده می‌شود.');
      onClose();
    },
  );
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`تماس آزمایشی روی خط ${toPersianDigits(line.lineNumber)}`}
      onSubmit={onSubmit}
      submitting={submitting}
      submitLabel="ارسال تماس"
      formError={formError}
    >
      <TextInput
        label="شماره تماس‌گیرنده"
        description="مثل این است که این شماره با خط تماس گرفته باشد؛ برای دیدن کارت یک مشتری، شماره او را وارد کنید."
        placeholder="۰۹۱۲۱۲۳۴۵۶۷"
        maxLength={32}
        data-autofocus
        styles={{ input: { direction: 'ltr', textAlign: 'right' } }}
        {...form.getInputProps('number')}
      />
    </FormModal>
  );
}
