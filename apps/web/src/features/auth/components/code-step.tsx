import { Button, Group, Stack, Text } from '@mantine/core';
import { ERROR_MESSAGES, OTP_LENGTH, type TLoginResponse, toPersianDigits } from '@sofreh/domain';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { formErrorsFrom } from '../../../lib/form-errors';
import { useLoginMutation } from '../api/login';
import { useCountdown } from '../hooks/use-countdown';
import { useSignIn } from '../hooks/use-sign-in';
import { NAME_FIELDS, type NameErrors, type PersonName } from './names-step';
import { OtpBoxes } from './otp-boxes';

type CodeStepProps = {
  challenge: TLoginResponse;
  /** Set for someone new: sent together with the code. */
  name: PersonName | null;
  isBackOffice: boolean;
  code: string;
  onCodeChange: (code: string) => void;
  /** Epoch ms when another SMS may be asked for. */
  resendAt: number;
  onResent: (challenge: TLoginResponse) => void;
  onChangeNumber: () => void;
  onNameRejected: (errors: NameErrors) => void;
  onSignedIn: () => void;
};

/** 119 → '۱:۵۹' */
function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return toPersianDigits(`${minutes}:${rest}`);
}

export function CodeStep(props: CodeStepProps) {
  const { challenge, name, isBackOffice, code, onCodeChange, resendAt } = props;
  const [codeError, setCodeError] = useState<string | null>(null);
  // Remounting the boxes after a rejected code empties them and puts the cursor back in the first.
  const [attempt, setAttempt] = useState(0);
  const secondsToResend = useCountdown(resendAt);
  const signIn = useSignIn();
  const resend = useLoginMutation();

  const submit = (otp: string) => {
    if (signIn.isPending) return;
    setCodeError(null);
    signIn.mutate(
      { userId: challenge.userId, otp, ...(name ?? {}) },
      {
        onSuccess: props.onSignedIn,
        onError: (error) => {
          const nameErrors = formErrorsFrom(error, NAME_FIELDS);
          if (nameErrors.firstName || nameErrors.lastName) return props.onNameRejected(nameErrors);
          if (error instanceof ApiError && error.code === 'NAMES_REQUIRED') {
            return props.onNameRejected({ form: error.message });
          }
          setCodeError(error instanceof ApiError ? error.message : ERROR_MESSAGES.fa.OPERATION_FAILED);
          // A wrong, expired or exhausted code is useless; after a network failure it is still good.
          if (error instanceof ApiError && error.isClientError) {
            onCodeChange('');
            setAttempt((count) => count + 1);
          }
        },
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === OTP_LENGTH) submit(code);
  };

  const handleResend = () => {
    resend.mutate(
      { phoneNumber: challenge.phoneNumber, isBackOffice },
      {
        onSuccess: (next) => {
          setCodeError(null);
          onCodeChange('');
          setAttempt((count) => count + 1);
          props.onResent(next);
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          کد {toPersianDigits(OTP_LENGTH)} رقمی پیامک‌شده به شماره{' '}
          <Text span fw={700} dir="ltr">
            {toPersianDigits(challenge.phoneNumber)}
          </Text>{' '}
          را وارد کنید.
        </Text>
        <OtpBoxes
          key={attempt}
          value={code}
          onChange={(next) => {
            setCodeError(null);
            onCodeChange(next);
          }}
          onComplete={submit}
          disabled={signIn.isPending}
          invalid={codeError !== null}
        />
        {codeError && (
          <Text c="red" size="sm" ta="center" role="alert">
            {codeError}
          </Text>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={signIn.isPending}
          disabled={code.replace(/\s/g, '').length < OTP_LENGTH}
        >
          ورود
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" size="compact-sm" onClick={props.onChangeNumber}>
            تغییر شماره
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={handleResend}
            disabled={secondsToResend > 0}
            loading={resend.isPending}
          >
            {secondsToResend > 0
              ? `ارسال دوباره کد (${formatCountdown(secondsToResend)})`
              : 'ارسال دوباره کد'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
