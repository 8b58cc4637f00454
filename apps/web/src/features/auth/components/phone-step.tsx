import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { ERROR_MESSAGES, normalizeIranianMobile, type TLoginResponse } from '@sofreh/domain';
import { type FormEvent, useState } from 'react';
import { type FormErrors, formErrorsFrom } from '../../../lib/form-errors';
import { useLoginMutation } from '../api/login';

type PhoneStepProps = {
  initialPhone: string;
  isBackOffice: boolean;
  onCodeSent: (challenge: TLoginResponse) => void;
};

const FIELDS = ['phoneNumber'] as const;

export function PhoneStep({ initialPhone, isBackOffice, onCodeSent }: PhoneStepProps) {
  const [phone, setPhone] = useState(initialPhone);
  const [errors, setErrors] = useState<FormErrors<(typeof FIELDS)[number]>>({});
  const loginMutation = useLoginMutation();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Checked here first so that a typo never costs an SMS or a rate-limit slot.
    const phoneNumber = normalizeIranianMobile(phone);
    if (!phoneNumber) {
      setErrors({ phoneNumber: ERROR_MESSAGES.fa.INVALID_PHONE_NUMBER });
      return;
    }
    setErrors({});
    loginMutation.mutate(
      { phoneNumber, isBackOffice },
      {
        onSuccess: onCodeSent,
        onError: (error) => setErrors(formErrorsFrom(error, FIELDS)),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="شماره موبایل"
          description="کد ورود با پیامک به این شماره فرستاده می‌شود."
          placeholder="۰۹۱۲ ۳۴۵ ۶۷۸۹"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={errors.phoneNumber}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          autoFocus
          size="md"
          // Digits read left to right; aligned to the start of the right-to-left form.
          styles={{ input: { direction: 'ltr', textAlign: 'right' } }}
        />
        {errors.form && (
          <Alert color="red" variant="light">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" size="md" loading={loginMutation.isPending} fullWidth>
          دریافت کد
        </Button>
      </Stack>
    </form>
  );
}
