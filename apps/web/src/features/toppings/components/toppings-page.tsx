import { Button, Grid } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, type TToppingCategory } from '@sofreh/domain';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../lib/use-list-params';
import { useToppingCategories, useToppingCategory } from '../api/get-topping-categories';
import { ToppingCategoriesCard } from './topping-categories-card';
import { ToppingCategoryForm } from './topping-category-form';
import { ToppingsCard } from './toppings-card';

/** Address key of the selected category; the toppings list beside it pages with its own keys. */
const CATEGORY_KEY = 'category';
const TOPPINGS_PREFIX = 't';

/** null: closed; 'new': adding; a category: editing it. */
type EditingCategory = null | 'new' | TToppingCategory;

/**
 * Topping categories on one side, the toppings of the selected one on the other (SPEC §2 toppings,
 * topping categories): an owner adds «سس سیر» to «سس‌ها» without leaving the screen.
 */
export function ToppingsPage() {
  const [params, setParams] = useSearchParams();
  const categoryList = useListParams();
  const toppingList = useListParams(DEFAULT_PAGE_SIZE, TOPPINGS_PREFIX);
  const categories = useToppingCategories(categoryList);
  const [editingCategory, setEditingCategory] = useState<EditingCategory>(null);

  // With none chosen in the address, the first category of the list is shown.
  const selectedId = params.get(CATEGORY_KEY) ?? categories.data?.data[0]?.id ?? null;
  const onPage = categories.data?.data.find((category) => category.id === selectedId);
  // The chosen one may sit on another page of the list (a link, a search): ask for it alone.
  const detail = useToppingCategory(onPage || !params.get(CATEGORY_KEY) ? null : selectedId);
  const selected = onPage ?? detail.data ?? null;

  const select = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(CATEGORY_KEY, id);
        else next.delete(CATEGORY_KEY);
        // Another category's toppings start from their first page, unfiltered.
        next.delete(`${TOPPINGS_PREFIX}page`);
        next.delete(`${TOPPINGS_PREFIX}q`);
        return next;
      }),
    [setParams],
  );

  return (
    <>
      <PageHeader
        title="افزودنی‌ها و دسته‌ها"
        description="چیزهایی که مشتری کنار یک آیتم انتخاب می‌کند، مثل سس، نوع نان یا پنیر اضافه؛ هر دسته را در صفحه آیتم‌های منو به آیتم‌ها بدهید."
        actions={<Button onClick={() => setEditingCategory('new')}>دسته جدید</Button>}
      />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ToppingCategoriesCard
            list={categoryList}
            query={categories}
            selectedId={selectedId}
            onSelect={select}
            onEdit={setEditingCategory}
            onDeleted={(id) => {
              if (params.get(CATEGORY_KEY) === id) select(null);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ToppingsCard
            category={selected}
            loading={categories.isPending || detail.isLoading}
            list={toppingList}
          />
        </Grid.Col>
      </Grid>
      {editingCategory !== null ? (
        <ToppingCategoryForm
          key={editingCategory === 'new' ? 'new' : editingCategory.id}
          editing={editingCategory === 'new' ? null : editingCategory}
          onClose={() => setEditingCategory(null)}
          onSaved={(saved) => {
            if (editingCategory === 'new') select(saved.id);
          }}
        />
      ) : null}
    </>
  );
}
