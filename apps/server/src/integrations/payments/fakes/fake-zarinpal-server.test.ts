import { describe, expect, it } from 'vitest';
import { FAKE_ZARINPAL_MERCHANT_ID, startFakeZarinpalServer } from './fake-zarinpal-server';

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
/** ZarinPal's envelope: the answer in `data`, or the error in `errors`. */
type Envelope = { data: { code?: number }; errors: { code?: number } };
const envelope = async (response: Response) => (await response.json()) as Envelope;

describe('fake ZarinPal server', () => {
  it('listens on loopback, answers 404 off its paths, and close() ends a hanging request', async () => {
    const fake = await startFakeZarinpalServer();
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await post(`${fake.url}/pg/v3/elsewhere.json`, {})).status).toBe(404);
    fake.fail('verify', { hang: true });
    const pending = post(`${fake.url}/pg/v4/payment/verify.json`, {}).then(
      () => 'answered',
      () => 'dropped',
    );
    for (let i = 0; i < 100 && fake.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await fake.close();
    expect(await pending).toBe('dropped');
  });

  it('misbehaves only as many times as asked, then behaves', async () => {
    const fake = await startFakeZarinpalServer();
    try {
      fake.fail('request', { code: -12 }, { times: 2 });
      const body = {
        merchant_id: FAKE_ZARINPAL_MERCHANT_ID,
        amount: 10_000,
        callback_url: 'https://shop.test/back',
        description: 'x',
      };
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(await envelope(await post(`${fake.url}/pg/v4/payment/request.json`, body)));
      expect(answers.map((a) => a.errors?.code ?? a.data.code)).toEqual([-12, -12, 100]);
    } finally {
      await fake.close();
    }
  });

  it('validates request.json as ZarinPal does: -9 with the field, -10 for an unknown merchant', async () => {
    const fake = await startFakeZarinpalServer();
    try {
      const base = {
        merchant_id: FAKE_ZARINPAL_MERCHANT_ID,
        amount: 10_000,
        callback_url: 'https://s.test',
        description: 'x',
      };
      const low = await (
        await post(`${fake.url}/pg/v4/payment/request.json`, { ...base, amount: 9_999 })
      ).json();
      expect(low).toMatchObject({
        data: [],
        errors: { code: -9, validations: [{ amount: expect.any(String) }] },
      });
      const irt = await envelope(
        await post(`${fake.url}/pg/v4/payment/request.json`, { ...base, amount: 1_000, currency: 'IRT' }),
      );
      expect(irt.data.code).toBe(100);
      const stranger = await post(`${fake.url}/pg/v4/payment/request.json`, {
        ...base,
        merchant_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(stranger.status).toBe(400);
      expect((await envelope(stranger)).errors.code).toBe(-10);
    } finally {
      await fake.close();
    }
  });
});
