import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TLoginResponse } from '@sofreh/domain';
import { type ReactNode, useState } from 'react';
import { CodeStep } from './code-step';
import { type NameErrors, NamesStep, type PersonName } from './names-step';
import { PhoneStep } from './phone-step';

/** Another SMS may be asked for two minutes after the last one. */
export const RESEND_AFTER_MS = 120_000;

type LoginScreenProps = {
  audience: 'backoffice' | 'customer';
  title: string;
  subtitle?: ReactNode;
  onSignedIn: () => void;
};

// Order chosen for a person: phone → (name, only when new) → code. The code is the last thing typed,
// so the sixth digit can always send it, and a new person never sees their code "accepted" only to
// be stopped by a form. The server takes the name with the code in one verify call either way.
type Step =
  | { kind: 'phone' }
  | { kind: 'names'; challenge: TLoginResponse; errors: NameErrors }
  | { kind: 'code'; challenge: TLoginResponse };

export function LoginScreen({ audience, title, subtitle, onSignedIn }: LoginScreenProps) {
  const isBackOffice = audience === 'backoffice';
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [phone, setPhone] = useState('');
  const [name, setName] = useState<PersonName>({ firstName: '', lastName: '' });
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState(0);

  const handleCodeSent = (challenge: TLoginResponse) => {
    setPhone(challenge.phoneNumber);
    setCode('');
    setResendAt(Date.now() + RESEND_AFTER_MS);
    setStep(challenge.isRegistered ? { kind: 'code', challenge } : { kind: 'names', challenge, errors: {} });
  };

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Stack>

        {step.kind === 'phone' && (
          <PhoneStep initialPhone={phone} isBackOffice={isBackOffice} onCodeSent={handleCodeSent} />
        )}

        {step.kind === 'names' && (
          <NamesStep
            initialName={name}
            serverErrors={step.errors}
            onSubmit={(entered) => {
              setName(entered);
              setStep({ kind: 'code', challenge: step.challenge });
            }}
            onChangeNumber={() => setStep({ kind: 'phone' })}
          />
        )}

        {step.kind === 'code' && (
          <CodeStep
            challenge={step.challenge}
            name={step.challenge.isRegistered ? null : name}
            isBackOffice={isBackOffice}
            code={code}
            onCodeChange={setCode}
            resendAt={resendAt}
            onResent={(challenge) => {
              setResendAt(Date.now() + RESEND_AFTER_MS);
              setStep({ kind: 'code', challenge });
            }}
            onChangeNumber={() => setStep({ kind: 'phone' })}
            onNameRejected={(errors) => setStep({ kind: 'names', challenge: step.challenge, errors })}
            onSignedIn={onSignedIn}
          />
        )}
      </Stack>
    </Paper>
  );
}
