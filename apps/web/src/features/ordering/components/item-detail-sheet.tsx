import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ChosenTopping, formatMoney, type TCurrency } from '@sofreh/domain';
import { useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet';
import { CountStepper } from '../../../components/count-stepper';
import { previewItemsTotal, type SiteMenuItem, toppingProblems } from '../utils/menu-lookup';
import { DishPicture } from './dish-picture';
import { ToppingCategoryPicker } from './topping-category-picker';

type ItemDetailSheetProps = {
  item: SiteMenuItem | null;
  currency: TCurrency;
  /** Why nothing can be added now (the restaurant is closed); null when ordering is open. */
  orderingBlocked: string | null;
  onClose: () => void;
  onAdd: (item: SiteMenuItem, toppings: ChosenTopping[], count: number) => void;
};

/** SPEC §2 "menu item details with toppings", as a bottom sheet over the menu. */
export function ItemDetailSheet({ item, onClose, ...props }: ItemDetailSheetProps) {
  return (
    <BottomSheet opened={item !== null} onClose={onClose} aria-label={item?.title} flush>
      {/* Keyed by item: a new dish starts with nothing chosen and a count of one. */}
      {item && <ItemDetail key={item.id} item={item} onClose={onClose} {...props} />}
    </BottomSheet>
  );
}

function ItemDetail({
  item,
  currency,
  orderingBlocked,
  onClose,
  onAdd,
}: Omit<ItemDetailSheetProps, 'item'> & { item: SiteMenuItem }) {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const [count, setCount] = useState(1);

  // In menu order, so the cart lists toppings as the menu does.
  const chosen: ChosenTopping[] = item.toppingCategories.flatMap((category) =>
    category.toppings.flatMap((t) => {
      const n = counts.get(t.id) ?? 0;
      return n > 0 ? [{ toppingId: t.id, count: n }] : [];
    }),
  );
  const problems = toppingProblems(item, chosen);
  const problemOf = (categoryId: string) =>
    problems.find((p) => p.field === `toppingCategories.${categoryId}`)?.message;
  const blockedBy = orderingBlocked ?? problems[0]?.message ?? null;
  const linePrice = previewItemsTotal([{ item, count, toppings: chosen, isFreeItem: false }]);

  const setTopping = (toppingId: string, n: number) =>
    setCounts((current) => new Map(current).set(toppingId, n));
  const pickOnly = (categoryId: string, toppingId: string) =>
    setCounts((current) => {
      const next = new Map(current);
      const category = item.toppingCategories.find((c) => c.id === categoryId);
      for (const t of category?.toppings ?? []) next.delete(t.id);
      return next.set(toppingId, 1);
    });

  return (
    <Stack gap={0}>
      <div style={{ position: 'relative' }}>
        <DishPicture imageUrl={item.imageUrl} title={item.title} variant="detail" />
        <Button
          onClick={onClose}
          size="compact-sm"
          radius="xl"
          variant="white"
          color="dark"
          style={{ position: 'absolute', top: 12, left: 12, boxShadow: 'var(--mantine-shadow-sm)' }}
        >
          بستن
        </Button>
      </div>
      <Stack gap="lg" p="md">
        <Stack gap={6}>
          <Title order={2} fz={22}>
            {item.title}
          </Title>
          {item.description && (
            <Text c="dimmed" lh={1.8}>
              {item.description}
            </Text>
          )}
          <Group gap={6}>
            <Text fw={700} fz="lg">
              {formatMoney(item.price, currency)}
            </Text>
            {item.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="light" color="saffron" radius="sm" fw={500}>
                {tag}
              </Badge>
            ))}
          </Group>
        </Stack>
        {item.toppingCategories.map((category) => (
          <ToppingCategoryPicker
            key={category.id}
            category={category}
            currency={currency}
            counts={counts}
            onChange={setTopping}
            onPickOnly={(toppingId) => pickOnly(category.id, toppingId)}
            problem={problemOf(category.id)}
          />
        ))}
      </Stack>
      <Stack
        gap={8}
        p="md"
        style={{
          position: 'sticky',
          bottom: 0,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-gray-2)',
          paddingBottom: 'calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom))',
        }}
      >
        {blockedBy && (
          <Text size="sm" c="pomegranate.7" ta="center" role="status">
            {blockedBy}
          </Text>
        )}
        <Group wrap="nowrap" gap="sm">
          <CountStepper label={`تعداد ${item.title}`} value={count} min={1} max={99} onChange={setCount} />
          <Button
            size="lg"
            radius="md"
            px="sm"
            fz={15}
            style={{ flex: 1 }}
            disabled={blockedBy !== null}
            onClick={() => onAdd(item, chosen, count)}
            styles={{ label: { width: '100%', justifyContent: 'space-between' } }}
          >
            <span>افزودن به سبد</span>
            <span>{formatMoney(linePrice, currency)}</span>
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
