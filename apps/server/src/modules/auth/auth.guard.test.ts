import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { VendorContext } from '../../platform/context';
import { AppError, registerErrorHandling } from '../../platform/errors';
import { registerAccessControl } from './auth.guard';
import type { AuthService } from './auth.service';

const VENDOR: VendorContext = { id: 'v1', slug: 'demo', name: 'نارنج', active: true };

/** Every token is refused: what matters here is when the check runs, not how a token is read. */
const refusingAuth = {
  tokens: {
    verifyAccess: async () => {
      throw new AppError('JWT_DECODE_ERR');
    },
  },
  loadAccess: async () => null,
} as unknown as AuthService;

/** An app with the access check and a module whose plugin adds an onRequest hook of its own. */
async function appWithModuleHook() {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  registerAccessControl(app, { auth: refusingAuth, resolveVendor: () => VENDOR });
  const seenByModuleHook: Array<{ url: string; vendor: string | undefined }> = [];
  await app.register(async (module: FastifyInstance) => {
    // Whatever a module adds to its requests (a cache answering early, say) comes after the check.
    module.addHook('onRequest', (request, _reply, done) => {
      seenByModuleHook.push({ url: request.url, vendor: request.vendor?.slug });
      done();
    });
    module.get('/api/open', { config: { access: 'public' } }, () => ({ ok: true }));
    module.get('/api/staff-only', { config: { access: 'staff' } }, () => ({ ok: true }));
  });
  await app.ready();
  return { app, seenByModuleHook };
}

describe('the access check', () => {
  it('runs before any hook a module adds: a refused request never reaches one', async () => {
    const { app, seenByModuleHook } = await appWithModuleHook();
    const refused = await app.inject({ method: 'GET', url: '/api/staff-only' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('AUTH_HEADER_MISSING_ERR');
    const badToken = await app.inject({
      method: 'GET',
      url: '/api/staff-only',
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(badToken.statusCode).toBe(401);
    expect(seenByModuleHook).toEqual([]);

    // An admitted request reaches the module's hook with its vendor already known.
    expect((await app.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(200);
    expect(seenByModuleHook).toEqual([{ url: '/api/open', vendor: 'demo' }]);
    await app.close();
  });

  it('refuses to start with an API route that declares no access', async () => {
    const app = Fastify({ logger: false });
    registerAccessControl(app, { auth: refusingAuth, resolveVendor: () => VENDOR });
    expect(() => app.get('/api/forgotten', () => ({}))).toThrow(/must declare config.access/);
    await app.close();
  });
});
