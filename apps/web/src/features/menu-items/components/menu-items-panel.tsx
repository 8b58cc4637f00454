import {
  Avatar,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  NavLink,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  formatMoney,
  formatNumber,
  imageVariantUrl,
  SellChannel,
  type TCurrency,
  type TMenuItem,
  type TSellChannel,
} from '@sofreh/domain';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { QueryState } from '../../../components/query-state';
import { RowActions } from '../../../components/row-actions';
import { SearchInput } from '../../../components/search-input';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteMenuItem } from '../api/delete-menu-item';
import { useMenuCategories } from '../api/get-menu-categories';
import { useMenuItems } from '../api/get-menu-items';
import { useSetMenuItemActive } from '../api/set-menu-item-active';
import { useSetMenuItemAvailable } from '../api/set-menu-item-available';
import { MenuItemForm } from './menu-item-form';

/** The picker's value for "no category chosen". */
const ALL = 'all';

/** null: closed; 'new': adding; an item: editing it. */
type Editing = null | 'new' | TMenuItem;

type MenuItemsPanelProps = {
  currency: TCurrency;
  /** Where categories are made, for the empty menu's hint. */
  categoriesPath: string;
};

/** The chosen category lives in the address (`?category=…`) beside the page and the search. */
function useCategoryParam() {
  const [params, setParams] = useSearchParams();
  const setCategory = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (id) next.set('category', id);
        else next.delete('category');
        return next;
      }),
    [setParams],
  );
  return [params.get('category'), setCategory] as const;
}

/** Items of one category or of the whole menu, paged, searchable, with their two everyday switches. */
export function MenuItemsPanel({ currency, categoriesPath }: MenuItemsPanelProps) {
  const list = useListParams();
  const [categoryParam, setCategory] = useCategoryParam();
  const categories = useMenuCategories();
  // A link to a category deleted since shows the whole menu rather than an empty list.
  const category = categories.data?.find((c) => c.id === categoryParam) ?? null;
  const categoryId = categories.data && !category ? null : categoryParam;
  const items = useMenuItems({ ...list, categoryId });
  // An item shows on its category's channels, and nowhere while the category is off the menu.
  const channelsOf = (id: string) => {
    const of = categories.data?.find((c) => c.id === id);
    return of ? (of.active ? of.sellChannels : []) : null;
  };
  const setActive = useSetMenuItemActive();
  const setAvailable = useSetMenuItemAvailable();
  const remove = useDeleteMenuItem();
  const [editing, setEditing] = useState<Editing>(null);

  const noCategories = categories.data?.length === 0;
  const totalItems = categories.data?.reduce((sum, c) => sum + c.itemCount, 0);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        {/* On a phone the list of categories would push the items off the screen: a picker instead. */}
        <Select
          hiddenFrom="md"
          label="دسته"
          data={[
            { value: ALL, label: 'همه آیتم‌ها' },
            ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.title })),
          ]}
          value={categoryId ?? ALL}
          onChange={(value) => setCategory(value === ALL || value === null ? null : value)}
          allowDeselect={false}
        />
        <Card withBorder padding="xs" radius="md" visibleFrom="md">
          <nav aria-label="دسته‌های منو">
            <NavLink
              component="button"
              label="همه آیتم‌ها"
              active={categoryId === null}
              aria-current={categoryId === null ? 'true' : undefined}
              rightSection={totalItems !== undefined ? <CountBadge count={totalItems} /> : null}
              onClick={() => setCategory(null)}
              fw={600}
            />
            {categories.data?.map((c) => (
              <NavLink
                key={c.id}
                component="button"
                label={c.title}
                description={c.active ? undefined : 'غیرفعال'}
                active={c.id === categoryId}
                aria-current={c.id === categoryId ? 'true' : undefined}
                rightSection={<CountBadge count={c.itemCount} />}
                onClick={() => setCategory(c.id)}
              />
            ))}
          </nav>
        </Card>
      </Grid.Col>

      <Grid.Col span={{ base: 12, md: 9 }}>
        <Card withBorder padding="lg" radius="md">
          <Group justify="space-between" mb="md" gap="sm" wrap="wrap">
            <SearchInput
              value={list.search}
              onSearch={list.setSearch}
              label="جستجوی آیتم"
              placeholder={category ? `جستجو در «${category.title}»…` : 'جستجو در همه منو…'}
            />
            <Button onClick={() => setEditing('new')} disabled={!categories.data || noCategories}>
              افزودن آیتم
            </Button>
          </Group>
          {noCategories ? (
            <Stack align="center" gap="sm" py="xl">
              <Text c="dimmed" ta="center">
                منو هنوز دسته‌ای ندارد؛ هر آیتم در یک دسته قرار می‌گیرد.
              </Text>
              <Button component={Link} to={categoriesPath} variant="light">
                ساختن اولین دسته
              </Button>
            </Stack>
          ) : (
            <QueryState
              query={items}
              isEmpty={(page) => page.data.length === 0}
              empty={
                list.search
                  ? 'آیتمی با این عبارت پیدا نشد.'
                  : category
                    ? `دسته «${category.title}» هنوز آیتمی ندارد؛ با «افزودن آیتم» شروع کنید.`
                    : 'منو هنوز آیتمی ندارد؛ با «افزودن آیتم» شروع کنید.'
              }
            >
              {(page) => (
                <>
                  {/* On a phone the picture and the price column give way, so the two switches fit. */}
                  <Table.ScrollContainer minWidth={420}>
                    <Table verticalSpacing="sm" highlightOnHover>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th w={64} visibleFrom="sm">
                            <VisuallyHidden>تصویر</VisuallyHidden>
                          </Table.Th>
                          <Table.Th>آیتم</Table.Th>
                          <Table.Th w={130} visibleFrom="sm">
                            قیمت
                          </Table.Th>
                          <Table.Th w={72}>در منو</Table.Th>
                          <Table.Th w={72}>موجود</Table.Th>
                          <Table.Th w={130}>
                            <VisuallyHidden>عملیات</VisuallyHidden>
                          </Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {page.data.map((item) => (
                          <Table.Tr key={item.id}>
                            <Table.Td visibleFrom="sm">
                              <Avatar
                                src={item.imageUrl ? imageVariantUrl(item.imageUrl, 'list') : null}
                                alt={item.title}
                                size={48}
                                radius="md"
                                color="saffron"
                                style={{ opacity: item.active ? 1 : 0.5 }}
                              >
                                {item.title.slice(0, 1)}
                              </Avatar>
                            </Table.Td>
                            <Table.Td>
                              <Group gap={6} wrap="wrap">
                                <Text fw={600} c={item.active ? undefined : 'dimmed'}>
                                  {item.title}
                                </Text>
                                {!item.active ? (
                                  <Badge size="sm" variant="light" color="gray" radius="sm">
                                    خارج از منو
                                  </Badge>
                                ) : null}
                                {!item.available ? (
                                  <Badge size="sm" variant="light" color="red" radius="sm">
                                    ناموجود
                                  </Badge>
                                ) : null}
                              </Group>
                              <Text size="sm" mt={2} hiddenFrom="sm">
                                {formatMoney(item.price, currency)}
                              </Text>
                              <ItemChannels channels={channelsOf(item.categoryId)} title={item.title} />
                              <Group gap={4} mt={4} wrap="wrap">
                                {category ? null : (
                                  <Text size="xs" c="dimmed" me={4}>
                                    {item.categoryTitle}
                                  </Text>
                                )}
                                {item.tags.map((tag) => (
                                  <Badge
                                    key={tag}
                                    size="xs"
                                    variant="outline"
                                    color="gray"
                                    radius="sm"
                                    fw={500}
                                  >
                                    {tag}
                                  </Badge>
                                ))}
                              </Group>
                            </Table.Td>
                            <Table.Td visibleFrom="sm">
                              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                                {formatMoney(item.price, currency)}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Switch
                                aria-label={`«${item.title}» در منو`}
                                checked={item.active}
                                onChange={(event) =>
                                  setActive.mutate({ id: item.id, active: event.currentTarget.checked })
                                }
                              />
                            </Table.Td>
                            <Table.Td>
                              <Switch
                                aria-label={`«${item.title}» موجود است`}
                                color="green"
                                checked={item.available}
                                onChange={(event) =>
                                  setAvailable.mutate({ id: item.id, available: event.currentTarget.checked })
                                }
                              />
                            </Table.Td>
                            <Table.Td>
                              <RowActions
                                onEdit={() => setEditing(item)}
                                deleteQuestion={`«${item.title}» از منو حذف شود؟`}
                                onDelete={() => remove.mutateAsync(item.id).catch(() => undefined)}
                                deleting={remove.isPending && remove.variables === item.id}
                              />
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                  <ListPagination page={page} onChange={list.setPage} />
                </>
              )}
            </QueryState>
          )}
        </Card>
      </Grid.Col>
      {editing !== null ? (
        <MenuItemForm
          key={editing === 'new' ? 'new' : editing.id}
          itemId={editing === 'new' ? null : editing.id}
          defaultCategoryId={category?.id ?? categories.data?.[0]?.id ?? ''}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Grid>
  );
}

function CountBadge({ count }: { count: number }) {
  return (
    <Badge size="sm" variant="light" color="gray" radius="sm">
      {formatNumber(count)}
    </Badge>
  );
}

/**
 * Which menus show the item (issue 19 point 13): an owner who adds dishes to a salon-only category
 * reads here why the website does not show them.
 */
function ItemChannels({ channels, title }: { channels: readonly TSellChannel[] | null; title: string }) {
  if (channels === null) return null;
  const names = SellChannel.options.filter((c) => channels.includes(c)).map((c) => SellChannel.labels[c]);
  return (
    <Text
      size="xs"
      c={names.length === 0 || !channels.includes('WEBSITE') ? 'orange.8' : 'dimmed'}
      mt={2}
      aria-label={`منوهای «${title}»`}
    >
      {names.length === 0
        ? 'در هیچ منویی دیده نمی‌شود (دستهٔ آن خاموش است)'
        : `دیده می‌شود در: ${names.join('، ')}`}
    </Text>
  );
}
