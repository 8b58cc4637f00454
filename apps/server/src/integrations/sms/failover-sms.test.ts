import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFailoverSms } from './failover-sms';
import {
  FAKE_KAVENEGAR_API_KEY,
  FAKE_KAVENEGAR_READY_TEMPLATE,
  FAKE_KAVENEGAR_TEMPLATE,
  startFakeKavenegarServer,
} from './fakes/fake-kavenegar-server';
import type { FakeSmsServer } from './fakes/fake-server-kit';
import {
  FAKE_SMSIR_API_KEY,
  FAKE_SMSIR_READY_TEMPLATE_ID,
  FAKE_SMSIR_TEMPLATE_ID,
  startFakeSmsIrServer,
} from './fakes/fake-smsir-server';
import { createKavenegarSms } from './kavenegar-sms';
import { type SmsProvider, SmsSendError } from './sms-provider';
import { failureOf, MESSAGE, READY, readyFailureOf } from './sms-test-helpers';
import { createSmsIrSms } from './smsir-sms';

// Long enough that a healthy fake answers in time on a loaded CI machine; only the hanging fake
// (which never answers) waits it out.
const TIMEOUT_MS = 1_500;

describe('failover SMS', () => {
  let kavenegarFake: FakeSmsServer<Record<string, string>>;
  let smsirFake: FakeSmsServer<unknown>;
  let kavenegar: SmsProvider;
  let smsir: SmsProvider;

  beforeEach(async () => {
    kavenegarFake = await startFakeKavenegarServer();
    smsirFake = await startFakeSmsIrServer();
    kavenegar = createKavenegarSms({
      apiKey: FAKE_KAVENEGAR_API_KEY,
      template: FAKE_KAVENEGAR_TEMPLATE,
      readyTemplate: FAKE_KAVENEGAR_READY_TEMPLATE,
      baseUrl: kavenegarFake.url,
      timeoutMs: TIMEOUT_MS,
    });
    smsir = createSmsIrSms({
      apiKey: FAKE_SMSIR_API_KEY,
      templateId: FAKE_SMSIR_TEMPLATE_ID,
      readyTemplateId: FAKE_SMSIR_READY_TEMPLATE_ID,
      baseUrl: smsirFake.url,
      timeoutMs: TIMEOUT_MS,
    });
  });
  afterEach(async () => {
    await Promise.all([kavenegarFake.close(), smsirFake.close()]);
  });

  it('is named after its providers in order', () => {
    expect(createFailoverSms([kavenegar, smsir]).name).toBe('kavenegar,smsir');
  });

  it('delivers through the first provider and leaves the rest alone', async () => {
    const delivery = await createFailoverSms([kavenegar, smsir]).sendOtp(MESSAGE);

    expect(delivery).toEqual({ provider: 'kavenegar', messageId: '8792343' });
    expect(smsirFake.requests).toHaveLength(0);
  });

  it('falls over to SMS.ir when Kavenegar answers 500', async () => {
    kavenegarFake.setMode({ fail: 500 });
    const failures: Array<[string, string]> = [];

    const delivery = await createFailoverSms([kavenegar, smsir], (provider, error) =>
      failures.push([provider, error.reason]),
    ).sendOtp(MESSAGE);

    expect(delivery).toEqual({ provider: 'smsir', messageId: '12345' });
    expect(failures).toEqual([['kavenegar', 'unavailable']]);
    expect(smsirFake.delivered).toEqual([{ phoneNumber: MESSAGE.phoneNumber, code: MESSAGE.code }]);
  });

  it('falls over when the first provider rejects the message (no credit)', async () => {
    kavenegarFake.setMode({ fail: 418 });

    const delivery = await createFailoverSms([kavenegar, smsir]).sendOtp(MESSAGE);

    expect(delivery.provider).toBe('smsir');
  });

  it('falls over when the first provider times out', async () => {
    kavenegarFake.setMode({ hang: true });

    const delivery = await createFailoverSms([kavenegar, smsir]).sendOtp(MESSAGE);

    expect(delivery.provider).toBe('smsir');
  });

  it('rejects with the temporary failure when one provider was down and the other refused, reporting each', async () => {
    kavenegarFake.setMode({ fail: 500 });
    smsirFake.setMode({ fail: 401 });
    const failures: Array<[string, SmsSendError]> = [];

    const error = await failureOf(
      createFailoverSms([kavenegar, smsir], (provider, failure) => failures.push([provider, failure])),
    );

    // Worth retrying later: Kavenegar may be back; SMS.ir's refusal will not change.
    expect(error).toMatchObject({ provider: 'kavenegar', reason: 'unavailable', providerCode: 500 });
    expect(failures.map(([provider, failure]) => [provider, failure.reason])).toEqual([
      ['kavenegar', 'unavailable'],
      ['smsir', 'rejected'],
    ]);
    expect(failures[0]?.[1]).toBe(error);
  });

  it('rejects with the last permanent failure when every provider refused for good', async () => {
    kavenegarFake.setMode({ fail: 418 });
    smsirFake.setMode({ fail: 401 });

    const error = await failureOf(createFailoverSms([kavenegar, smsir]));

    expect(error).toMatchObject({ provider: 'smsir', reason: 'rejected', providerCode: 401 });
  });

  it('treats a provider that throws something else as unavailable and moves on', async () => {
    const broken: SmsProvider = {
      name: 'broken',
      sendOtp: () => Promise.reject(new TypeError('bug')),
      sendReadyNotice: () => Promise.reject(new TypeError('bug')),
    };
    const reasons: string[] = [];

    const delivery = await createFailoverSms([broken, smsir], (_provider, error) =>
      reasons.push(error.reason),
    ).sendOtp(MESSAGE);

    expect(delivery.provider).toBe('smsir');
    expect(reasons).toEqual(['unavailable']);
    const alone = await failureOf(createFailoverSms([broken]));
    expect(alone).toMatchObject({ provider: 'broken', reason: 'unavailable' });
    expect(alone.cause).toBeInstanceOf(TypeError);
  });

  it('keeps going when the failure listener itself throws', async () => {
    kavenegarFake.setMode({ fail: 500 });

    const delivery = await createFailoverSms([kavenegar, smsir], () => {
      throw new Error('logger down');
    }).sendOtp(MESSAGE);

    expect(delivery.provider).toBe('smsir');
  });

  it('refuses an empty provider list', () => {
    expect(() => createFailoverSms([])).toThrow(/at least one provider/);
  });

  it('exposes SmsSendError for callers that branch on the reason', async () => {
    kavenegarFake.setMode({ fail: 418 });

    const error = await failureOf(createFailoverSms([kavenegar]));

    expect(error).toBeInstanceOf(SmsSendError);
    expect(error.reason).toBe('rejected');
  });

  it('does not fail over when Kavenegar sent it but its answer cannot be read: one SMS, not two', async () => {
    kavenegarFake.setMode({ garbleAfterSending: true });
    const failures: string[] = [];

    const delivery = await createFailoverSms([kavenegar, smsir], (provider) =>
      failures.push(provider),
    ).sendOtp(MESSAGE);

    expect(delivery).toMatchObject({ provider: 'kavenegar', messageId: null });
    expect(delivery.unconfirmed).toMatch(/without its JSON envelope/);
    expect(kavenegarFake.delivered).toHaveLength(1);
    expect(smsirFake.requests).toHaveLength(0);
    expect(failures).toEqual([]);
  });

  it('does not fail over from SMS.ir’s unreadable success either', async () => {
    smsirFake.setMode({ garbleAfterSending: true });

    const delivery = await createFailoverSms([smsir, kavenegar]).sendOtp(MESSAGE);

    expect(delivery).toMatchObject({ provider: 'smsir', messageId: null });
    expect(smsirFake.delivered).toHaveLength(1);
    expect(kavenegarFake.requests).toHaveLength(0);
  });

  describe('ready notice', () => {
    const withoutReadyTemplate = () =>
      createKavenegarSms({
        apiKey: FAKE_KAVENEGAR_API_KEY,
        template: FAKE_KAVENEGAR_TEMPLATE,
        baseUrl: kavenegarFake.url,
        timeoutMs: TIMEOUT_MS,
      });

    it('falls over to SMS.ir’s ready template when Kavenegar answers 500', async () => {
      kavenegarFake.setMode({ fail: 500 });
      const failures: Array<[string, string]> = [];

      const delivery = await createFailoverSms([kavenegar, smsir], (provider, error) =>
        failures.push([provider, error.reason]),
      ).sendReadyNotice(READY);

      expect(delivery.provider).toBe('smsir');
      expect(failures).toEqual([['kavenegar', 'unavailable']]);
      expect(smsirFake.readyNotices.map((n) => n.values)).toEqual([{ ORDER: '1042', VENDOR: 'کافه سفره' }]);
    });

    it('skips a provider without a ready template, says so, and delivers through the next', async () => {
      const failures: Array<[string, string]> = [];

      const delivery = await createFailoverSms([withoutReadyTemplate(), smsir], (provider, error) =>
        failures.push([provider, error.reason]),
      ).sendReadyNotice(READY);

      expect(delivery.provider).toBe('smsir');
      expect(failures).toEqual([['kavenegar', 'not_configured']]);
      expect(kavenegarFake.requests).toHaveLength(0);
    });

    it('rejects with not_configured when no provider has a ready template', async () => {
      const smsirWithout = createSmsIrSms({
        apiKey: FAKE_SMSIR_API_KEY,
        templateId: FAKE_SMSIR_TEMPLATE_ID,
        baseUrl: smsirFake.url,
      });

      const error = await readyFailureOf(createFailoverSms([withoutReadyTemplate(), smsirWithout]));

      expect(error).toMatchObject({ provider: 'kavenegar,smsir', reason: 'not_configured' });
    });

    it('rejects with the real failure (to be retried) when one provider is unset and the other times out', async () => {
      smsirFake.setMode({ hang: true });

      const error = await readyFailureOf(createFailoverSms([withoutReadyTemplate(), smsir]));

      expect(error).toMatchObject({ provider: 'smsir', reason: 'timeout' });
    });
  });
});
