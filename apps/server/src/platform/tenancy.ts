import { isIP } from 'node:net';
import type { Config } from '../config';

/** How a request names its vendor: by the vendor's slug (subdomain) or by a custom domain. */
export type VendorKey = { slug: string } | { domain: string };

/**
 * Reads the vendor from a host name (SPEC §1): the label before BASE_DOMAIN, or the whole host for a
 * custom domain. The bare base domain, an IP address and a single-label host (a developer's machine)
 * mean DEFAULT_VENDOR.
 */
export function vendorKeyFromHost(
  rawHost: string,
  config: Pick<Config, 'BASE_DOMAIN' | 'DEFAULT_VENDOR'>,
): VendorKey {
  const host = stripPort(rawHost.trim().toLowerCase()).replace(/\.$/, '');
  const base = config.BASE_DOMAIN.toLowerCase();
  if (host === base || host === `www.${base}` || isIP(host) || !host.includes('.')) {
    return { slug: config.DEFAULT_VENDOR };
  }
  if (host.endsWith(`.${base}`)) return { slug: host.slice(0, -(base.length + 1)) };
  return { domain: host };
}

/**
 * The vendor a page's origin names by itself, or null. Only a name the vendor owns counts: its
 * subdomain, its custom domain, or the base domain for the default vendor. An IP address, a
 * single-label host (localhost, intranet) or anything else that `vendorKeyFromHost` would only lend to
 * the default vendor names nobody, so such a page never gets a vendor's credentials (CORS).
 */
export function vendorKeyOfOrigin(
  origin: string,
  config: Pick<Config, 'BASE_DOMAIN' | 'DEFAULT_VENDOR'>,
): VendorKey | null {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null; // an Origin that is not a URL ("null" from a sandboxed frame)
  }
  if (isIP(host.replace(/^\[|\]$/g, '')) || !host.includes('.')) return null;
  return vendorKeyFromHost(host, config);
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon > -1 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}

export function sameVendorKey(a: VendorKey, b: VendorKey): boolean {
  return 'slug' in a ? 'slug' in b && a.slug === b.slug : 'domain' in b && a.domain === b.domain;
}
