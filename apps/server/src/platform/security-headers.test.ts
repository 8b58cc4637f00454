import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
  hsts: false,
};

describe('security headers', () => {
  it('are helmet’s, worked out from the options once', () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(securityHeaders({ ...options, hsts: true })['strict-transport-security']).toMatch(/max-age=/);
  });

  it('reach every answer: a route’s, an error’s and a 404', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('broken');
    });
    try {
      const expected = securityHeaders(options);
      for (const url of ['/ok', '/broken', '/missing']) {
        const res = await app.inject({ url });
        for (const [name, value] of Object.entries(expected))
          expect(res.headers[name], `${url} ${name}`).toBe(value);
      }
    } finally {
      await app.close();
    }
  });
});
