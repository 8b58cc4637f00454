import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { DB_KINDS } from '../../test/database';
import { createAuthService } from '../modules/auth/auth.service';
import { createChangePublisher } from '../platform/change-feed';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USERNAME, seedDemoAdmin } from './seed-admin';

describe.each(DB_KINDS)('the demo administrator on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const adminLogin = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/adminlogin',
      payload: { username: DEMO_ADMIN_USERNAME, password },
    });

  it('is created once and logs in with the printed password', async () => {
    expect(await seedDemoAdmin(t.database.db)).toBe(true);
    expect((await adminLogin(DEMO_ADMIN_PASSWORD)).statusCode).toBe(200);
    expect(await seedDemoAdmin(t.database.db)).toBe(false);
  });

  it('keeps a password changed with the CLI when the demo starts again', async () => {
    const noJobs = {
      send: async () => {},
      work: async () => {},
      schedule: async () => {},
      stop: async () => {},
    };
    await createAuthService({
      database: t.database,
      config: t.config,
      clock: t.clock,
      jobs: noJobs,
      changes: createChangePublisher(t.database),
    }).setAdminPassword(DEMO_ADMIN_USERNAME, 'a password of my own choosing');
    await seedDemoAdmin(t.database.db);
    expect((await adminLogin(DEMO_ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await adminLogin('a password of my own choosing')).statusCode).toBe(200);
  });
});
