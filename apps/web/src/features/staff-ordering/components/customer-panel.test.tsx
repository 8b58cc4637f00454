import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { reply, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import type { StaffCustomer } from '../utils/staff-order-state';
import { CustomerPanel } from './customer-panel';

const CUSTOMERS = '/api-identity/identity/customers';
const ALI = {
  id: '55555555-5555-4555-8555-555555555555',
  firstName: 'علی',
  lastName: 'رضایی',
  phoneNumber: '09121111111',
};
/** ALI as the customers API answers. */
const ALI_CUSTOMER = { ...ALI, createdAt: '2026-11-01T10:00:00Z' };

describe('CustomerPanel', () => {
  beforeEach(() => {
    useAuthStore.getState().setToken('staff-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens «مشتری جدید» with an unknown full number on Enter, and shows the server’s refusal beside the phone', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${CUSTOMERS}/search`]: reply(200, []),
      [`POST ${CUSTOMERS}`]: reply(409, {
        code: 'CUSTOMER_EXISTS',
        message: 'این شماره از قبل در فهرست مشتریان شماست.',
        errors: [{ field: 'phoneNumber', message: 'این شماره از قبل در فهرست مشتریان شماست.' }],
      }),
    });
    const onChange = vi.fn();
    renderWithProviders(<CustomerPanel customer={null} onChange={onChange} currency="TOMAN" />);
    await user.type(screen.getByLabelText('شماره تلفن مشتری'), '۰۹۳۵۱۲۳۴۵۶۷');
    await screen.findByText('مشتری‌ای با این شماره نیست.');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'مشتری جدید' });
    expect((within(dialog).getByLabelText(/شماره موبایل/) as HTMLInputElement).value).toBe('09351234567');
    await user.type(within(dialog).getByRole('textbox', { name: /^نام( \*)?$/ }), 'سارا');
    await user.type(within(dialog).getByLabelText(/نام خانوادگی/), 'کریمی');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await within(dialog).findByText('این شماره از قبل در فهرست مشتریان شماست.');
    expect(
      within(dialog)
        .getByLabelText(/شماره موبایل/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.callsTo(`POST ${CUSTOMERS}`)[0]!.body).toEqual({
      phoneNumber: '09351234567',
      firstName: 'سارا',
      lastName: 'کریمی',
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('waits for the search when a pasted number is entered at once, and picks the customer it finds', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    const searches: string[] = [];
    stubApi({
      [`GET ${CUSTOMERS}/search`]: () => {
        searches.push('asked');
        return new Promise((resolve) => {
          answer = () => resolve(reply(200, [ALI_CUSTOMER]));
        });
      },
    });
    const onChange = vi.fn();
    renderWithProviders(<CustomerPanel customer={null} onChange={onChange} currency="TOMAN" />);
    const field = screen.getByLabelText('شماره تلفن مشتری');
    // The hint is Persian (issue 19 point 16).
    expect(field.closest('.mantine-InputWrapper-root')?.textContent).toContain('اینتر');
    expect(field.closest('.mantine-InputWrapper-root')?.textContent).not.toContain('Enter');
    await user.click(field);
    await user.paste('۰۹۱۲۱۱۱۱۱۱۱');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(searches.length).toBeGreaterThan(0));
    expect(screen.getByLabelText('در حال جستجوی مشتری')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'مشتری جدید' })).toBeNull();
    answer(null);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(ALI_CUSTOMER));
    expect(screen.queryByRole('dialog', { name: 'مشتری جدید' })).toBeNull();
  });

  it('offers the existing customer when «مشتری جدید» is refused as a duplicate', async () => {
    const user = userEvent.setup();
    let known = false;
    stubApi({
      // The search has not caught up yet: it finds nobody the first time.
      [`GET ${CUSTOMERS}/search`]: () => reply(200, known ? [ALI_CUSTOMER] : []),
      [`POST ${CUSTOMERS}`]: () => {
        known = true;
        return reply(409, {
          code: 'CUSTOMER_EXISTS',
          message: 'این شماره از قبل در فهرست مشتریان شماست.',
          errors: [{ field: 'phoneNumber', message: 'این شماره از قبل در فهرست مشتریان شماست.' }],
        });
      },
    });
    const onChange = vi.fn();
    renderWithProviders(<CustomerPanel customer={null} onChange={onChange} currency="TOMAN" />);
    await user.click(screen.getByRole('button', { name: 'مشتری جدید' }));
    const dialog = await screen.findByRole('dialog', { name: 'مشتری جدید' });
    await user.type(within(dialog).getByLabelText(/شماره موبایل/), '09121111111');
    await user.type(within(dialog).getByRole('textbox', { name: /^نام( \*)?$/ }), 'علی');
    await user.type(within(dialog).getByLabelText(/نام خانوادگی/), 'رضایی');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('«علی رضایی» با همین شماره مشتری شماست.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'انتخاب همین مشتری' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(ALI_CUSTOMER));
  });

  it('edits the chosen customer’s name, with the server’s field errors beside the fields', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    stubApi({
      [`GET ${CUSTOMERS}/${ALI.id}/information`]: reply(200, {
        ...ALI,
        createdAt: '2026-11-01T10:00:00Z',
        orderCount: 0,
        totalSpent: 0,
        lastOrderAt: null,
        lastOrderNumber: null,
      }),
      [`PUT ${CUSTOMERS}`]: (request) => {
        attempts += 1;
        if (attempts === 1) {
          return reply(400, {
            code: 'BAD_REQUEST',
            message: 'اطلاعات واردشده درست نیست.',
            errors: [{ field: 'firstName', message: 'نام حداکثر ۵۰ حرف است.' }],
          });
        }
        return reply(200, { ...ALI, ...(request.body as object), createdAt: '2026-11-01T10:00:00Z' });
      },
    });
    const onChange = vi.fn();
    renderWithProviders(
      <CustomerPanel customer={ALI as StaffCustomer} onChange={onChange} currency="TOMAN" />,
    );
    expect(await screen.findByText('هنوز سفارشی نداشته است.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ویرایش' }));
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش مشتری' });
    expect(
      within(dialog)
        .getByLabelText(/شماره موبایل/)
        .hasAttribute('disabled'),
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await within(dialog).findByText('نام حداکثر ۵۰ حرف است.');
    const last = within(dialog).getByLabelText(/نام خانوادگی/);
    await user.clear(last);
    await user.type(last, 'رضایی‌پور');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ lastName: 'رضایی‌پور' })),
    );
  });
});
