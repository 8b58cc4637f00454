import { Select, type SelectProps } from '@mantine/core';
import { useRoleChoices } from '../api/roles';

/** A role of this restaurant, by name. */
export function RoleSelect(props: Omit<SelectProps, 'data'>) {
  const roles = useRoleChoices();
  return (
    <Select
      label="نقش"
      placeholder={roles.isPending ? 'در حال دریافت نقش‌ها…' : 'یک نقش انتخاب کنید'}
      data={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
      nothingFoundMessage="نقشی پیدا نشد"
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
