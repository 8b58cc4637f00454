import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../platform/clock';
import { refreshCookieSecure } from './auth.routes';
import { createTokenService } from './tokens';

const claims = { userId: 'u1', sessionId: 's1', kind: 'CUSTOMER' as const, vendorId: 'v1' };

describe('access tokens', () => {
  it('accepts a token it verified before only until it expires', async () => {
    const clock = fakeClock();
    const tokens = createTokenService({ secret: 'x'.repeat(40), accessTtlSeconds: 60, clock });
    const token = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    // Verified again (remembered this time) while it is valid.
    clock.advance(59_000);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    clock.advance(1_000);
    await expect(tokens.verifyAccess(token)).rejects.toMatchObject({ code: 'JWT_DECODE_ERR' });
    // And stays refused.
    await expect(tokens.verifyAccess(token)).rejects.toMatchObject({ code: 'JWT_DECODE_ERR' });
  });

  it('never takes a changed token for one it verified, nor another key’s token', async () => {
    const clock = fakeClock();
    const tokens = createTokenService({ secret: 'x'.repeat(40), accessTtlSeconds: 60, clock });
    const other = createTokenService({ secret: 'y'.repeat(40), accessTtlSeconds: 60, clock });
    const token = await tokens.signAccess(claims);
    await tokens.verifyAccess(token);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'u2' }),
    ).toString('base64url');
    await expect(tokens.verifyAccess(`${header}.${forged}.${signature}`)).rejects.toMatchObject({
      code: 'JWT_DECODE_ERR',
    });
    await expect(other.verifyAccess(token)).rejects.toMatchObject({ code: 'JWT_DECODE_ERR' });
  });
});

describe('the refresh cookie', () => {
  it('is Secure over https, and always in production', () => {
    expect(refreshCookieSecure({ protocol: 'https' }, false)).toBe(true);
    expect(refreshCookieSecure({ protocol: 'http' }, false)).toBe(false);
    // Production is served over https only, even behind a proxy not declared with TRUST_PROXY.
    expect(refreshCookieSecure({ protocol: 'http' }, true)).toBe(true);
  });
});
