import { describe, expect, it } from 'vitest';
import { startFakeKavenegarServer } from './fake-kavenegar-server';
import { startFakeSmsIrServer } from './fake-smsir-server';

describe.each([
  ['Kavenegar', startFakeKavenegarServer, '/v1/k/verify/lookup.json'],
  ['SMS.ir', startFakeSmsIrServer, '/v1/send/verify'],
])('fake %s server', (_name, start, path) => {
  it('listens on 127.0.0.1 on a free port', async () => {
    const fake = await start();
    try {
      expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    } finally {
      await fake.close();
    }
  });

  it('close() ends a request that is left hanging', async () => {
    const fake = await start();
    fake.setMode({ hang: true });

    const pending = fetch(`${fake.url}${path}`, { method: 'POST', body: '{}' }).then(
      () => 'answered',
      () => 'dropped',
    );
    await waitFor(() => fake.requests.length === 1);
    await fake.close();

    expect(await pending).toBe('dropped');
  });

  it('answers 404 on paths the provider does not have', async () => {
    const fake = await start();
    try {
      const response = await fetch(`${fake.url}/v2/elsewhere`, { method: 'POST' });
      expect(response.status).toBe(404);
    } finally {
      await fake.close();
    }
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !condition(); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(condition()).toBe(true);
}
