import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CountStepper } from './count-stepper';

function Counted({
  start,
  onChange,
  ...props
}: { start: number; onChange: (n: number) => void } & Partial<Parameters<typeof CountStepper>[0]>) {
  const [value, setValue] = useState(start);
  return (
    <CountStepper
      label="تعداد دوغ"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      {...props}
    />
  );
}

describe('CountStepper', () => {
  it('counts up and down in Persian digits within its bounds', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderWithProviders(<Counted start={2} min={1} max={3} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'تعداد دوغ' });

    expect(within(group).getByText('۲')).toBeTruthy();
    await user.click(within(group).getByRole('button', { name: 'یکی بیشتر' }));
    expect(within(group).getByText('۳')).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'یکی بیشتر' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(group).getByRole('button', { name: 'یکی کمتر' }));
    await user.click(within(group).getByRole('button', { name: 'یکی کمتر' }));
    expect(within(group).getByRole('button', { name: 'یکی کمتر' }).hasAttribute('disabled')).toBe(true);
    expect(onChange.mock.calls.map(([n]) => n)).toEqual([3, 2, 1]);
  });

  it('says "remove" on the last one when 0 means removing', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderWithProviders(<Counted start={1} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'حذف' }));
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('takes a typed count in Persian or Latin digits and waits while the box is empty', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderWithProviders(<Counted start={2} typed onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'تعداد دوغ (عدد)' }) as HTMLInputElement;
    expect(box.value).toBe('۲');

    await user.clear(box);
    expect(onChange).not.toHaveBeenCalled();
    await user.type(box, '۱2');
    expect(onChange.mock.calls.map(([n]) => n)).toEqual([1, 12]);
    expect(box.value).toBe('۱۲');

    await user.clear(box);
    await user.tab();
    expect(box.value).toBe('۱۲');
    await user.clear(box);
    await user.type(box, '0');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });
});
