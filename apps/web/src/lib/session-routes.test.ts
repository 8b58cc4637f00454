import { describe, expect, it } from 'vitest';
import { customerLoginPath, customerReturnPath, loginPathFor } from './session-routes';

describe('the way through login and back', () => {
  it('sends a customer to login with the table and the page to come back to', () => {
    expect(customerLoginPath('?table=5', '/orders/abc?paymentResult=DONE')).toBe(
      '/auth/login?table=5&returnTo=%2Forders%2Fabc%3FpaymentResult%3DDONE',
    );
    expect(customerLoginPath('?table=5')).toBe('/auth/login?table=5');
    // The table comes from the link only (issue 19.10): a page without one sends none.
    expect(customerLoginPath('', '/orders')).toBe('/auth/login?returnTo=%2Forders');
  });

  it('comes back to a path on this site only; anything else goes home at the table', () => {
    expect(customerReturnPath('?returnTo=%2Forders%2Fabc%3FpaymentResult%3DDONE')).toBe(
      '/orders/abc?paymentResult=DONE',
    );
    expect(customerReturnPath('?returnTo=https://evil.example')).toBe('/');
    expect(customerReturnPath('?returnTo=/\\evil.example')).toBe('/');
    expect(customerReturnPath('?table=5&returnTo=//evil.example/x')).toBe('/?table=5');
    expect(customerReturnPath('?table=7')).toBe('/?table=7');
  });

  it('after a lost session, a customer on their own page returns to it; at home or in the back office, as before', () => {
    expect(loginPathFor({ pathname: '/orders/abc', search: '?paymentResult=PENDING' })).toBe(
      '/auth/login?returnTo=%2Forders%2Fabc%3FpaymentResult%3DPENDING',
    );
    expect(loginPathFor({ pathname: '/', search: '?table=3' })).toBe('/auth/login?table=3');
    expect(loginPathFor({ pathname: '/bo/menu', search: '' })).toBe('/bo/auth/login');
  });
});
