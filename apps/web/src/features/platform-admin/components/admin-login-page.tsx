import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useAdminLogin } from '../api/admin-api';

/**
 * The platform administrators' door (username and password, not a phone code: administrators belong
 * to no restaurant). A wrong pair is said in the red notice; an empty field beside it.
 */
export function AdminLoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useAdminLogin();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : 'نام کاربری را وارد کنید.'),
      password: (value) => (value ? null : 'رمز عبور را وارد کنید.'),
    },
  });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) => login.mutateAsync({ username: values.username.trim(), password: values.password }),
    onSignedIn,
  );

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="md" p="xl" w="100%" maw={400} shadow="sm">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <div>
              <Title order={1} size="h3">
                ورود مدیران سامانه
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                ساخت رستوران‌ها و فعال یا غیرفعال کردن آن‌ها
              </Text>
            </div>
            <TextInput
              label="نام کاربری"
              autoComplete="username"
              dir="ltr"
              data-autofocus
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="رمز عبور"
              autoComplete="current-password"
              dir="ltr"
              {...form.getInputProps('password')}
            />
            {formError ? (
              <Text size="sm" c="red">
                {formError}
              </Text>
            ) : null}
            <Button type="submit" loading={submitting} fullWidth>
              ورود
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
