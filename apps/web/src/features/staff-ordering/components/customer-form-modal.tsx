import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { normalizeIranianMobile, type TCustomer, toPersianDigits } from '@sofreh/domain';
import { useEffect, useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { ApiError } from '../../../lib/api-error';
import { type FormErrors, formErrorsFrom } from '../../../lib/form-errors';
import { createCustomer, findCustomerByPhone, updateCustomer } from '../api/customers';

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
  // The number is already this restaurant's customer: offer them instead of a dead end.
  const [existing, setExisting] = useState<TCustomer | null>(null);

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setExisting(null);
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
      if (!editing && error instanceof ApiError && error.code === 'CUSTOMER_EXISTS') {
        const phone = normalizeIranianMobile(values.phoneNumber) ?? values.phoneNumber;
        setExisting(await findCustomerByPhone(phone).catch(() => null));
      }
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
        {existing ? (
          <Alert color="blue" variant="light" p="sm">
            <Stack gap="xs" align="flex-start">
              {`«${[existing.firstName, existing.lastName].filter(Boolean).join(' ') || 'بی‌نام'}» با همین شماره مشتری شماست.`}
              <Button size="xs" onClick={() => onSaved(existing)}>
                انتخاب همین مشتری
              </Button>
            </Stack>
          </Alert>
        ) : null}
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
