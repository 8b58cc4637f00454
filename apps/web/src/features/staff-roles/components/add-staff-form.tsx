import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormModal } from '../../../components/form-modal';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useAddStaff } from '../api/staff';
import { RoleSelect } from './role-select';

/** Adds a person by mobile number; they sign in to the panel with a code sent to that number. */
export function AddStaffForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const add = useAddStaff();
  const form = useForm({
    mode: 'controlled',
    initialValues: { phoneNumber: '', firstName: '', lastName: '', roleId: '' },
  });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) => add.mutateAsync(values),
    (member) => {
      notifySuccess(`${member.firstName ?? ''} ${member.lastName ?? ''} به کارکنان اضافه شد.`.trim());
      onClose();
    },
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="افزودن کارمند"
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
    >
      <TextInput
        label="شماره موبایل"
        description="با همین شماره و کد پیامکی وارد پنل می‌شود."
        placeholder="۰۹۱۲۳۴۵۶۷۸۹"
        inputMode="tel"
        dir="ltr"
        data-autofocus
        {...form.getInputProps('phoneNumber')}
      />
      <Group grow align="flex-start">
        <TextInput label="نام" {...form.getInputProps('firstName')} />
        <TextInput label="نام خانوادگی" {...form.getInputProps('lastName')} />
      </Group>
      <RoleSelect {...form.getInputProps('roleId')} />
    </FormModal>
  );
}
