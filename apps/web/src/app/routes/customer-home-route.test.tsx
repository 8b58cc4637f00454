import type { TAppliedDiscountCode } from '@sofreh/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dealHeadline, dealTerms } from '../../features/deals/components/deals-strip';
import { makeSiteMenu, makeVendorLanding } from '../../test/factories';
import { reply, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render';

const LANDING = 'GET /api-identity/identity/vendors/landing';
const SITE_MENU = 'GET /api-catalog/catalog/menucategories/site';
const DEALS = 'GET /api-identity/identity/discountcodes/available';

const deal = (overrides: Partial<TAppliedDiscountCode>): TAppliedDiscountCode => ({
  id: 'd-1',
  code: 'NOROOZ',
  type: 'PERCENTAGE',
  value: 20,
  cap: 50_000,
  expiration: null,
  minOrderAmount: 0,
  freeItems: [],
  ...overrides,
});

describe('the restaurant’s advertised codes (issue 19.8)', () => {
  it('shows the codes marked for the site on the restaurant’s home and at the top of its menu', async () => {
    const api = stubApi({
      [LANDING]: reply(200, makeVendorLanding({ deliveryTypes: ['PICKUP'] })),
      [SITE_MENU]: reply(200, makeSiteMenu()),
      [DEALS]: reply(200, [
        deal({}),
        deal({
          id: 'd-2',
          code: 'WELCOME',
          type: 'MONEY',
          value: 30_000,
          cap: null,
          minOrderAmount: 150_000,
        }),
      ]),
    });
    const user = userEvent.setup();
    renderApp('/');

    const home = await screen.findByRole('region', { name: 'پیشنهادهای ویژه' });
    const norooz = within(home).getByRole('article', { name: 'کد تخفیف NOROOZ' });
    expect(within(norooz).getByText('۲۰٪ تخفیف تا سقف ۵۰٬۰۰۰ تومان')).toBeTruthy();
    expect(within(norooz).getByText('NOROOZ')).toBeTruthy();
    const welcome = within(home).getByRole('article', { name: 'کد تخفیف WELCOME' });
    expect(within(welcome).getByText('۳۰٬۰۰۰ تومان تخفیف')).toBeTruthy();
    expect(within(welcome).getByText('برای سفارش از ۱۵۰٬۰۰۰ تومان')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'مشاهده منو' }));
    await screen.findByRole('heading', { name: 'کباب' });
    const onMenu = screen.getByRole('region', { name: 'پیشنهادهای ویژه' });
    expect(within(onMenu).getByRole('article', { name: 'کد تخفیف NOROOZ' })).toBeTruthy();
    expect(api.callsTo(DEALS).length).toBeGreaterThan(0);
  });

  it('shows nothing when the restaurant advertises no code', async () => {
    stubApi({
      [LANDING]: reply(200, makeVendorLanding({ deliveryTypes: ['PICKUP'] })),
      [DEALS]: reply(200, []),
    });
    renderApp('/');
    await screen.findByRole('button', { name: 'مشاهده منو' });
    expect(screen.queryByRole('region', { name: 'پیشنهادهای ویژه' })).toBeNull();
  });

  it('says what each kind of code gives, and until when', () => {
    expect(dealHeadline(deal({ type: 'FREESHIPPING', value: 0, cap: null }), 'TOMAN')).toBe('ارسال رایگان');
    expect(
      dealHeadline(
        deal({
          type: 'FREEITEM',
          freeItems: [
            {
              id: 'doogh',
              title: 'دوغ محلی',
              price: 45_000,
              discount: 45_000,
              packagingCost: 0,
              servePackagingCost: 0,
              withTax: false,
              count: 1,
            },
          ],
        }),
        'TOMAN',
      ),
    ).toBe('دوغ محلی رایگان');
    expect(dealHeadline(deal({ cap: null }), 'TOMAN')).toBe('۲۰٪ تخفیف');
    // Works through 1 Dey 1405 (Tehran): it ends at the midnight after.
    expect(dealTerms(deal({ expiration: '2026-12-22T20:30:00.000Z' }), 'TOMAN')).toMatch(/^تا .+ ۱ دی ۱۴۰۵$/);
  });
});
