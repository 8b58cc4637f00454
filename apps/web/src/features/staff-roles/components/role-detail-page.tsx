import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { NOTICES_FA, type TPermission, type TPermissionCatalogue, type TRole } from '@sofreh/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { usePermissionCatalogue, useRole, useSaveRole } from '../api/roles';
import { ROLES_PATH } from './roles-page';

/** A role's name and its permissions as checkboxes, grouped by area of the panel (/bo/roles/:id or /new). */
export function RoleDetailPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const role = useRole(isNew ? null : id);
  const catalogue = usePermissionCatalogue();

  return (
    <>
      <PageHeader
        title={isNew ? 'نقش جدید' : 'ویرایش نقش'}
        description="دسترسی‌هایی را که کارکنانِ این نقش لازم دارند علامت بزنید. تغییرها از درخواست بعدی آن‌ها اعمال می‌شود."
        actions={
          <Anchor component={Link} to={ROLES_PATH} size="sm">
            بازگشت به نقش‌ها
          </Anchor>
        }
      />
      <QueryState query={catalogue}>
        {(areas) =>
          isNew ? (
            <RoleForm areas={areas} editing={null} />
          ) : (
            <QueryState query={role}>
              {(loaded) => <RoleForm key={loaded.id} areas={areas} editing={loaded} />}
            </QueryState>
          )
        }
      </QueryState>
    </>
  );
}

function RoleForm({ areas, editing: role }: { areas: TPermissionCatalogue; editing: TRole | null }) {
  const save = useSaveRole();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: role?.name ?? '', permissions: role?.permissions ?? ([] as TPermission[]) },
  });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) => save.mutateAsync({ id: role?.id, ...values }),
    () => {
      notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
      navigate(ROLES_PATH);
    },
  );
  const chosen = new Set(form.getValues().permissions);
  const setMany = (permissions: TPermission[], on: boolean) => {
    const next = new Set(chosen);
    for (const permission of permissions) {
      if (on) next.add(permission);
      else next.delete(permission);
    }
    // Catalogue order, so the saved list reads like the screen.
    form.setFieldValue(
      'permissions',
      areas.flatMap((a) => a.permissions.map((p) => p.name)).filter((p) => next.has(p)),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Card withBorder padding="lg" radius="md">
          <TextInput
            label="نام نقش"
            placeholder="مثلاً صندوقدار"
            maw={360}
            data-autofocus
            {...form.getInputProps('name')}
          />
        </Card>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {areas.map((area) => {
            const all = area.permissions.every((p) => chosen.has(p.name));
            const some = area.permissions.some((p) => chosen.has(p.name));
            return (
              <Card key={area.area} withBorder padding="md" radius="md" role="group" aria-label={area.label}>
                <Group justify="space-between" mb="xs">
                  <Title order={3} size="h5">
                    {area.label}
                  </Title>
                  <Checkbox
                    size="xs"
                    label="همه"
                    checked={all}
                    indeterminate={some && !all}
                    aria-label={`همه دسترسی‌های ${area.label}`}
                    onChange={(event) =>
                      setMany(
                        area.permissions.map((p) => p.name),
                        event.currentTarget.checked,
                      )
                    }
                  />
                </Group>
                <Stack gap="xs">
                  {area.permissions.map((permission) => (
                    <Checkbox
                      key={permission.name}
                      label={permission.label}
                      checked={chosen.has(permission.name)}
                      onChange={(event) => setMany([permission.name], event.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
        {formError ? (
          <Text c="red" size="sm">
            {formError}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={ROLES_PATH}>
            انصراف
          </Button>
          <Button type="submit" loading={submitting}>
            ذخیره نقش
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
