import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { caller } from '../../../test/catalog-kit';
import { ONE_KIND } from '../../../test/database';
import { loginAs } from '../../../test/login';
import { DEMO_OWNER_PHONE } from '../../demo/seed';
import { createPaymentGateways } from '../../integrations/payments/create-payment-gateways';
import {
  FAKE_ZARINPAL_MERCHANT_ID,
  type FakeZarinpalServer,
  startFakeZarinpalServer,
} from '../../integrations/payments/fakes/fake-zarinpal-server';
import { ensureVendor } from '../../orchestrators/vendor-onboarding';
import { AppError } from '../../platform/errors';
import { createSecretBox, SecretBoxError } from '../../platform/secret-box';
import { createBankConfigurationService } from './bank-configuration.service';
import { createPaymentGatewayDirectory, type PaymentGatewayDirectory } from './payment-gateway-directory';

const BANKS = '/api-identity/identity/banks';
const PAYMENT = {
  amountRial: 500_000,
  callbackUrl: 'http://demo.sofreh.test/api/transactions/verify',
  description: 'سفارش ۳',
  reference: 't-3',
};

describe.each(ONE_KIND)('payment gateway directory (for the transaction service) on %s', (kind) => {
  let t: TestApp;
  let fake: FakeZarinpalServer;
  let owner: string;
  let directory: PaymentGatewayDirectory;
  let zarinpalId: string;
  let demo: { id: string; name: string };
  const call = caller(() => t);

  beforeAll(async () => {
    fake = await startFakeZarinpalServer();
    t = await startTestApp(kind, { ZARINPAL_BASE_URL: fake.url });
    owner = await loginAs(t, DEMO_OWNER_PHONE, { isBackOffice: true });
    const gateways = createPaymentGateways({
      zarinpal: { baseUrl: fake.url, timeoutMs: 2_000 },
      sandbox: { database: t.database, clock: t.clock },
    });
    directory = createPaymentGatewayDirectory({
      database: t.database,
      secrets: createSecretBox(t.config.paymentSecretsKey),
      gateways,
      bankConfiguration: createBankConfigurationService({ database: t.database, gateways, clock: t.clock }),
    });
    const res = await call('POST', BANKS, owner, {
      provider: 'ZARIN_PAL',
      merchantId: FAKE_ZARINPAL_MERCHANT_ID,
    });
    zarinpalId = res.json().id;
    demo = { id: t.demo.vendor.id, name: t.demo.vendor.name };
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const codeOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  };

  it('hands the checkout a gateway bound to the vendor’s account, its merchant id opened in memory', async () => {
    const gateway = await directory.gatewayForCheckout(demo, 'ZARIN_PAL');
    const { authority } = await gateway.request(PAYMENT);
    expect(fake.calls.at(-1)?.body.merchant_id).toBe(FAKE_ZARINPAL_MERCHANT_ID);
    fake.pay(authority);
    expect(await gateway.verify({ authority, amountRial: PAYMENT.amountRial })).toMatchObject({
      status: 'PAID',
    });

    const sandbox = await directory.gatewayForCheckout(demo, 'SANDBOX');
    expect(sandbox.provider).toBe('SANDBOX');
  });

  it('refuses the checkout a provider the vendor does not offer', async () => {
    expect(await codeOf(directory.gatewayForCheckout(demo, 'VANDAR'))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await codeOf(directory.gatewayForCheckout(demo, 'POS'))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
  });

  it('still verifies a payment made before the account was switched off, but takes no new ones', async () => {
    const gateway = await directory.gatewayForCheckout(demo, 'ZARIN_PAL');
    const { authority } = await gateway.request(PAYMENT);
    fake.pay(authority);
    await call('PUT', BANKS, owner, { id: zarinpalId, active: false });

    expect(await codeOf(directory.gatewayForCheckout(demo, 'ZARIN_PAL'))).toBe(
      'PAYMENT_PROVIDER_UNAVAILABLE',
    );
    const later = await directory.gatewayForPayment(demo, 'ZARIN_PAL');
    expect(await later!.verify({ authority, amountRial: PAYMENT.amountRial })).toMatchObject({
      status: 'PAID',
      alreadyVerified: false,
    });
    await call('PUT', BANKS, owner, { id: zarinpalId, active: true });
  });

  it('has nothing for a provider without an account', async () => {
    expect(await directory.gatewayForPayment(demo, 'VANDAR')).toBeNull();
    const other = await ensureVendor(t.database.db, {
      slug: 'kababi',
      name: 'کبابی',
      owner: { phoneNumber: '09350000099' },
    });
    expect(await directory.gatewayForPayment({ id: other.vendor.id, name: 'کبابی' }, 'ZARIN_PAL')).toBeNull();
  });

  it('will not open credentials copied onto another vendor’s account', async () => {
    const other = await ensureVendor(t.database.db, {
      slug: 'kababi',
      name: 'کبابی',
      owner: { phoneNumber: '09350000099' },
    });
    // A database-level mix-up (or a malicious copy) of the sealed column between vendors.
    await t.database.executeSql(
      `INSERT INTO payment_gateway_accounts (vendor_id, provider, credentials_sealed, credential_hint)
       SELECT $1, provider, credentials_sealed, credential_hint FROM payment_gateway_accounts WHERE vendor_id = $2 AND provider = 'ZARIN_PAL'`,
      [other.vendor.id, demo.id],
    );
    await expect(
      directory.gatewayForPayment({ id: other.vendor.id, name: 'کبابی' }, 'ZARIN_PAL'),
    ).rejects.toThrow(SecretBoxError);
  });

  it('reads callbacks for any provider it has', () => {
    expect(directory.parseCallback('ZARIN_PAL', { Authority: 'A1', Status: 'OK' })).toEqual({
      authority: 'A1',
      statusOk: true,
    });
    expect(directory.parseCallback('SANDBOX', { Authority: 'S1', Status: 'NOK' })).toEqual({
      authority: 'S1',
      statusOk: false,
    });
    expect(directory.parseCallback('POS', { Authority: 'A1', Status: 'OK' })).toBeNull();
  });
});
