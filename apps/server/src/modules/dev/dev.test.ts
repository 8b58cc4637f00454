import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app';
import { DEMO_HOST, OTHER_HOST } from '../../../test/catalog-kit';
import { openTestDatabase, type TestDatabase } from '../../../test/database';
import { eventually } from '../../../test/eventually';
import { buildApp } from '../../app';
import { seedDemo } from '../../demo/seed';
import { ensureVendor } from '../../orchestrators/vendor-onboarding';
import { fakeClock } from '../../platform/clock';

type Sent = Array<{ phoneNumber: string; code: string }>;

describe('the demo’s SMS page', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let nextIp = 0;
  const clock = fakeClock(new Date());

  const login = (phoneNumber: string, host: string) =>
    app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/login',
      payload: { phoneNumber },
      headers: { hostdomain: host },
      remoteAddress: `10.8.0.${++nextIp}`,
    });
  const sent = async (host: string) =>
    (await app.inject({ method: 'GET', url: '/dev/sms.json', headers: { hostdomain: host } })).json() as Sent;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemo(database);
    await ensureVendor(database.db, { slug: 'kababi', name: 'کبابی', owner: { phoneNumber: '09350000099' } });
    // The console SMS provider of the demo, as `npm run demo` runs it (its lines go to the terminal).
    app = await buildApp({ config: testConfig({ DEMO: 'true' }), database, clock, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists only the demo vendor’s login codes, and only on the demo vendor’s host', async () => {
    expect((await login('09121112233', DEMO_HOST)).statusCode).toBe(200);
    expect((await login('09121112244', OTHER_HOST)).statusCode).toBe(200);
    // The same phone logging in at the other vendor too: that code is not the demo's to show.
    clock.advance(61_000);
    expect((await login('09121112233', OTHER_HOST)).statusCode).toBe(200);

    // All three codes went out through the console provider (the job queue says so).
    await eventually(
      async () => {
        const { rows } = await database.executeSql(
          "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'sms-otp' AND state = 'completed'",
        );
        return Number(rows[0]!.n) === 3;
      },
      'three codes sent',
      15_000,
    );
    const listed = await sent(DEMO_HOST);
    expect(listed.map((m) => m.phoneNumber)).toEqual(['09121112233']);
    expect(listed[0]!.code).toMatch(/^\d{6}$/);
    // Another vendor's host has no such page.
    const elsewhere = await app.inject({
      method: 'GET',
      url: '/dev/sms.json',
      headers: { hostdomain: OTHER_HOST },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('API_ENDPOINT_NOT_FOUND_ERR');
  });
});
