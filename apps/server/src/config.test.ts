import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { clockStartingAt } from './platform/clock';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-config-'));

// Everything production insists on, so one setting at a time can be left out.
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  PAYMENT_SECRETS_KEY: 'p'.repeat(40),
  SMS_PROVIDER: 'smsir',
  SMSIR_API_KEY: 'k',
  SMSIR_TEMPLATE_ID: '1',
};

describe('configuration', () => {
  it('reads the ready-notice templates of both SMS providers', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      KAVENEGAR_TEMPLATE: 'sofreh-login',
      KAVENEGAR_READY_TEMPLATE: 'sofreh-ready',
      SMSIR_READY_TEMPLATE_ID: '200',
    });
    expect(config).toMatchObject({ KAVENEGAR_READY_TEMPLATE: 'sofreh-ready', SMSIR_READY_TEMPLATE_ID: 200 });
    const unset = loadConfig({ DATA_DIR: dataDir() });
    expect(unset.KAVENEGAR_READY_TEMPLATE).toBeUndefined();
    expect(unset.SMSIR_READY_TEMPLATE_ID).toBeUndefined();
  });

  it('starts with defaults and keeps a generated JWT secret in DATA_DIR outside production', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      PORT: 3000,
      BASE_DOMAIN: 'localhost',
      DEFAULT_VENDOR: 'demo',
      SMS_PROVIDER: ['console'],
    });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'not a url' }, /^Invalid configuration: DATABASE_URL /],
    [{ SMS_PROVIDER: 'pigeon' }, /^Invalid configuration: SMS_PROVIDER /],
    [{ SMS_PROVIDER: 'kavenegar' }, /KAVENEGAR_API_KEY/],
    [{ OTP_TTL_SECONDS: '900' }, /^Invalid configuration: OTP_TTL_SECONDS /],
    [{ MAP_TILE_URL: 'tiles.example/{z}/{x}/{y}.png' }, /^Invalid configuration: MAP_TILE_URL /],
    [{ MAP_TILE_URL: 'https://tiles.example/tile.png' }, /^Invalid configuration: MAP_TILE_URL /],
    [
      { NODE_ENV: 'production', SMS_PROVIDER: 'smsir', SMSIR_API_KEY: 'k', SMSIR_TEMPLATE_ID: '1' },
      /JWT_SECRET is required/,
    ],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, /production needs kavenegar or smsir/],
    [{ ...PRODUCTION, PAYMENT_SECRETS_KEY: undefined }, /PAYMENT_SECRETS_KEY is required in production/],
    [{ PAYMENT_SECRETS_KEY: 'short' }, /^Invalid configuration: PAYMENT_SECRETS_KEY /],
    [{ ZARINPAL_BASE_URL: 'payment.zarinpal.com' }, /^Invalid configuration: ZARINPAL_BASE_URL /],
    [{ PAYMENT_SANDBOX: 'maybe' }, /^Invalid configuration: PAYMENT_SANDBOX /],
    [{ DEMO_CLOCK_START: '2026-11-25T09:30:00Z' }, /DEMO_CLOCK_START is only allowed with DEMO=true/],
    [{ DEMO: 'true', DEMO_CLOCK_START: 'lunchtime' }, /^Invalid configuration: DEMO_CLOCK_START /],
    [{ SMSIR_READY_TEMPLATE_ID: 'abc' }, /^Invalid configuration: SMSIR_READY_TEMPLATE_ID /],
    [{ SMSIR_READY_TEMPLATE_ID: '-3' }, /^Invalid configuration: SMSIR_READY_TEMPLATE_ID /],
    [{ KAVENEGAR_READY_TEMPLATE: '  ' }, /^Invalid configuration: KAVENEGAR_READY_TEMPLATE /],
    [
      { ...PRODUCTION, SMSIR_READY_TEMPLATE_ID: '1' },
      /SMSIR_READY_TEMPLATE_ID must be a template of its own/,
    ],
    [
      { KAVENEGAR_TEMPLATE: 'login', KAVENEGAR_READY_TEMPLATE: 'login' },
      /KAVENEGAR_READY_TEMPLATE must be a template of its own/,
    ],
  ])('stops start-up on %o with one line naming the setting', (env, message) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('generates a payment secrets key once outside production, apart from the JWT secret', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.paymentSecretsKey.length).toBeGreaterThanOrEqual(32);
    expect(first.paymentSecretsKey).not.toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).paymentSecretsKey).toBe(first.paymentSecretsKey);
    expect(loadConfig({ DATA_DIR: dir, PAYMENT_SECRETS_KEY: 'k'.repeat(32) }).paymentSecretsKey).toBe(
      'k'.repeat(32),
    );
  });

  it('serves the sandbox gateway outside production and in the demo, in production only when asked', () => {
    const sandbox = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir(), ...env }).paymentSandbox;
    expect(sandbox({})).toBe(true);
    expect(sandbox({ PAYMENT_SANDBOX: 'false' })).toBe(false);
    expect(sandbox(PRODUCTION)).toBe(false);
    expect(sandbox({ ...PRODUCTION, PAYMENT_SANDBOX: 'true' })).toBe(true);
    expect(sandbox({ ...PRODUCTION, DEMO: 'true' })).toBe(true);
  });
});

describe('the demo clock', () => {
  it('is accepted in demo mode, reads the start instant and then runs at normal speed', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DEMO: 'true',
      DEMO_CLOCK_START: '2026-11-25T09:30:00Z',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T00:00:00Z'));
    const clock = clockStartingAt(new Date(config.DEMO_CLOCK_START!));
    expect(clock.now().toISOString()).toBe('2026-11-25T09:30:00.000Z');
    vi.setSystemTime(new Date('2026-11-25T00:05:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-25T09:35:00.000Z');
    vi.useRealTimers();
  });
});
