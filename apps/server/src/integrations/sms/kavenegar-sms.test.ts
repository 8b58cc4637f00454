import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_KAVENEGAR_API_KEY,
  FAKE_KAVENEGAR_READY_TEMPLATE,
  FAKE_KAVENEGAR_TEMPLATE,
  type FakeKavenegarServer,
  startFakeKavenegarServer,
} from './fakes/fake-kavenegar-server';
import { urlNobodyListensOn } from './fakes/fake-server-kit';
import { createKavenegarSms, type KavenegarSmsOptions, kavenegarToken10 } from './kavenegar-sms';
import { expectSecretAbsent, failureOf, MESSAGE, READY, readyFailureOf } from './sms-test-helpers';

// Distinctive enough that finding it anywhere in an error means it leaked.
const SECRET_KEY = 'kavenegar-SECRET-4f1c9e7a';

describe('Kavenegar SMS', () => {
  let fake: FakeKavenegarServer;
  const kavenegar = (overrides: Partial<KavenegarSmsOptions> = {}) =>
    createKavenegarSms({
      apiKey: SECRET_KEY,
      template: FAKE_KAVENEGAR_TEMPLATE,
      baseUrl: fake.url,
      ...overrides,
    });

  beforeEach(async () => {
    fake = await startFakeKavenegarServer({ apiKey: SECRET_KEY });
  });
  afterEach(async () => {
    await fake.close();
  });

  it('posts the verify/lookup form Kavenegar expects', async () => {
    await kavenegar().sendOtp(MESSAGE);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/v1/${SECRET_KEY}/verify/lookup.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.body).toEqual({
      receptor: '09123456789',
      token: '482913',
      template: FAKE_KAVENEGAR_TEMPLATE,
      type: 'sms',
    });
    expect(fake.delivered).toEqual([{ phoneNumber: '09123456789', code: '482913' }]);
  });

  it('resolves with the message id from the first entry', async () => {
    const first = await kavenegar().sendOtp(MESSAGE);
    const second = await kavenegar().sendOtp(MESSAGE);

    expect(first).toEqual({ provider: 'kavenegar', messageId: '8792343' });
    expect(second.messageId).toBe('8792344');
  });

  it.each([400, 401, 402, 403, 411, 412, 416, 418, 422, 424, 426, 428, 429, 431, 432, 501])(
    'maps %i by its documented meaning to rejected (permanent), with that status as providerCode',
    async (status) => {
      fake.setMode({ fail: status });

      const error = await failureOf(kavenegar());

      expect(error).toMatchObject({ provider: 'kavenegar', reason: 'rejected', providerCode: status });
      expect(error.message).toContain(`status ${status}, permanent`);
      expect(error.message).not.toMatch(/undocumented/);
    },
  );

  it.each([
    [409, /server busy/],
    [451, /too many calls from this IP/],
  ])('maps %i (busy, rate limit) to unavailable: temporary, worth trying later', async (status, meaning) => {
    fake.setMode({ fail: status });

    const error = await failureOf(kavenegar());

    expect(error).toMatchObject({ provider: 'kavenegar', reason: 'unavailable', providerCode: status });
    expect(error.message).toMatch(meaning);
  });

  it('takes 429 for what Kavenegar documents: this IP is blocked, which waiting will not mend', async () => {
    fake.setMode({ fail: 429 });

    const error = await failureOf(kavenegar());

    expect(error).toMatchObject({ reason: 'rejected', providerCode: 429 });
    expect(error.message).toMatch(/this server IP is blocked/);
  });

  it('reads success from return.status 200 whatever the HTTP status, as Kavenegar’s SDKs do', async () => {
    fake.setMode({ fail: 202, providerStatus: 200, message: 'تایید شد' });

    // 200 in the envelope (with no entries): sent, its id unknown — not a failure to fail over from.
    expect(await kavenegar().sendOtp(MESSAGE)).toEqual({
      provider: 'kavenegar',
      messageId: null,
      unconfirmed: 'Kavenegar reported success without a message id',
    });
  });

  it('reads the message id when entries is an object rather than an array', async () => {
    fake.setEntriesShape('object');

    expect(await kavenegar().sendOtp(MESSAGE)).toEqual({ provider: 'kavenegar', messageId: '8792343' });
  });

  it('takes a message whose answer was cut off as sent, unconfirmed, not failed', async () => {
    fake.setMode({ garbleAfterSending: true });

    const delivery = await kavenegar().sendOtp(MESSAGE);

    expect(delivery).toEqual({
      provider: 'kavenegar',
      messageId: null,
      unconfirmed: 'Kavenegar answered HTTP 200 without its JSON envelope',
    });
    expect(fake.delivered).toHaveLength(1);
  });

  it('names the reason in the message, e.g. insufficient credit', async () => {
    fake.setMode({ fail: 418 });

    const error = await failureOf(kavenegar());

    expect(error.message).toMatch(/insufficient credit/);
    expect(error.message).toContain('اعتبار حساب شما کافی نیست');
  });

  it('is refused with 403 when the API key is not the account key', async () => {
    const error = await failureOf(kavenegar({ apiKey: 'another-key' }));

    expect(error).toMatchObject({ reason: 'rejected', providerCode: 403 });
  });

  it('is refused with 411 for a receptor that is not 09xxxxxxxxx', async () => {
    const error = await failureOf(kavenegar(), { phoneNumber: '+989123456789', code: '482913' });

    expect(error).toMatchObject({ reason: 'rejected', providerCode: 411 });
  });

  it('is refused with 424 for a template the account does not have', async () => {
    const error = await failureOf(kavenegar({ template: 'no-such-template' }));

    expect(error).toMatchObject({ reason: 'rejected', providerCode: 424 });
  });

  it.each([500, 502, 503])('maps HTTP %i to unavailable', async (status) => {
    fake.setMode({ fail: status });

    const error = await failureOf(kavenegar());

    expect(error).toMatchObject({ provider: 'kavenegar', reason: 'unavailable', providerCode: status });
  });

  it('maps an unreachable server to unavailable', async () => {
    const error = await failureOf(kavenegar({ baseUrl: await urlNobodyListensOn() }));

    expect(error).toMatchObject({ provider: 'kavenegar', reason: 'unavailable' });
    expect(error.message).toMatch(/could not be reached/);
  });

  it('times out when Kavenegar does not answer', async () => {
    fake.setMode({ hang: true });
    const started = Date.now();

    const error = await failureOf(kavenegar({ timeoutMs: 200 }));

    expect(error).toMatchObject({ provider: 'kavenegar', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.requests).toHaveLength(1);
  });

  it('reads a bare error page by its HTTP status, which Kavenegar sets to its own status', async () => {
    fake.setMode({ garbage: true, httpStatus: 502 });
    expect(await failureOf(kavenegar())).toMatchObject({ reason: 'unavailable', providerCode: 502 });

    fake.setMode({ garbage: true, httpStatus: 403 });
    expect(await failureOf(kavenegar())).toMatchObject({ reason: 'rejected', providerCode: 403 });
  });

  it('fails the first failTimes requests with 500, then delivers', async () => {
    fake.setMode({ failTimes: 2 });
    const sms = kavenegar();

    expect((await failureOf(sms)).reason).toBe('unavailable');
    expect((await failureOf(sms)).reason).toBe('unavailable');
    await expect(sms.sendOtp(MESSAGE)).resolves.toMatchObject({ provider: 'kavenegar' });
  });

  describe('never leaks the API key that sits in the URL', () => {
    it.each([
      ['rejected', { fail: 418 }],
      ['unavailable', { fail: 500 }],
      ['timeout', { hang: true }],
    ] as const)('in a %s error', async (reason, mode) => {
      fake.setMode(mode);

      const error = await failureOf(kavenegar({ timeoutMs: 1_500 }));

      expect(error.reason).toBe(reason);
      expectSecretAbsent(error, SECRET_KEY);
    });

    it('in an unconfirmed delivery', async () => {
      fake.setMode({ garbleAfterSending: true });

      const delivery = await kavenegar().sendOtp(MESSAGE);

      expect(JSON.stringify(delivery)).not.toContain(SECRET_KEY);
      expect(JSON.stringify(delivery)).not.toContain(MESSAGE.code);
    });

    it('in a network error', async () => {
      const error = await failureOf(kavenegar({ baseUrl: await urlNobodyListensOn() }));

      expectSecretAbsent(error, SECRET_KEY);
    });

    it('even when the provider echoes the key, the code or the number back', async () => {
      fake.setMode({
        fail: 400,
        message: `bad request for ${SECRET_KEY} ${MESSAGE.code} ${MESSAGE.phoneNumber}`,
      });

      const error = await failureOf(kavenegar());

      expect(error.message).toContain('[redacted]');
      expectSecretAbsent(error, SECRET_KEY);
      expectSecretAbsent(error, MESSAGE.code);
      expectSecretAbsent(error, MESSAGE.phoneNumber);
    });

    it('in configuration errors', () => {
      expect(() => kavenegar({ baseUrl: 'not a url' })).toThrow(/baseUrl/);
      try {
        kavenegar({ baseUrl: 'not a url' });
      } catch (error) {
        expectSecretAbsent(error as Error, SECRET_KEY);
      }
    });
  });

  it('refuses an empty key or template and a bad timeout when created', () => {
    expect(() => kavenegar({ apiKey: ' ' })).toThrow(/apiKey/);
    expect(() => kavenegar({ template: '' })).toThrow(/template/);
    expect(() => kavenegar({ timeoutMs: 0 })).toThrow(/timeoutMs/);
  });

  it('uses the fake server defaults when none are given', async () => {
    const defaultFake = await startFakeKavenegarServer();
    try {
      const sms = createKavenegarSms({
        apiKey: FAKE_KAVENEGAR_API_KEY,
        template: FAKE_KAVENEGAR_TEMPLATE,
        baseUrl: defaultFake.url,
      });
      await expect(sms.sendOtp(MESSAGE)).resolves.toMatchObject({ provider: 'kavenegar' });
    } finally {
      await defaultFake.close();
    }
  });

  describe('ready notice', () => {
    it('fills the ready template: order number in token, restaurant name in token10', async () => {
      const delivery = await kavenegar({ readyTemplate: FAKE_KAVENEGAR_READY_TEMPLATE }).sendReadyNotice(
        READY,
      );

      expect(delivery).toEqual({ provider: 'kavenegar', messageId: expect.any(String) });
      expect(fake.requests.at(-1)?.body).toEqual({
        receptor: '09123456789',
        token: '1042',
        token10: 'کافه سفره',
        template: FAKE_KAVENEGAR_READY_TEMPLATE,
        type: 'sms',
      });
      expect(fake.readyNotices).toEqual([
        {
          phoneNumber: '09123456789',
          template: FAKE_KAVENEGAR_READY_TEMPLATE,
          values: { token: '1042', token10: 'کافه سفره' },
        },
      ]);
      expect(fake.delivered).toEqual([]);
    });

    it('keeps a long restaurant name within token10’s four spaces, using half-spaces after them', async () => {
      const vendorName = '  رستوران   سنتی  باغ  شاه  عباس  اصفهان ';
      await kavenegar({ readyTemplate: FAKE_KAVENEGAR_READY_TEMPLATE }).sendReadyNotice({
        ...READY,
        vendorName,
      });

      expect(fake.readyNotices[0]?.values.token10).toBe('رستوران سنتی باغ شاه عباس\u200cاصفهان');
    });

    it('is skipped (not_configured) without sending anything when no ready template is set', async () => {
      const error = await readyFailureOf(kavenegar());

      expect(error).toMatchObject({ provider: 'kavenegar', reason: 'not_configured' });
      expect(error.message).toContain('KAVENEGAR_READY_TEMPLATE');
      expect(fake.requests).toHaveLength(0);
    });

    it('reports an unknown ready template as a rejection', async () => {
      const error = await readyFailureOf(kavenegar({ readyTemplate: 'not-approved' }));

      expect(error).toMatchObject({ reason: 'rejected', providerCode: 424 });
    });
  });
});

describe('kavenegarToken10', () => {
  it('collapses white space and allows four spaces, then half-spaces', () => {
    expect(kavenegarToken10('کافه سفره')).toBe('کافه سفره');
    expect(kavenegarToken10(' a \t b\n c ')).toBe('a b c');
    expect(kavenegarToken10('a b c d e f g')).toBe('a b c d e\u200cf\u200cg');
  });
});
