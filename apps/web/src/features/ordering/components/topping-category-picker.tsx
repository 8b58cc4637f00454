import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type TCurrency } from '@sofreh/domain';
import { CountStepper } from '../../../components/count-stepper';
import type { SiteToppingCategory } from '../utils/menu-lookup';
import { toppingRuleText } from '../utils/topping-rule-text';

type ToppingCategoryPickerProps = {
  category: SiteToppingCategory;
  currency: TCurrency;
  /** Chosen count per topping id (0 or missing: not chosen). */
  counts: ReadonlyMap<string, number>;
  onChange: (toppingId: string, count: number) => void;
  /** Replaces the category's choice with this one topping (a pick-one category such as the bread). */
  onPickOnly: (toppingId: string) => void;
  /** This category's problem from validateToppingSelection, if any. */
  problem?: string;
};

/**
 * One topping category of an item: its rule in words, a checkbox per topping, and — where the rule
 * lets a topping count more than once (a maximum above one) — a stepper beside a chosen one.
 */
export function ToppingCategoryPicker({
  category,
  currency,
  counts,
  onChange,
  onPickOnly,
  problem,
}: ToppingCategoryPickerProps) {
  const total = category.toppings.reduce((sum, t) => sum + (counts.get(t.id) ?? 0), 0);
  const pickOne = category.maxSelect === 1;
  const full = total >= category.maxSelect;
  const required = category.minSelect > 0;

  return (
    <Stack gap={4} role="group" aria-label={category.title}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
        <Text fw={700} fz="md">
          {category.title}
        </Text>
        <Badge
          variant="light"
          radius="sm"
          color={problem && required ? 'pomegranate' : required ? 'saffron' : 'gray'}
          style={{ flexShrink: 0 }}
          fw={500}
        >
          {toppingRuleText(category.minSelect, category.maxSelect)}
        </Badge>
      </Group>
      {category.toppings.map((topping) => {
        const count = counts.get(topping.id) ?? 0;
        const chosen = count > 0;
        return (
          <Group
            key={topping.id}
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            py={8}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-1)' }}
          >
            <Checkbox
              label={topping.title}
              checked={chosen}
              // A full category takes no new topping, except a pick-one category, where a new pick
              // replaces the old one.
              disabled={!chosen && full && !pickOne}
              onChange={(event) => {
                if (!event.currentTarget.checked) onChange(topping.id, 0);
                else if (pickOne) onPickOnly(topping.id);
                else onChange(topping.id, 1);
              }}
              styles={{ label: { fontSize: 15 }, body: { alignItems: 'center' } }}
              style={{ flex: 1, minWidth: 0 }}
            />
            {chosen && category.maxSelect > 1 && (
              <CountStepper
                label={`تعداد ${topping.title}`}
                value={count}
                min={1}
                max={count + (category.maxSelect - total)}
                onChange={(next) => onChange(topping.id, next)}
              />
            )}
            <Text size="sm" c={topping.price > 0 ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
              {topping.price > 0 ? `+ ${formatMoney(topping.price, currency)}` : 'رایگان'}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
