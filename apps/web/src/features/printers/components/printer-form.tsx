import { Group, Radio, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  NOTICES_FA,
  PRINTER_PAPER_WIDTH_LABELS,
  PRINTER_PAPER_WIDTHS,
  type TPrinter,
  type TPrinterPaperWidth,
} from '@sofreh/domain';
import { FormModal } from '../../../components/form-modal';
import { IpAddressInput } from '../../../components/ip-address-input';
import { NumericInput } from '../../../components/numeric-input';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useSavePrinter } from '../api/save-printer';

type PrinterFormProps = {
  /** The printer being edited, or null to add a new one. */
  editing: TPrinter | null;
  onClose: () => void;
};

const RAW_PRINT_PORT = 9100;

export function PrinterForm({ editing, onClose }: PrinterFormProps) {
  const save = useSavePrinter();
  const form = useForm<{ name: string; ip: string; port: number | ''; paperWidthMm: string }>({
    mode: 'controlled',
    initialValues: {
      name: editing?.name ?? '',
      ip: editing?.ip ?? '',
      port: editing?.port ?? RAW_PRINT_PORT,
      paperWidthMm: String(editing?.paperWidthMm ?? 80),
    },
  });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) =>
      save.mutateAsync({
        id: editing?.id,
        name: values.name,
        ip: values.ip,
        // Left empty: the server's default raw printing port.
        port: values.port === '' ? undefined : values.port,
        paperWidthMm: Number(values.paperWidthMm) as TPrinterPaperWidth,
      }),
    () => {
      // Printer writes go through the marketplace service: SPEC §8 «عملیات با موفقیت انجام شد.»
      notifySuccess(NOTICES_FA.OPERATION_DONE);
      onClose();
    },
  );

  return (
    <FormModal
      opened
      onClose={onClose}
      title={editing ? 'ویرایش چاپگر' : 'چاپگر جدید'}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
    >
      <TextInput
        label="نام چاپگر"
        description="نامی که در ایستگاه‌های چاپ می‌بینید؛ مثلاً «چاپگر آشپزخانه»."
        maxLength={100}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <IpAddressInput
        label="نشانی IP"
        description="نشانی چاپگر در شبکه رستوران؛ روی برگه تنظیمات خود چاپگر نوشته شده است."
        {...form.getInputProps('ip')}
        value={form.values.ip}
      />
      <NumericInput
        label="پورت"
        description="پورت چاپ مستقیم (ESC/POS)؛ اگر نمی‌دانید همان ۹۱۰۰ را نگه دارید."
        {...form.getInputProps('port')}
        value={form.values.port}
      />
      <Radio.Group
        label="عرض کاغذ"
        description="پهنای رول کاغذ این چاپگر؛ فیش برای همین پهنا چیده می‌شود."
        {...form.getInputProps('paperWidthMm')}
      >
        <Group gap="lg" mt="xs">
          {PRINTER_PAPER_WIDTHS.map((width) => (
            <Radio key={width} value={String(width)} label={PRINTER_PAPER_WIDTH_LABELS[width]} />
          ))}
        </Group>
      </Radio.Group>
    </FormModal>
  );
}
