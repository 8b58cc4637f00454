import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSmsServer, urlNobodyListensOn } from './fakes/fake-server-kit';
import {
  FAKE_SMSIR_READY_TEMPLATE_ID,
  FAKE_SMSIR_TEMPLATE_ID,
  startFakeSmsIrServer,
} from './fakes/fake-smsir-server';
import { expectSecretAbsent, failureOf, MESSAGE, READY, readyFailureOf } from './sms-test-helpers';
import { createSmsIrSms, type SmsIrSmsOptions } from './smsir-sms';

const SECRET_KEY = 'smsir-SECRET-9b2d6f0c';

describe('SMS.ir SMS', () => {
  let fake: FakeSmsServer<unknown>;
  const smsir = (overrides: Partial<SmsIrSmsOptions> = {}) =>
    createSmsIrSms({
      apiKey: SECRET_KEY,
      templateId: FAKE_SMSIR_TEMPLATE_ID,
      baseUrl: fake.url,
      ...overrides,
    });

  beforeEach(async () => {
    fake = await startFakeSmsIrServer({ apiKey: SECRET_KEY });
  });
  afterEach(async () => {
    await fake.close();
  });

  it('posts the verify request SMS.ir expects', async () => {
    await smsir().sendOtp(MESSAGE);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/send/verify');
    expect(request?.headers).toMatchObject({
      'x-api-key': SECRET_KEY,
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(request?.body).toEqual({
      mobile: '09123456789',
      templateId: FAKE_SMSIR_TEMPLATE_ID,
      parameters: [{ name: 'CODE', value: '482913' }],
    });
    expect(fake.delivered).toEqual([{ phoneNumber: '09123456789', code: '482913' }]);
  });

  it('resolves with data.messageId', async () => {
    const first = await smsir().sendOtp(MESSAGE);
    const second = await smsir().sendOtp(MESSAGE);

    expect(first).toEqual({ provider: 'smsir', messageId: '12345' });
    expect(second.messageId).toBe('12346');
  });

  it('fills the parameter name the template uses', async () => {
    const customFake = await startFakeSmsIrServer({
      apiKey: SECRET_KEY,
      templateId: 777,
      parameterName: 'Code',
    });
    try {
      const sms = createSmsIrSms({
        apiKey: SECRET_KEY,
        templateId: 777,
        parameterName: 'Code',
        baseUrl: customFake.url,
      });
      await sms.sendOtp(MESSAGE);
      expect(customFake.delivered).toEqual([{ phoneNumber: '09123456789', code: '482913' }]);
      // The default name does not match this template, and the fake refuses it as SMS.ir would.
      const wrongName = createSmsIrSms({ apiKey: SECRET_KEY, templateId: 777, baseUrl: customFake.url });
      expect((await failureOf(wrongName)).reason).toBe('rejected');
    } finally {
      await customFake.close();
    }
  });

  it('maps HTTP 401 (bad key) to rejected with providerCode 401', async () => {
    const error = await failureOf(smsir({ apiKey: 'another-key' }));

    expect(error).toMatchObject({ provider: 'smsir', reason: 'rejected', providerCode: 401 });
    expect(error.message).toContain('کلید وب سرویس نامعتبر است');
  });

  it('maps a logical HTTP 400 to rejected with the envelope status as providerCode', async () => {
    fake.setMode({ fail: 400, providerStatus: 0, message: 'اعتبار کافی نیست' });

    const error = await failureOf(smsir());

    expect(error).toMatchObject({ provider: 'smsir', reason: 'rejected', providerCode: 0 });
    expect(error.message).toContain('اعتبار کافی نیست');
  });

  it('maps HTTP 200 with a status other than 1 to rejected', async () => {
    fake.setMode({ fail: 200, providerStatus: 0 });

    const error = await failureOf(smsir());

    expect(error).toMatchObject({ reason: 'rejected', providerCode: 0 });
  });

  it('is refused for a mobile number that is not 09xxxxxxxxx', async () => {
    const error = await failureOf(smsir(), { phoneNumber: '9123456789', code: '482913' });

    expect(error).toMatchObject({ reason: 'rejected' });
    expect(error.message).toContain('HTTP 400');
  });

  it('is refused for a template the account does not have', async () => {
    const error = await failureOf(smsir({ templateId: 999 }));

    expect(error).toMatchObject({ reason: 'rejected' });
  });

  it.each([429, 500, 503])('maps HTTP %i to unavailable', async (status) => {
    fake.setMode({ fail: status });

    const error = await failureOf(smsir());

    expect(error).toMatchObject({ provider: 'smsir', reason: 'unavailable', providerCode: status });
  });

  it('maps an unreachable server to unavailable', async () => {
    const error = await failureOf(smsir({ baseUrl: await urlNobodyListensOn() }));

    expect(error).toMatchObject({ provider: 'smsir', reason: 'unavailable' });
  });

  it('times out when SMS.ir does not answer', async () => {
    fake.setMode({ hang: true });
    const started = Date.now();

    const error = await failureOf(smsir({ timeoutMs: 200 }));

    expect(error).toMatchObject({ provider: 'smsir', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('maps an error page that is not JSON to bad_response', async () => {
    fake.setMode({ garbage: true, httpStatus: 404 });

    const error = await failureOf(smsir());

    expect(error).toMatchObject({ provider: 'smsir', reason: 'bad_response' });
  });

  it('takes an unreadable HTTP 200 as sent, unconfirmed, not failed', async () => {
    fake.setMode({ garbleAfterSending: true });

    const delivery = await smsir().sendOtp(MESSAGE);

    expect(delivery).toEqual({
      provider: 'smsir',
      messageId: null,
      unconfirmed: 'SMS.ir answered HTTP 200 without its JSON envelope',
    });
    expect(fake.delivered).toHaveLength(1);
    expect(JSON.stringify(delivery)).not.toContain(SECRET_KEY);
  });

  it('maps HTTP 403 to an authentication failure (permanent), not a bad answer', async () => {
    fake.setMode({ fail: 403 });

    const error = await failureOf(smsir());

    expect(error).toMatchObject({ provider: 'smsir', reason: 'rejected', providerCode: 403 });
    expect(error.message).toMatch(/authentication failed \(HTTP 403, permanent\)/);
  });

  it('asks for JSON: the API refuses other answers (Accept: application/json)', async () => {
    await smsir().sendOtp(MESSAGE);
    expect(fake.requests[0]?.headers.accept).toBe('application/json');
    const refused = await fetch(`${fake.url}/v1/send/verify`, {
      method: 'POST',
      headers: { 'X-API-KEY': SECRET_KEY, 'Content-Type': 'application/json', Accept: 'text/plain' },
      body: JSON.stringify({
        mobile: MESSAGE.phoneNumber,
        templateId: FAKE_SMSIR_TEMPLATE_ID,
        parameters: [],
      }),
    });
    expect(refused.status).toBe(406);
  });

  it('fails the first failTimes requests with 500, then delivers', async () => {
    fake.setMode({ failTimes: 1 });
    const sms = smsir();

    expect((await failureOf(sms)).reason).toBe('unavailable');
    await expect(sms.sendOtp(MESSAGE)).resolves.toMatchObject({ provider: 'smsir' });
  });

  it.each([
    ['rejected', { fail: 400, message: `key ${SECRET_KEY} code ${MESSAGE.code}` }],
    ['unavailable', { fail: 500 }],
    ['timeout', { hang: true }],
    ['bad_response', { garbage: true, httpStatus: 404 }],
    ['rejected', { fail: 403, message: `key ${SECRET_KEY} is not allowed` }],
  ] as const)('keeps the key and the code out of a %s error', async (reason, mode) => {
    fake.setMode(mode);

    const error = await failureOf(smsir({ timeoutMs: 1_500 }));

    expect(error.reason).toBe(reason);
    expectSecretAbsent(error, SECRET_KEY);
    expectSecretAbsent(error, MESSAGE.code);
  });

  it('refuses a missing key, a bad template id or a bad timeout when created', () => {
    expect(() => smsir({ apiKey: '' })).toThrow(/apiKey/);
    expect(() => smsir({ templateId: 0 })).toThrow(/templateId/);
    expect(() => smsir({ templateId: 1.5 })).toThrow(/templateId/);
    expect(() => smsir({ timeoutMs: -5 })).toThrow(/timeoutMs/);
    expect(() => smsir({ baseUrl: 'ftp://api.sms.ir' })).toThrow(/baseUrl/);
  });

  describe('ready notice', () => {
    it('fills the ready template with the ORDER and VENDOR parameters', async () => {
      const delivery = await smsir({ readyTemplateId: FAKE_SMSIR_READY_TEMPLATE_ID }).sendReadyNotice(READY);

      expect(delivery).toEqual({ provider: 'smsir', messageId: expect.any(String) });
      expect(fake.requests.at(-1)?.body).toEqual({
        mobile: '09123456789',
        templateId: FAKE_SMSIR_READY_TEMPLATE_ID,
        parameters: [
          { name: 'ORDER', value: '1042' },
          { name: 'VENDOR', value: 'کافه سفره' },
        ],
      });
      expect(fake.readyNotices).toEqual([
        {
          phoneNumber: '09123456789',
          template: String(FAKE_SMSIR_READY_TEMPLATE_ID),
          values: { ORDER: '1042', VENDOR: 'کافه سفره' },
        },
      ]);
      expect(fake.delivered).toEqual([]);
    });

    it('is skipped (not_configured) without sending anything when no ready template is set', async () => {
      const error = await readyFailureOf(smsir());

      expect(error).toMatchObject({ provider: 'smsir', reason: 'not_configured' });
      expect(error.message).toContain('SMSIR_READY_TEMPLATE_ID');
      expect(fake.requests).toHaveLength(0);
    });

    it('refuses a ready template id that is not a positive whole number at creation', () => {
      expect(() => smsir({ readyTemplateId: 0 })).toThrow(/readyTemplateId/);
    });
  });
});
