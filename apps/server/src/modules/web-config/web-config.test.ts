import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { tileOrigin } from './web-config.routes';

// Reads no table: PGlite alone is enough to show it.
describe('web configuration', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('tells the web the map tiles to use, OpenStreetMap by default, without a vendor or login', async () => {
    const t = await startTestApp('pglite');
    apps.push(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { host: 'unknown.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
      baseDomain: 'sofreh.test',
    });
  });

  it('documents the address and delivery calls in the OpenAPI document', async () => {
    const res = await apps[0]!.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api-identity/identity/address',
        '/api-identity/identity/deliveryzones/{id}',
        '/api-delivery/v1/delivery-zones/{id}/enable-or-disable',
        '/api-delivery/v1/delivery-prices/address/{addressId}/vendor/{vendorId}',
        '/api-delivery/v1/customer-addresses/based-on-delivery-zones',
        '/api/config',
      ]),
    );
  });

  it('lets pages load tiles from a configured plain-http tile server', async () => {
    const t = await startTestApp('pglite', { MAP_TILE_URL: 'http://{s}.tiles.local:8080/{z}/{x}/{y}.png' });
    apps.push(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().mapTileUrl).toBe('http://{s}.tiles.local:8080/{z}/{x}/{y}.png');
    expect(res.headers['content-security-policy']).toContain('img-src');
    expect(String(res.headers['content-security-policy'])).toMatch(
      /img-src [^;]*http:\/\/\*\.tiles\.local:8080/,
    );
  });

  it('finds the tile server’s origin', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('http://{s}.tiles.local/{z}/{x}/{y}.png')).toBe('http://*.tiles.local');
  });
});
