import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConsoleSms } from './console-sms';
import { createSmsProvider } from './create-sms-provider';
import {
  FAKE_KAVENEGAR_API_KEY,
  FAKE_KAVENEGAR_READY_TEMPLATE,
  FAKE_KAVENEGAR_TEMPLATE,
  startFakeKavenegarServer,
} from './fakes/fake-kavenegar-server';
import type { FakeSmsServer } from './fakes/fake-server-kit';
import { FAKE_SMSIR_API_KEY, FAKE_SMSIR_TEMPLATE_ID, startFakeSmsIrServer } from './fakes/fake-smsir-server';
import { failureOf, MESSAGE, READY } from './sms-test-helpers';

describe('createSmsProvider', () => {
  let kavenegarFake: FakeSmsServer<Record<string, string>>;
  let smsirFake: FakeSmsServer<unknown>;
  const keys = () => ({
    kavenegar: {
      apiKey: FAKE_KAVENEGAR_API_KEY,
      template: FAKE_KAVENEGAR_TEMPLATE,
      baseUrl: kavenegarFake.url,
    },
    smsir: { apiKey: FAKE_SMSIR_API_KEY, templateId: FAKE_SMSIR_TEMPLATE_ID, baseUrl: smsirFake.url },
  });

  beforeEach(async () => {
    kavenegarFake = await startFakeKavenegarServer();
    smsirFake = await startFakeSmsIrServer();
  });
  afterEach(async () => {
    await Promise.all([kavenegarFake.close(), smsirFake.close()]);
  });

  it('builds a single provider when one is listed', async () => {
    const sms = createSmsProvider({ providers: ['kavenegar'], ...keys() });

    expect(sms.name).toBe('kavenegar');
    await expect(sms.sendOtp(MESSAGE)).resolves.toMatchObject({ provider: 'kavenegar' });
  });

  it('passes each provider its ready template: the chain skips SMS.ir without one and uses Kavenegar', async () => {
    const { kavenegar, smsir } = keys();
    const sms = createSmsProvider({
      providers: ['smsir', 'kavenegar'],
      smsir,
      kavenegar: { ...kavenegar, readyTemplate: FAKE_KAVENEGAR_READY_TEMPLATE },
    });

    await expect(sms.sendReadyNotice(READY)).resolves.toMatchObject({ provider: 'kavenegar' });
    expect(smsirFake.requests).toHaveLength(0);
    expect(kavenegarFake.readyNotices.map((n) => n.template)).toEqual([FAKE_KAVENEGAR_READY_TEMPLATE]);
  });

  it('chains several providers in the order given', async () => {
    smsirFake.setMode({ fail: 500 });
    const sms = createSmsProvider({ providers: ['smsir', 'kavenegar'], ...keys() });

    expect(sms.name).toBe('smsir,kavenegar');
    await expect(sms.sendOtp(MESSAGE)).resolves.toMatchObject({ provider: 'kavenegar' });
    expect(smsirFake.requests).toHaveLength(1);
  });

  it('uses the console instance it is given, so /dev/sms sees the codes', async () => {
    const consoleSms = createConsoleSms({ write: () => {} });
    const sms = createSmsProvider({ providers: ['console'], console: consoleSms });

    await sms.sendOtp(MESSAGE);

    expect(sms).toBe(consoleSms);
    expect(consoleSms.recent()).toHaveLength(1);
  });

  it('passes timeoutMs to every adapter', async () => {
    kavenegarFake.setMode({ hang: true });
    const sms = createSmsProvider({ providers: ['kavenegar'], ...keys(), timeoutMs: 200 });

    expect((await failureOf(sms)).reason).toBe('timeout');
  });

  it('reports failures to onFailure, even with a single provider', async () => {
    smsirFake.setMode({ fail: 500 });
    const failed: string[] = [];
    const sms = createSmsProvider({
      providers: ['smsir'],
      ...keys(),
      onFailure: (provider) => failed.push(provider),
    });

    await failureOf(sms);

    expect(failed).toEqual(['smsir']);
  });

  it('says which provider lacks its keys', () => {
    expect(() => createSmsProvider({ providers: ['kavenegar'] })).toThrow(
      'SMS provider "kavenegar" is listed in providers but its apiKey and template are not configured',
    );
    expect(() =>
      createSmsProvider({ providers: ['console', 'smsir'], smsir: { apiKey: '', templateId: 5 } }),
    ).toThrow(/"smsir".*apiKey and templateId/);
  });

  it('refuses an empty or repeated provider list', () => {
    expect(() => createSmsProvider({ providers: [] })).toThrow(/no providers/);
    expect(() => createSmsProvider({ providers: ['console', 'console'] })).toThrow(/listed twice/);
  });
});
