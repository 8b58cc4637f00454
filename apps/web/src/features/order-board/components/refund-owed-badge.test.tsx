import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { boardQueryString, NO_FILTERS } from '../api/get-board-orders';
import { RefundOwedBadge, RefundOwedSwitch } from './refund-owed-badge';

describe('money owed to a customer on the board', () => {
  it('marks an order whose refund is not final with the amount, and nothing otherwise', () => {
    renderWithProviders(
      <>
        <RefundOwedBadge amount={250_000} currency="TOMAN" />
        <RefundOwedBadge amount={0} currency="TOMAN" />
      </>,
    );
    expect(screen.getAllByTestId('refund-owed').map((b) => b.textContent)).toEqual([
      'بازگشت وجه: ۲۵۰٬۰۰۰ تومان',
    ]);
  });

  it('lists only those orders when switched on', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RefundOwedSwitch checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'فقط بدهی به مشتری' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(boardQueryString({ ...NO_FILTERS, refundOwed: true }, 15)).toBe('refundOwed=true&take=15');
    expect(boardQueryString({ ...NO_FILTERS, refundOwed: false }, 15)).toBe('take=15');
  });
});
