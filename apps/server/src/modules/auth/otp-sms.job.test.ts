import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/database';
import { eventually } from '../../../test/eventually';
import { createFailoverSms } from '../../integrations/sms/failover-sms';
import {
  FAKE_KAVENEGAR_API_KEY,
  FAKE_KAVENEGAR_TEMPLATE,
  type FakeKavenegarServer,
  startFakeKavenegarServer,
} from '../../integrations/sms/fakes/fake-kavenegar-server';
import type { FakeSmsServer } from '../../integrations/sms/fakes/fake-server-kit';
import {
  FAKE_SMSIR_API_KEY,
  FAKE_SMSIR_TEMPLATE_ID,
  startFakeSmsIrServer,
} from '../../integrations/sms/fakes/fake-smsir-server';
import { createKavenegarSms } from '../../integrations/sms/kavenegar-sms';
import { createSmsIrSms } from '../../integrations/sms/smsir-sms';
import { systemClock } from '../../platform/clock';
import { type Jobs, startJobs } from '../../platform/jobs';
import { OTP_SMS_QUEUE, type OtpSmsJob } from './auth.service';
import { createOtpHasher } from './otp';
import { registerOtpSmsJob } from './otp-sms.job';

const SECRET = 'otp-sms-job-test-secret-0123456789abcdef';

// The login-code job against the real job queue (pg-boss on PGlite) and both fake providers in
// failover, as production runs it: a code that was sent is never sent a second time (decision 0044).
describe('the login-code SMS job', () => {
  let database: TestDatabase;
  let jobs: Jobs;
  let kavenegarFake: FakeKavenegarServer;
  let smsirFake: FakeSmsServer<unknown>;
  const logged: Array<{ level: string; msg: string; obj: object }> = [];
  const log = {
    info: (obj: object, msg: string) => logged.push({ level: 'info', msg, obj }),
    warn: (obj: object, msg: string) => logged.push({ level: 'warn', msg, obj }),
    error: (obj: object, msg: string) => logged.push({ level: 'error', msg, obj }),
  };
  const codeJob = (challengeId: string): OtpSmsJob => ({
    challengeId,
    phoneNumber: '09123456789',
    sealedCode: createOtpHasher(SECRET).seal('482913'),
    expiresAt: new Date(Date.now() + 5 * 60 * 1000).toISOString(),
  });
  const jobStates = async () =>
    (await database.executeSql('SELECT state, retry_count FROM pgboss.job WHERE name = $1', [OTP_SMS_QUEUE]))
      .rows as Array<{ state: string; retry_count: number }>;

  beforeEach(async () => {
    logged.length = 0;
    [kavenegarFake, smsirFake] = await Promise.all([startFakeKavenegarServer(), startFakeSmsIrServer()]);
    database = await openTestDatabase('pglite');
    jobs = await startJobs(database, { queues: [OTP_SMS_QUEUE], log: () => {} });
    const sms = createFailoverSms([
      createKavenegarSms({
        apiKey: FAKE_KAVENEGAR_API_KEY,
        template: FAKE_KAVENEGAR_TEMPLATE,
        baseUrl: kavenegarFake.url,
      }),
      createSmsIrSms({
        apiKey: FAKE_SMSIR_API_KEY,
        templateId: FAKE_SMSIR_TEMPLATE_ID,
        baseUrl: smsirFake.url,
      }),
    ]);
    await registerOtpSmsJob({ jobs, sms, secret: SECRET, clock: systemClock, log });
  });
  afterEach(async () => {
    await jobs?.stop();
    await database?.close();
    await Promise.all([kavenegarFake?.close(), smsirFake?.close()]);
  });

  it('sends a code whose answer was cut off once: no failover, no retry, a warning in the log', async () => {
    kavenegarFake.setMode({ garbleAfterSending: true });
    const job: OtpSmsJob = {
      challengeId: 'c-1',
      phoneNumber: '09123456789',
      sealedCode: createOtpHasher(SECRET).seal('482913'),
      expiresAt: new Date(Date.now() + 5 * 60 * 1000).toISOString(),
    };

    await jobs.send(OTP_SMS_QUEUE, job, { retryLimit: 3 });
    const line = await eventually(
      () => logged.find((l) => l.msg === 'login code sent, unconfirmed'),
      'the unconfirmed log line',
      15_000,
    );

    expect(line.level).toBe('warn');
    expect(line.obj).toMatchObject({ challengeId: 'c-1', provider: 'kavenegar' });
    expect(JSON.stringify(line.obj)).not.toContain('482913');
    await eventually(async () => {
      const { rows } = await database.executeSql('SELECT state FROM pgboss.job WHERE name = $1', [
        OTP_SMS_QUEUE,
      ]);
      return rows.length === 1 && rows[0]!.state === 'completed';
    }, 'the job completed without retry');
    expect(kavenegarFake.delivered).toEqual([{ phoneNumber: '09123456789', code: '482913' }]);
    expect(smsirFake.requests).toHaveLength(0);
  }, 30_000);

  it('does not retry a code every provider refused for good (no credit, a refused key): one error in the log', async () => {
    kavenegarFake.setMode({ fail: 418 });
    smsirFake.setMode({ fail: 401 });

    await jobs.send(OTP_SMS_QUEUE, codeJob('c-2'), { retryLimit: 3 });
    const line = await eventually(
      () => logged.find((l) => l.msg === 'login code refused by every SMS provider, not retried'),
      'the refusal log line',
      15_000,
    );

    expect(line.level).toBe('error');
    expect(JSON.stringify(line.obj)).not.toContain('482913');
    await eventually(
      async () => (await jobStates()).some((job) => job.state === 'completed'),
      'the job completed without retry',
    );
    expect(await jobStates()).toEqual([{ state: 'completed', retry_count: 0 }]);
    expect(kavenegarFake.requests).toHaveLength(1);
    expect(smsirFake.requests).toHaveLength(1);
  }, 30_000);

  it('retries when one provider refused for good but the other was only busy', async () => {
    kavenegarFake.setMode({ fail: 418 });
    smsirFake.setMode({ failTimes: 1 });

    await jobs.send(OTP_SMS_QUEUE, codeJob('c-3'), { retryLimit: 3 });
    await eventually(() => smsirFake.delivered.length === 1, 'the code delivered on the retry', 20_000);

    expect(smsirFake.delivered).toEqual([{ phoneNumber: '09123456789', code: '482913' }]);
    expect(smsirFake.requests).toHaveLength(2);
    expect(logged.some((l) => l.level === 'error')).toBe(false);
  }, 30_000);
});
