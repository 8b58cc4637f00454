import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { JalaliDateInput } from './jalali-date-input';

function Harness({ initial, minDate }: { initial: Date | null; minDate?: Date }) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <>
      <JalaliDateInput label="تاریخ انقضا" value={value} onChange={setValue} minDate={minDate} />
      <output aria-label="مقدار">{value ? value.toDateString() : 'خالی'}</output>
    </>
  );
}

describe('JalaliDateInput', () => {
  it('shows the Jalali month with Persian digits and Friday as the weekend, and picks a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 10, 24, 12)); // 3 Azar 1405, a Tuesday
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={null} />);

    await user.click(screen.getByLabelText('تاریخ انقضا'));
    const calendar = screen.getByRole('dialog', { name: 'تقویم تاریخ انقضا' });
    expect(within(calendar).getByText('آذر ۱۴۰۵')).toBeTruthy();
    // 1 Azar 1405 is a Sunday: the second column of a week that starts on Saturday.
    expect(within(calendar).getByRole('button', { name: '۱۴۰۵/۰۹/۰۱' }).style.gridColumnStart).toBe('2');
    // 6 Azar is a Friday, drawn in red; 7 Azar, a Saturday, is not.
    expect(within(calendar).getByRole('button', { name: '۱۴۰۵/۰۹/۰۶' }).style.color).toContain('red');
    expect(within(calendar).getByRole('button', { name: '۱۴۰۵/۰۹/۰۷' }).style.color).toBe('');

    await user.click(within(calendar).getByRole('button', { name: '۱۴۰۵/۰۹/۱۵' }));

    expect((screen.getByLabelText('تاریخ انقضا') as HTMLInputElement).value).toBe('۱۴۰۵/۰۹/۱۵');
    expect(screen.getByLabelText('مقدار').textContent).toBe(new Date(2026, 11, 6).toDateString());
  });

  it('moves between months and refuses days before the minimum', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={new Date(2026, 11, 6)} minDate={new Date(2026, 11, 4)} />);

    await user.click(screen.getByLabelText('تاریخ انقضا'));
    const calendar = screen.getByRole('dialog', { name: 'تقویم تاریخ انقضا' });
    expect(within(calendar).getByRole('button', { name: '۱۴۰۵/۰۹/۱۲' }).hasAttribute('disabled')).toBe(true);
    expect(within(calendar).getByRole('button', { name: '۱۴۰۵/۰۹/۱۵' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(within(calendar).getByRole('button', { name: 'ماه بعد' }));
    expect(within(calendar).getByText('دی ۱۴۰۵')).toBeTruthy();
  });

  it('clears the date', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={new Date(2026, 11, 6)} />);
    await user.click(screen.getByRole('button', { name: 'پاک کردن تاریخ' }));
    expect(screen.getByLabelText('مقدار').textContent).toBe('خالی');
  });
});
