import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TAdminVendor } from '@sofreh/domain';
import { FormModal } from '../../../components/form-modal';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useCreateVendor } from '../api/admin-api';

/** «رستوران جدید»: its short address, name, owner's mobile and, if it has one, its own domain. */
export function CreateVendorForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateVendor();
  const form = useForm({
    mode: 'controlled',
    initialValues: { slug: '', name: '', ownerPhone: '', domain: '' },
  });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    ({ domain, ...values }) => create.mutateAsync({ ...values, domain: domain.trim() || undefined }),
    (vendor: TAdminVendor) => {
      notifySuccess(`رستوران «${vendor.name}» ساخته شد.`);
      onClose();
    },
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="رستوران جدید"
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
    >
      <TextInput
        label="نام رستوران"
        placeholder="رستوران نارنج"
        data-autofocus
        {...form.getInputProps('name')}
      />
      <TextInput
        label="نشانی کوتاه"
        description="حروف کوچک لاتین، رقم و خط تیره؛ نشانی سایت رستوران با آن ساخته می‌شود."
        placeholder="narenj"
        dir="ltr"
        autoCapitalize="off"
        {...form.getInputProps('slug')}
      />
      <TextInput
        label="موبایل مالک"
        description="مالک با همین شماره و کد پیامکی وارد پنل رستوران می‌شود."
        placeholder="۰۹۱۲۳۴۵۶۷۸۹"
        inputMode="tel"
        dir="ltr"
        {...form.getInputProps('ownerPhone')}
      />
      <TextInput
        label="دامنه اختصاصی (اختیاری)"
        placeholder="order.narenj.ir"
        dir="ltr"
        autoCapitalize="off"
        {...form.getInputProps('domain')}
      />
    </FormModal>
  );
}
