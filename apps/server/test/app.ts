import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AppDeps, buildApp } from '../src/app';
import type { Config } from '../src/config';
import { loadConfig } from '../src/config';
import { seedDemo } from '../src/demo/seed';
import { readySmsText } from '../src/integrations/sms/ready-notice';
import type { SmsProvider } from '../src/integrations/sms/sms-provider';
import { fakeClock } from '../src/platform/clock';
import { type DbKind, openTestDatabase } from './database';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** An SMS provider that keeps what it was asked to send, for tests to read the code. */
export function capturingSms() {
  const sent: Array<{ phoneNumber: string; code: string }> = [];
  /** Ready notices, rendered as the console provider renders them. */
  const texts: Array<{ phoneNumber: string; text: string }> = [];
  const provider: SmsProvider = {
    name: 'test',
    async sendOtp(message) {
      sent.push(message);
      return { provider: 'test', messageId: String(sent.length) };
    },
    async sendReadyNotice({ phoneNumber, vendorName, orderNumber, status }) {
      texts.push({ phoneNumber, text: readySmsText(vendorName, orderNumber, status) });
      return { provider: 'test', messageId: `text-${texts.length}` };
    },
  };
  // How many codes per phone a test has already read, so each code is handed out once.
  const read = new Map<string, number>();
  return {
    provider,
    sent,
    texts,
    /** Waits for the job worker to deliver the next code to this phone. */
    async codeFor(phoneNumber: string, timeoutMs = 10_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mine = sent.filter((m) => m.phoneNumber === phoneNumber);
        if (mine.length > (read.get(phoneNumber) ?? 0)) {
          read.set(phoneNumber, mine.length);
          return mine.at(-1)!.code;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no code was sent to ${phoneNumber}`);
    },
  };
}

export function testConfig(overrides: Partial<Record<string, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_SECRET,
    BASE_DOMAIN: 'sofreh.test',
    DEFAULT_VENDOR: 'demo',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-test-')),
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

/**
 * A whole server on a fresh database with the demo vendor, a fake clock and captured SMS. `deps`
 * replaces parts of the server (the checkout's delivery and discount ports).
 */
export async function startTestApp(
  kind: DbKind,
  overrides: Partial<Record<string, string>> = {},
  deps: Pick<AppDeps, 'checkout'> = {},
) {
  const database = await openTestDatabase(kind);
  const demo = await seedDemo(database);
  const clock = fakeClock(new Date());
  const sms = capturingSms();
  const config = testConfig({ LOG_LEVEL: 'info', ...overrides });
  // The real logger configuration, writing into memory: tests check what reaches the log.
  const logLines: string[] = [];
  const app = await buildApp({
    config,
    database,
    clock,
    sms: sms.provider,
    logStream: { write: (line) => logLines.push(line) },
    ...deps,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    sms,
    config,
    demo,
    logLines,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * Another server instance on the first one's database (its own pool on PostgreSQL, its own change
 * feed and caches), sharing its configuration and fake clock. Close it before the first.
 */
export async function startSecondInstance(first: TestApp) {
  const database = first.database.secondHandle();
  const app = await buildApp({
    config: first.config,
    database,
    clock: first.clock,
    // Either instance's job worker may send a login code: both hand it to the first one's capture.
    sms: first.sms.provider,
    logger: false,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
