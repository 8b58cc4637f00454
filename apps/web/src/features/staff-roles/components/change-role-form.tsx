import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TStaffMember } from '@sofreh/domain';
import { FormModal } from '../../../components/form-modal';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useUpdateStaffRole } from '../api/staff';
import { RoleSelect } from './role-select';

export function ChangeRoleForm({
  member,
  opened,
  onClose,
}: {
  member: TStaffMember;
  opened: boolean;
  onClose: () => void;
}) {
  const update = useUpdateStaffRole();
  const form = useForm({ mode: 'controlled', initialValues: { roleId: member.roleId ?? '' } });
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) => update.mutateAsync({ userId: member.id, roleId: values.roleId }),
    (saved) => {
      notifySuccess(`نقش ${name} به «${saved.roleName}» تغییر کرد.`);
      onClose();
    },
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="تغییر نقش"
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
    >
      <Text size="sm">نقش تازه از درخواست بعدی {name} اعمال می‌شود؛ لازم نیست دوباره وارد شود.</Text>
      <RoleSelect data-autofocus {...form.getInputProps('roleId')} />
    </FormModal>
  );
}
