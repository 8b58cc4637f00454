import { Stack, TextInput } from '@mantine/core';
import { type TCustomer, toPersianDigits } from '@sofreh/domain';
import { useEffect, useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { type FormErrors, formErrorsFrom } from '../../../lib/form-errors';
import { createCustomer, updateCustomer } from '../api/customers';

type Field = 'phoneNumber' | 'firstName' | 'lastName';
const FIELDS: readonly Field[] = ['phoneNumber', 'firstName', 'lastName'];

type CustomerFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Editing this customer; null adds a new one. */
  editing: TCustomer | null;
  /** The number typed in the search, to start a new customer with. */
  initialPhone?: string;
  onSaved: (customer: TCustomer) => void;
};

/** «مشتری جدید» and «ویرایش مشتری» (SPEC §2): the server's errors show beside the fields. */
export function CustomerFormModal({
  opened,
  onClose,
  editing,
  initialPhone = '',
  onSaved,
}: CustomerFormModalProps) {
  const [values, setValues] = useState({ phoneNumber: '', firstName: '', lastName: '' });
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setValues(
      editing
        ? {
            phoneNumber: editing.phoneNumber,
            firstName: editing.firstName ?? '',
            lastName: editing.lastName ?? '',
          }
        : { phoneNumber: initialPhone, firstName: '', lastName: '' },
    );
  }, [opened, editing, initialPhone]);

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setErrors({});
    try {
      const saved = editing
        ? await updateCustomer({ id: editing.id, firstName: values.firstName, lastName: values.lastName })
        : await createCustomer(values);
      onSaved(saved);
    } catch (error) {
      setErrors(formErrorsFrom(error, FIELDS));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'ویرایش مشتری' : 'مشتری جدید'}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={errors.form}
    >
      <Stack gap="sm">
        <TextInput
          label="شماره موبایل"
          inputMode="tel"
          dir="ltr"
          value={editing ? toPersianDigits(values.phoneNumber) : values.phoneNumber}
          onChange={set('phoneNumber')}
          disabled={editing !== null}
          description={editing ? 'شماره، خود مشتری است و عوض نمی‌شود.' : undefined}
          error={errors.phoneNumber}
          data-autofocus={editing ? undefined : true}
          required
        />
        <TextInput
          label="نام"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
          data-autofocus={editing ? true : undefined}
          required
        />
        <TextInput
          label="نام خانوادگی"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
          required
        />
      </Stack>
    </FormModal>
  );
}
