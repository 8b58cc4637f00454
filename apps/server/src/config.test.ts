import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-config-'));

describe('configuration', () => {
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
    [
      { NODE_ENV: 'production', SMS_PROVIDER: 'smsir', SMSIR_API_KEY: 'k', SMSIR_TEMPLATE_ID: '1' },
      /JWT_SECRET is required/,
    ],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, /production needs kavenegar or smsir/],
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
});
