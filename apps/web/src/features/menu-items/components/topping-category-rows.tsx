import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { toPersianDigits } from '@sofreh/domain';
import { NumericInput } from '../../../components/numeric-input';
import { useToppingCategoryOptions } from '../api/get-topping-category-options';
import type { MenuItemFormValues } from './menu-item-form';

export type ToppingCategoryRow = {
  toppingCategoryId: string;
  title: string;
  minSelect: number | '';
  maxSelect: number | '';
};

/** A topping category newly offered with an item: optional, one pick, until the owner says otherwise. */
const NEW_ROW_LIMITS = { minSelect: 0, maxSelect: 1 } as const;

/**
 * The topping categories offered with an item, each with how many toppings the customer must and may
 * pick. A category is added from a picker that leaves out those already offered, so a row is never
 * empty or repeated. Row N's fields are the form's `toppingCategories.N.*`: the server's errors for
 * them land beside them.
 */
export function ToppingCategoryRows({ form }: { form: UseFormReturnType<MenuItemFormValues> }) {
  const options = useToppingCategoryOptions();
  const rows = form.values.toppingCategories;
  const offered = new Set(rows.map((row) => row.toppingCategoryId));
  const choices = (options.data ?? [])
    .filter((option) => !offered.has(option.id))
    .map((option) => ({
      value: option.id,
      label: `${option.title} (${toPersianDigits(option.toppingCount)} افزودنی${option.available ? '' : '، ناموجود'})`,
    }));

  function add(id: string | null) {
    const option = options.data?.find((candidate) => candidate.id === id);
    if (!option) return;
    form.insertListItem('toppingCategories', {
      toppingCategoryId: option.id,
      title: option.title,
      ...NEW_ROW_LIMITS,
    } satisfies ToppingCategoryRow);
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        مشتری هنگام سفارش این آیتم از این دسته‌ها انتخاب می‌کند. حداقل ۰ یعنی انتخاب اختیاری است.
      </Text>
      {rows.map((row, index) => {
        const linkError = form.errors[`toppingCategories.${index}.toppingCategoryId`];
        return (
          <Paper
            key={row.toppingCategoryId}
            withBorder
            p="sm"
            radius="md"
            role="group"
            aria-label={`افزودنی «${row.title}»`}
          >
            <Group align="flex-start" gap="md" wrap="wrap">
              <Stack gap={2} pt={30} style={{ flex: 1, minWidth: 160 }}>
                <Text fw={600}>{row.title}</Text>
                {linkError ? (
                  <Text size="xs" c="red">
                    {String(linkError)}
                  </Text>
                ) : null}
              </Stack>
              <NumericInput
                label="حداقل انتخاب"
                w={130}
                {...form.getInputProps(`toppingCategories.${index}.minSelect`)}
              />
              <NumericInput
                label="حداکثر انتخاب"
                w={130}
                {...form.getInputProps(`toppingCategories.${index}.maxSelect`)}
              />
              <Button
                variant="subtle"
                color="red"
                size="xs"
                mt={30}
                aria-label={`برداشتن «${row.title}»`}
                onClick={() => form.removeListItem('toppingCategories', index)}
              >
                برداشتن
              </Button>
            </Group>
          </Paper>
        );
      })}
      {options.data && options.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          هنوز دسته افزودنی‌ای تعریف نشده است؛ آن را در بخش «افزودنی‌ها و دسته‌ها» بسازید.
        </Text>
      ) : choices.length > 0 ? (
        <Select
          aria-label="افزودن دسته افزودنی"
          placeholder="افزودن دسته افزودنی…"
          data={choices}
          value={null}
          onChange={add}
          maw={340}
        />
      ) : null}
    </Stack>
  );
}
