import { Select, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  NOTICES_FA,
  type TPosTerminal,
  toLatinDigits,
  ZCreatePosTerminal,
  ZUpdatePosTerminal,
} from '@sofreh/domain';
import { FormModal } from '../../../components/form-modal';
import { IpAddressInput } from '../../../components/ip-address-input';
import { NumericInput } from '../../../components/numeric-input';
import { checkedBody } from '../../../lib/checked-body';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useBankProviders } from '../api/get-pos-terminals';
import { useSavePosTerminal } from '../api/save-pos-terminal';

type PosTerminalFormProps = { editing: TPosTerminal | null; onClose: () => void };

type Values = {
  name: string;
  provider: string;
  terminalId: string;
  serialNumber: string;
  ip: string;
  port: number | '';
  active: boolean;
};

export function PosTerminalForm({ editing, onClose }: PosTerminalFormProps) {
  const providers = useBankProviders();
  const save = useSavePosTerminal();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: editing?.name ?? '',
      provider: editing?.provider ?? '',
      terminalId: editing?.terminalId ?? '',
      serialNumber: editing?.serialNumber ?? '',
      ip: editing?.ip ?? '',
      port: editing?.port ?? '',
      active: editing?.active ?? true,
    },
  });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    // Checked with the server's own contract first (decision 0049): a provider not picked yet is
    // named beside its field without a round trip.
    async (values) => {
      const draft = {
        ...(editing ? { id: editing.id } : {}),
        ...values,
        terminalId: toLatinDigits(values.terminalId),
        serialNumber: toLatinDigits(values.serialNumber),
        port: values.port === '' ? null : values.port,
      };
      return save.mutateAsync(checkedBody(editing ? ZUpdatePosTerminal : ZCreatePosTerminal, draft));
    },
    () => {
      notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
      onClose();
    },
  );

  return (
    <FormModal
      opened
      onClose={onClose}
      title={editing ? 'ویرایش کارت‌خوان' : 'کارت‌خوان جدید'}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
    >
      <TextInput
        label="نام کارت‌خوان"
        description="نامی که صندوق‌دار می‌شناسد؛ مثلاً «کارت‌خوان صندوق ۱»."
        maxLength={60}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Select
        label="بانک یا شرکت پرداخت"
        placeholder="انتخاب کنید"
        data={(providers.data ?? []).map((p) => ({ value: p.value, label: p.label }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('provider')}
      />
      <TextInput
        label="شماره پایانه"
        description="روی رسید کارت‌خوان با عنوان «شماره پایانه» یا Terminal ID چاپ می‌شود."
        maxLength={30}
        styles={{ input: { direction: 'ltr', textAlign: 'right' } }}
        {...form.getInputProps('terminalId')}
      />
      <TextInput
        label="شماره سریال (اختیاری)"
        maxLength={40}
        styles={{ input: { direction: 'ltr', textAlign: 'right' } }}
        {...form.getInputProps('serialNumber')}
      />
      <IpAddressInput
        label="نشانی IP (اختیاری)"
        placeholder="۱۹۲.۱۶۸.۱.۶۰"
        description="فقط برای کارت‌خوان شبکه‌ای (PC-POS) که به شبکه رستوران وصل است."
        {...form.getInputProps('ip')}
        value={form.values.ip}
      />
      <NumericInput label="پورت (اختیاری)" {...form.getInputProps('port')} value={form.values.port} />
      <Switch label="فعال" {...form.getInputProps('active', { type: 'checkbox' })} />
    </FormModal>
  );
}
