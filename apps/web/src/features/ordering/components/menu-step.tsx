import { Alert, Box, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type ChosenTopping, matchesSearch, type TSiteMenu, type TVendorLanding } from '@sofreh/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { cartItemCount, useCartStore } from '../../../stores/cart-store';
import { useOrderingStepperStore } from '../../../stores/ordering-stepper-store';
import { useScrollSpy } from '../hooks/use-scroll-spy';
import { unavailableText } from '../utils/availability-text';
import { previewItemsTotal, previewLinesOf, type SiteMenuItem } from '../utils/menu-lookup';
import { continueBlockedReason, orderingBlockedReason } from '../utils/ordering-blocked';
import { CART_BAR_SPACE, CartBar } from './cart-bar';
import { CartSheet } from './cart-sheet';
import { CategoryTabs } from './category-tabs';
import { DroppedLinesAlert } from './dropped-lines-alert';
import { ItemDetailSheet } from './item-detail-sheet';
import { MenuItemCard } from './menu-item-card';
import { MenuSearchBar } from './menu-search-bar';
import { OrderingHeader } from './ordering-header';
import { useServiceChange } from './service-change';

type MenuStepProps = {
  vendor: TVendorLanding;
  tableNumber: string | null;
  menu: UseQueryResult<TSiteMenu>;
  items: ReadonlyMap<string, SiteMenuItem>;
  dropped: { lines: Parameters<typeof DroppedLinesAlert>[0]['lines']; dismiss: () => void };
  now: Date;
  /** The restaurant's advertised codes, above the dishes (another feature's, handed in by the app). */
  deals?: ReactNode;
};

const sectionId = (categoryId: string) => `category-${categoryId}`;
const NO_CATEGORIES: TSiteMenu['categories'] = [];

/** MENU (SPEC §2): the categories as sticky tabs, the dishes, the item sheet and the cart. */
export function MenuStep({ vendor, tableNumber, menu, items, dropped, now, deals }: MenuStepProps) {
  const stepper = useOrderingStepperStore();
  const cart = useCartStore();
  const [openItem, setOpenItem] = useState<SiteMenuItem | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const { ref: headerRef, height: headerHeight } = useElementSize();

  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');
  const allCategories = menu.data?.categories ?? NO_CATEGORIES;
  // While searching, the menu shows only the dishes that match, under their categories.
  const categories = useMemo(
    () =>
      query.trim() === ''
        ? allCategories
        : allCategories
            .map((category) => ({
              ...category,
              items: category.items.filter((item) =>
                matchesSearch(query, [item.title, item.description, ...item.tags]),
              ),
            }))
            .filter((category) => category.items.length > 0),
    [allCategories, query],
  );
  const sectionIds = useMemo(() => categories.map((c) => sectionId(c.id)), [categories]);
  const spy = useScrollSpy(sectionIds, headerHeight);

  const orderingBlocked = orderingBlockedReason(vendor, now);
  const service = useServiceChange(vendor, tableNumber);
  const itemCount = cartItemCount(cart.items);
  const itemsTotal = menu.data ? previewItemsTotal(previewLinesOf(cart.items, items)) : null;

  const countOf = (menuItemId: string) =>
    cart.items.filter((l) => l.menuItemId === menuItemId && !l.isFreeItem).reduce((n, l) => n + l.count, 0);
  const plainLineOf = (menuItemId: string) =>
    cart.items.find((l) => l.menuItemId === menuItemId && !l.isFreeItem && l.toppings.length === 0);

  const addFromSheet = (item: SiteMenuItem, toppings: ChosenTopping[], count: number) => {
    // One at a time through the rule: an identical line merges, count + 1 each.
    for (let added = 0; added < count; added++)
      cart.addItem({ menuItemId: item.id, title: item.title, toppings });
    setOpenItem(null);
  };

  return (
    <Box mih="100dvh" pb={itemCount > 0 ? CART_BAR_SPACE + 16 : 'xl'}>
      <Box
        ref={headerRef}
        pos="sticky"
        top={0}
        style={{
          zIndex: 100,
          background: 'var(--mantine-color-body)',
          boxShadow: '0 1px 0 var(--mantine-color-gray-2), 0 4px 12px rgba(0,0,0,0.04)',
        }}
      >
        <Container size={600} px={0}>
          <OrderingHeader
            title={vendor.name}
            backLabel="بازگشت به صفحه رستوران"
            onBack={stepper.reset}
            deliveryType={cart.deliveryType}
            tableNumber={tableNumber}
            onChangeService={service.onChangeService}
          />
          {allCategories.length > 0 && (
            <MenuSearchBar
              searching={searching}
              query={query}
              onQuery={(text) => {
                setQuery(text);
                window.scrollTo({ top: 0 });
              }}
              onOpen={() => setSearching(true)}
              onClose={() => {
                setSearching(false);
                setQuery('');
              }}
              tabs={
                categories.length > 1 && (
                  <CategoryTabs
                    categories={categories}
                    activeId={spy.activeId?.replace(/^category-/, '') ?? null}
                    onSelect={(id) => spy.scrollTo(sectionId(id))}
                  />
                )
              }
            />
          )}
        </Container>
      </Box>

      <Container size={600} px="md" pt="md">
        <Stack gap="md">
          {orderingBlocked && (
            <Alert color="gray" variant="light" radius="md" title={orderingBlocked}>
              منو را ببینید؛ ثبت سفارش پس از بازگشایی ممکن است.
            </Alert>
          )}
          <DroppedLinesAlert lines={dropped.lines} onClose={dropped.dismiss} />
          {!searching && deals}
          {menu.isPending && <MenuSkeleton />}
          {menu.isError && (
            <Alert color="red" variant="light" title="منو دریافت نشد">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{menu.error.message}</Text>
                <Button size="xs" variant="white" color="red" onClick={() => menu.refetch()}>
                  تلاش دوباره
                </Button>
              </Stack>
            </Alert>
          )}
          {menu.data && allCategories.length > 0 && categories.length === 0 && (
            <Paper radius="lg" p="xl" withBorder ta="center" role="status">
              <Text fw={700}>غذایی با «{query.trim()}» در منو پیدا نشد</Text>
              <Text size="sm" c="dimmed" mt={4}>
                بخشی از نام غذا را بنویسید یا جستجو را ببندید و همه منو را ببینید.
              </Text>
            </Paper>
          )}
          {menu.data && allCategories.length === 0 && (
            <Paper radius="lg" p="xl" withBorder ta="center">
              {/* Unavailable dishes show greyed, so an empty menu is one with nothing on it yet: no
                  talk of lunch and dinner shifts a new restaurant may not have (issue 19 point 17). */}
              <Text fw={700}>هنوز غذایی در منوی این رستوران نیست</Text>
              <Text size="sm" c="dimmed" mt={4}>
                منو به‌زودی کامل می‌شود؛ کمی بعد دوباره سر بزنید.
              </Text>
            </Paper>
          )}
          {categories.map((category) => (
            <Box
              key={category.id}
              component="section"
              id={sectionId(category.id)}
              aria-labelledby={`${sectionId(category.id)}-title`}
              style={{ scrollMarginTop: headerHeight + 8 }}
            >
              <Title order={2} fz={20} id={`${sectionId(category.id)}-title`} mt="xs">
                {category.title}
              </Title>
              {category.description && (
                <Text size="sm" c="dimmed" mt={2}>
                  {category.description}
                </Text>
              )}
              <Stack gap="sm" mt="sm">
                {category.items.map((item) => {
                  const plain = plainLineOf(item.id);
                  return (
                    <MenuItemCard
                      key={item.id}
                      item={item}
                      currency={vendor.currency}
                      countInCart={countOf(item.id)}
                      canOrder={orderingBlocked === null}
                      unavailable={unavailableText(item, now)}
                      onOpen={() => setOpenItem(item)}
                      onAdd={() => cart.addItem({ menuItemId: item.id, title: item.title })}
                      onRemoveOne={plain ? () => cart.decrementLine(plain.tempId) : undefined}
                    />
                  );
                })}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Container>

      {itemCount > 0 && (
        <CartBar
          itemCount={itemCount}
          itemsTotal={itemsTotal}
          currency={vendor.currency}
          onOpen={() => setCartOpen(true)}
        />
      )}
      <ItemDetailSheet
        item={openItem}
        currency={vendor.currency}
        orderingBlocked={orderingBlocked ?? (openItem && unavailableText(openItem, now))}
        onClose={() => setOpenItem(null)}
        onAdd={addFromSheet}
      />
      <CartSheet
        opened={cartOpen}
        onClose={() => setCartOpen(false)}
        items={items}
        currency={vendor.currency}
        itemsTotal={itemsTotal ?? 0}
        continueBlocked={continueBlockedReason(vendor, itemsTotal ?? 0, now)}
        onContinue={() => {
          setCartOpen(false);
          stepper.goTo('OVERVIEW');
        }}
      />
      {service.sheet}
    </Box>
  );
}

function MenuSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="در حال بارگذاری منو">
      <Skeleton h={26} w="30%" />
      {['a', 'b', 'c', 'd'].map((row) => (
        <Skeleton key={row} h={150} radius="lg" />
      ))}
    </Stack>
  );
}
