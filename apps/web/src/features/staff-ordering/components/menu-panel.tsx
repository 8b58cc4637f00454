import {
  Badge,
  Button,
  Checkbox,
  Chip,
  Group,
  Kbd,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  formatMoney,
  normalizePersianLetters,
  type TCurrency,
  type TSiteMenu,
  toPersianDigits,
  validateToppingSelection,
} from '@sofreh/domain';
import { forwardRef, useMemo, useState } from 'react';
import type { StaffLine, StaffLineTopping } from '../utils/staff-order-state';

type MenuItem = TSiteMenu['categories'][number]['items'][number];
type MenuPanelProps = {
  menu: TSiteMenu | undefined;
  currency: TCurrency;
  onAdd: (line: Omit<StaffLine, 'key' | 'count'>) => void;
};

const clean = (text: string) => normalizePersianLetters(text).trim();

function toLine(item: MenuItem, toppings: StaffLineTopping[]): Omit<StaffLine, 'key' | 'count'> {
  return {
    menuItemId: item.id,
    title: item.title,
    unitPrice: item.price,
    packagingCost: item.packagingCost,
    servePackagingCost: item.servePackagingCost,
    withTax: item.withTax,
    toppings,
  };
}

/**
 * The salon menu by category, with a search («/» jumps here): Enter in the search adds the first
 * match, Enter or a click on an item adds it; an item with toppings asks for them first.
 */
export const MenuPanel = forwardRef<HTMLInputElement, MenuPanelProps>(function MenuPanel(
  { menu, currency, onAdd },
  ref,
) {
  const categories = menu?.categories ?? [];
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [toppingsFor, setToppingsFor] = useState<MenuItem | null>(null);
  const activeCategory = categoryId ?? categories[0]?.id ?? null;

  const items = useMemo(() => {
    const q = clean(query);
    if (q) return categories.flatMap((c) => c.items).filter((i) => clean(i.title).includes(q));
    return categories.find((c) => c.id === activeCategory)?.items ?? [];
  }, [categories, activeCategory, query]);

  const choose = (item: MenuItem) => {
    if (item.toppingCategories.length > 0) setToppingsFor(item);
    else onAdd(toLine(item, []));
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text fw={700}>منو</Text>
        <Text size="xs" c="dimmed">
          <Kbd size="xs">/</Kbd> جستجو ·{' '}
          <Kbd size="xs" ff="inherit">
            اینتر
          </Kbd>{' '}
          افزودن
        </Text>
      </Group>
      <TextInput
        ref={ref}
        aria-label="جستجوی منو"
        placeholder="نام غذا…"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.ctrlKey) {
            event.preventDefault();
            const first = items[0];
            if (first) {
              choose(first);
              setQuery('');
            }
          } else if (event.key === 'Escape') setQuery('');
        }}
        mb="xs"
      />
      {!query && (
        <ScrollArea type="auto" offsetScrollbars mb="xs">
          <Chip.Group
            multiple={false}
            value={activeCategory ?? ''}
            onChange={(v) => setCategoryId(v as string)}
          >
            <Group gap={6} wrap="nowrap">
              {categories.map((c) => (
                <Chip key={c.id} value={c.id} size="sm" radius="sm">
                  {c.title}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      )}
      {categories.length === 0 ? (
        <Text size="sm" c="dimmed">
          منوی سالن الان غذایی برای فروش ندارد.
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          غذایی با این نام نیست.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, xl: 4 }} spacing={8}>
          {items.map((item) => (
            <UnstyledButton
              key={item.id}
              onClick={() => choose(item)}
              aria-label={`افزودن ${item.title}`}
              p="xs"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, minHeight: 64 }}
            >
              <Text size="sm" fw={600} lineClamp={2}>
                {item.title}
              </Text>
              <Group gap={4} justify="space-between" mt={2}>
                <Text size="xs" c="dimmed">
                  {formatMoney(item.price, currency)}
                </Text>
                {item.toppingCategories.length > 0 && (
                  <Badge size="xs" variant="light" color="gray">
                    افزودنی
                  </Badge>
                )}
              </Group>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <ToppingsModal
        item={toppingsFor}
        currency={currency}
        onClose={() => setToppingsFor(null)}
        onAdd={(item, toppings) => {
          onAdd(toLine(item, toppings));
          setToppingsFor(null);
        }}
      />
    </Paper>
  );
});

/** The item's topping categories with their min/max; Enter adds when the choice is valid. */
function ToppingsModal({
  item,
  currency,
  onClose,
  onAdd,
}: {
  item: MenuItem | null;
  currency: TCurrency;
  onClose: () => void;
  onAdd: (item: MenuItem, toppings: StaffLineTopping[]) => void;
}) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [shown, setShown] = useState<string | null>(null);
  if (item && shown !== item.id) {
    setShown(item.id);
    setChosen(new Set());
  }
  const categories = item?.toppingCategories ?? [];
  const problems = validateToppingSelection(
    categories.map((c) => ({
      categoryId: c.id,
      title: c.title,
      min: c.minSelect,
      max: c.maxSelect,
      toppings: c.toppings.map((t) => ({ id: t.id, available: true })),
    })),
    [...chosen].map((toppingId) => ({ toppingId, count: 1 })),
  );
  const problemOf = (categoryId: string) =>
    problems.find((p) => p.field === `toppingCategories.${categoryId}`)?.message;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!item || problems.length > 0) return;
    const toppings = categories.flatMap((c) =>
      c.toppings
        .filter((t) => chosen.has(t.id))
        .map((t) => ({ toppingId: t.id, title: t.title, price: t.price, count: 1 })),
    );
    onAdd(item, toppings);
  };

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item?.title ?? ''}
      centered
      closeButtonProps={{ 'aria-label': 'بستن' }}
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          {categories.map((c, ci) => (
            <Stack key={c.id} gap={4} role="group" aria-label={c.title}>
              <Group justify="space-between">
                <Text fw={700} size="sm">
                  {c.title}
                </Text>
                <Text size="xs" c={problemOf(c.id) ? 'red.7' : 'dimmed'}>
                  {c.minSelect > 0
                    ? `دست‌کم ${toPersianDigits(c.minSelect)}، حداکثر ${toPersianDigits(c.maxSelect)}`
                    : `اختیاری، حداکثر ${toPersianDigits(c.maxSelect)}`}
                </Text>
              </Group>
              {c.toppings.map((t, ti) => (
                <Checkbox
                  key={t.id}
                  data-autofocus={ci === 0 && ti === 0 ? true : undefined}
                  label={`${t.title}${t.price > 0 ? ` (+ ${formatMoney(t.price, currency)})` : ''}`}
                  checked={chosen.has(t.id)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setChosen((prev) => {
                      const next = new Set(prev);
                      if (on) next.add(t.id);
                      else next.delete(t.id);
                      return next;
                    });
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') submit(e);
                  }}
                />
              ))}
            </Stack>
          ))}
          {problems[0] && (
            <Text size="sm" c="red.7" role="alert">
              {problems[0].message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" disabled={problems.length > 0}>
              افزودن به سفارش
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
