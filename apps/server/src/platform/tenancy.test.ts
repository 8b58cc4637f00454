import { describe, expect, it } from 'vitest';
import { vendorKeyFromHost } from './tenancy';

const config = { BASE_DOMAIN: 'sofreh.ir', DEFAULT_VENDOR: 'demo' };

describe('vendorKeyFromHost (SPEC §1)', () => {
  it('takes the label before the base domain', () => {
    expect(vendorKeyFromHost('kababi.sofreh.ir', config)).toEqual({ slug: 'kababi' });
    expect(vendorKeyFromHost('Kababi.Sofreh.IR:443', config)).toEqual({ slug: 'kababi' });
  });

  it('uses the whole host for a custom domain', () => {
    expect(vendorKeyFromHost('order.kababi.com', config)).toEqual({ domain: 'order.kababi.com' });
  });

  it('falls back to the default vendor on the bare base domain, an IP or a single-label host', () => {
    expect(vendorKeyFromHost('sofreh.ir', config)).toEqual({ slug: 'demo' });
    expect(vendorKeyFromHost('www.sofreh.ir', config)).toEqual({ slug: 'demo' });
    expect(vendorKeyFromHost('127.0.0.1:3000', config)).toEqual({ slug: 'demo' });
    expect(vendorKeyFromHost('[::1]:3000', config)).toEqual({ slug: 'demo' });
    expect(vendorKeyFromHost('localhost:3000', { ...config, BASE_DOMAIN: 'localhost' })).toEqual({
      slug: 'demo',
    });
  });

  it('reads *.localhost as vendors in development', () => {
    expect(vendorKeyFromHost('demo.localhost:3000', { ...config, BASE_DOMAIN: 'localhost' })).toEqual({
      slug: 'demo',
    });
    expect(vendorKeyFromHost('other.localhost', { ...config, BASE_DOMAIN: 'localhost' })).toEqual({
      slug: 'other',
    });
  });
});
