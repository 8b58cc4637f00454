import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { FormErrors } from '../../../lib/form-errors';

export type PersonName = { firstName: string; lastName: string };
export const NAME_FIELDS = ['firstName', 'lastName'] as const;
export type NameErrors = FormErrors<(typeof NAME_FIELDS)[number]>;

type NamesStepProps = {
  initialName: PersonName;
  /** Problems the server found on the names when the code was verified. */
  serverErrors: NameErrors;
  onSubmit: (name: PersonName) => void;
  onChangeNumber: () => void;
};

/** Only for someone new: the server takes the name together with the code on verify. */
export function NamesStep({ initialName, serverErrors, onSubmit, onChangeNumber }: NamesStepProps) {
  const [name, setName] = useState(initialName);
  const [errors, setErrors] = useState<NameErrors>(serverErrors);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const firstName = name.firstName.trim();
    const lastName = name.lastName.trim();
    const missing: NameErrors = {};
    if (!firstName) missing.firstName = 'نام را وارد کنید.';
    if (!lastName) missing.lastName = 'نام خانوادگی را وارد کنید.';
    setErrors(missing);
    if (Object.keys(missing).length === 0) onSubmit({ firstName, lastName });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          اولین بار است که با این شماره وارد می‌شوید؛ نام خود را بنویسید.
        </Text>
        <TextInput
          label="نام"
          value={name.firstName}
          onChange={(event) => setName({ ...name, firstName: event.currentTarget.value })}
          error={errors.firstName}
          autoComplete="given-name"
          autoFocus
          size="md"
        />
        <TextInput
          label="نام خانوادگی"
          value={name.lastName}
          onChange={(event) => setName({ ...name, lastName: event.currentTarget.value })}
          error={errors.lastName}
          autoComplete="family-name"
          size="md"
        />
        {errors.form && (
          <Alert color="red" variant="light">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth>
          ادامه
        </Button>
        <Group justify="center">
          <Button variant="subtle" size="compact-sm" onClick={onChangeNumber}>
            تغییر شماره
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
