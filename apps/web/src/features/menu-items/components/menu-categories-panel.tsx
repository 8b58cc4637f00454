import { ActionIcon, Button, Card, Group, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatNumber, type TMenuCategory, toPersianDigits } from '@sofreh/domain';
import { useEffect, useRef, useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { RowActions } from '../../../components/row-actions';
import { useDeleteMenuCategory } from '../api/delete-menu-category';
import { useMenuCategories } from '../api/get-menu-categories';
import { useReorderMenuCategories } from '../api/reorder-menu-categories';
import { useSetMenuCategoryActive } from '../api/set-menu-category-active';
import { MenuCategoryForm } from './menu-category-form';
import { SellChannelBadges } from './sell-channel-badges';

/** null: closed; 'new': adding; a category: editing it. */
type Editing = null | 'new' | TMenuCategory;
type Direction = 'up' | 'down';

/** The menu's categories in the order customers see them, with their channels, items and switch. */
export function MenuCategoriesPanel() {
  const query = useMenuCategories();
  const setActive = useSetMenuCategoryActive();
  const reorder = useReorderMenuCategories();
  const remove = useDeleteMenuCategory();
  const [editing, setEditing] = useState<Editing>(null);

  // After a move the focus follows the moved category, so pressing the same button again keeps
  // moving it; at the top or bottom (its button now disabled) focus goes to the other direction.
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ id: string; direction: Direction } | null>(null);
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending || !query.data) return;
    focusAfterMove.current = null;
    const same = moveButtons.current.get(`${pending.id}:${pending.direction}`);
    const other = moveButtons.current.get(`${pending.id}:${pending.direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [query.data]);

  function move(categories: TMenuCategory[], index: number, direction: Direction) {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= categories.length) return;
    const ordered = [...categories];
    [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
    focusAfterMove.current = { id: categories[index]!.id, direction };
    reorder.move(ordered);
  }

  const moveButton = (categories: TMenuCategory[], index: number, direction: Direction) => {
    const category = categories[index]!;
    const atEnd = direction === 'up' ? index === 0 : index === categories.length - 1;
    return (
      <ActionIcon
        ref={(element) => {
          const key = `${category.id}:${direction}`;
          if (element) moveButtons.current.set(key, element);
          else moveButtons.current.delete(key);
        }}
        variant="subtle"
        color="gray"
        size="sm"
        disabled={atEnd}
        aria-label={direction === 'up' ? `بالا بردن «${category.title}»` : `پایین بردن «${category.title}»`}
        onClick={() => move(categories, index, direction)}
      >
        {direction === 'up' ? '▲' : '▼'}
      </ActionIcon>
    );
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="md" gap="sm">
        <Text size="sm" c="dimmed">
          دسته‌ها به همین ترتیب در منوی مشتری می‌آیند؛ با دکمه‌های ▲ و ▼ جابه‌جایشان کنید.
        </Text>
        <Button onClick={() => setEditing('new')}>افزودن دسته</Button>
      </Group>
      <QueryState
        query={query}
        isEmpty={(categories) => categories.length === 0}
        empty="هنوز دسته‌ای ندارید؛ با «افزودن دسته» اولین دسته منو (مثلاً «کباب» یا «نوشیدنی») را بسازید."
      >
        {(categories) => (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={96}>ترتیب</Table.Th>
                  <Table.Th>دسته</Table.Th>
                  <Table.Th>کانال‌های فروش</Table.Th>
                  <Table.Th w={80}>آیتم‌ها</Table.Th>
                  <Table.Th w={80}>فعال</Table.Th>
                  <Table.Th w={150}>
                    <VisuallyHidden>عملیات</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {categories.map((category, index) => (
                  <Table.Tr key={category.id} style={{ opacity: category.active ? 1 : 0.6 }}>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Text size="sm" c="dimmed" w={20} ta="center">
                          {toPersianDigits(index + 1)}
                        </Text>
                        {moveButton(categories, index, 'up')}
                        {moveButton(categories, index, 'down')}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text fw={600}>{category.title}</Text>
                      {category.description ? (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {category.description}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <SellChannelBadges channels={category.sellChannels} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatNumber(category.itemCount)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`فعال بودن «${category.title}»`}
                        checked={category.active}
                        onChange={(event) =>
                          setActive.mutate({ id: category.id, active: event.currentTarget.checked })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        onEdit={() => setEditing(category)}
                        deleteQuestion={`دسته «${category.title}» حذف شود؟`}
                        onDelete={() => remove.mutateAsync(category.id).catch(() => undefined)}
                        deleting={remove.isPending && remove.variables === category.id}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      {editing !== null ? (
        <MenuCategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
