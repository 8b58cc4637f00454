import { Tabs } from '@mantine/core';
import type { TCurrency } from '@sofreh/domain';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { MenuCategoriesPanel } from './menu-categories-panel';
import { MenuItemsPanel } from './menu-items-panel';

export type MenuSection = 'items' | 'categories';

export const MENU_PATHS: Record<MenuSection, string> = {
  items: '/bo/menu',
  categories: '/bo/menu/categories',
};

type MenuPageProps = {
  section: MenuSection;
  /** The vendor's currency, for prices. */
  currency: TCurrency;
};

/**
 * The menu as the restaurant manages it (SPEC §2 "menu categories and items"): its items — what staff
 * touch every day, switching a dish off when it runs out — and its categories with their order and
 * channels. Each has its own address so a reload or a shared link opens the same one.
 */
export function MenuPage({ section, currency }: MenuPageProps) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="دسته‌ها و آیتم‌های منو"
        description="آنچه مشتری در منوی سالن، کیوآر، وب‌سایت و کیوسک می‌بیند؛ غذایی که تمام شد را همین‌جا ناموجود کنید."
      />
      <Tabs
        value={section}
        onChange={(value) => value && navigate(MENU_PATHS[value as MenuSection])}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="items">آیتم‌های منو</Tabs.Tab>
          <Tabs.Tab value="categories">دسته‌ها</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items">
          <MenuItemsPanel currency={currency} categoriesPath={MENU_PATHS.categories} />
        </Tabs.Panel>
        <Tabs.Panel value="categories">
          <MenuCategoriesPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
