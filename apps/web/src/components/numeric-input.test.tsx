import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MoneyInput, NumericInput } from './numeric-input';

function Harness({ initial, money = false }: { initial: number | ''; money?: boolean }) {
  const [value, setValue] = useState<number | ''>(initial);
  return (
    <>
      {money ? (
        <MoneyInput label="قیمت" value={value} onChange={setValue} />
      ) : (
        <NumericInput label="تعداد" value={value} onChange={setValue} />
      )}
      <output aria-label="مقدار">{value === '' ? 'خالی' : String(value)}</output>
    </>
  );
}

describe('NumericInput and MoneyInput', () => {
  it('reads Persian, Arabic and Latin digits and shows Persian ones', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="" />);
    const input = screen.getByLabelText('تعداد') as HTMLInputElement;

    await user.type(input, '۱٢3');

    expect(screen.getByLabelText('مقدار').textContent).toBe('123');
    expect(input.value).toBe('۱۲۳');
  });

  it('groups money by thousands with the currency beside it, and empties to ""', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={185000} money />);
    const input = screen.getByLabelText('قیمت') as HTMLInputElement;
    expect(input.value).toBe('۱۸۵٬۰۰۰');
    expect(screen.getByText('تومان')).toBeTruthy();

    await user.clear(input);
    expect(screen.getByLabelText('مقدار').textContent).toBe('خالی');
    await user.type(input, '۲۵۰۰۰');
    expect(screen.getByLabelText('مقدار').textContent).toBe('25000');
    expect(input.value).toBe('۲۵٬۰۰۰');
  });

  it('ignores letters and signs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="" />);
    await user.type(screen.getByLabelText('تعداد'), '-۵x.');
    expect(screen.getByLabelText('مقدار').textContent).toBe('5');
  });
});
