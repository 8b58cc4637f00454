import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { useListParams } from './use-list-params';

/** Two lists on one screen, as toppings beside their categories. */
function Harness() {
  const categories = useListParams();
  const toppings = useListParams(10, 't');
  const location = useLocation();
  return (
    <>
      <output aria-label="نشانی">{location.search}</output>
      <output aria-label="دسته‌ها">{`${categories.pageNumber}|${categories.search}`}</output>
      <output aria-label="افزودنی‌ها">{`${toppings.pageNumber}|${toppings.search}`}</output>
      <button type="button" onClick={() => toppings.setPage(3)}>
        صفحه افزودنی‌ها
      </button>
      <button type="button" onClick={() => toppings.setSearch(' سیر ')}>
        جستجوی افزودنی‌ها
      </button>
      <button type="button" onClick={() => categories.setSearch('سس')}>
        جستجوی دسته‌ها
      </button>
    </>
  );
}

const text = (label: string) => screen.getByLabelText(label).textContent;

describe('useListParams', () => {
  it('keeps a second list on the screen under its own prefixed keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { path: '/bo/toppings?page=2' });
    expect(text('دسته‌ها')).toBe('2|');
    expect(text('افزودنی‌ها')).toBe('1|');

    await user.click(screen.getByRole('button', { name: 'صفحه افزودنی‌ها' }));
    expect(text('افزودنی‌ها')).toBe('3|');
    expect(text('دسته‌ها')).toBe('2|');

    await user.click(screen.getByRole('button', { name: 'جستجوی افزودنی‌ها' }));
    expect(text('افزودنی‌ها')).toBe('1|سیر');
    expect(text('دسته‌ها')).toBe('2|');

    await user.click(screen.getByRole('button', { name: 'جستجوی دسته‌ها' }));
    expect(text('دسته‌ها')).toBe('1|سس');
    expect(text('افزودنی‌ها')).toBe('1|سیر');
    expect(new URLSearchParams(text('نشانی') ?? '').get('tq')).toBe('سیر');
  });
});
