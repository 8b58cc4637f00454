import { describe, expect, it } from 'vitest';
import { createConsoleSms } from './console-sms';

const noWrite = () => {};

describe('console SMS', () => {
  it('writes one line per code with the number and the code', async () => {
    const lines: string[] = [];
    const sms = createConsoleSms({ write: (line) => lines.push(line) });

    const delivery = await sms.sendOtp({ phoneNumber: '09120000000', code: '123456' });

    expect(lines).toEqual(['[sms] 09120000000 ← کد ورود سفره: 123456']);
    expect(delivery).toEqual({ provider: 'console', messageId: expect.any(String) });
    expect(sms.name).toBe('console');
  });

  it('prints a ready notice as the Persian sentence and lists it apart from the login codes', async () => {
    const lines: string[] = [];
    const sms = createConsoleSms({ write: (line) => lines.push(line) });
    await sms.sendOtp({ phoneNumber: '09120000000', code: '123456' });
    const delivery = await sms.sendReadyNotice({
      phoneNumber: '09120000000',
      vendorName: 'کافه سفره',
      orderNumber: 12,
      status: 'READYTOPICKUP',
    });
    const sentence = 'کافه سفره: سفارش شماره ۱۲ شما آماده است؛ برای تحویل منتظرتان هستیم.';
    expect(delivery.provider).toBe('console');
    expect(lines.at(-1)).toBe(`[sms] 09120000000 ← ${sentence}`);
    expect(sms.recent().map((m) => m.code)).toEqual(['123456']);
    expect(sms.notices().map((m) => m.text)).toEqual([sentence]);
  });

  it('lists recent messages newest first with the time they were sent', async () => {
    const sms = createConsoleSms({ write: noWrite });
    const before = Date.now();
    await sms.sendOtp({ phoneNumber: '09120000001', code: '111111' });
    await sms.sendOtp({ phoneNumber: '09120000002', code: '222222' });

    const recent = sms.recent();

    expect(recent.map(({ phoneNumber, code }) => ({ phoneNumber, code }))).toEqual([
      { phoneNumber: '09120000002', code: '222222' },
      { phoneNumber: '09120000001', code: '111111' },
    ]);
    for (const message of recent) {
      expect(message.sentAt).toBeInstanceOf(Date);
      expect(message.sentAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(message.sentAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('keeps only the most recent messages, 50 unless told otherwise', async () => {
    const small = createConsoleSms({ write: noWrite, keep: 2 });
    const standard = createConsoleSms({ write: noWrite });
    for (let index = 0; index < 60; index++) {
      const message = { phoneNumber: '09120000000', code: String(100000 + index) };
      await small.sendOtp(message);
      await standard.sendOtp(message);
    }

    expect(small.recent().map((message) => message.code)).toEqual(['100059', '100058']);
    expect(standard.recent()).toHaveLength(50);
    expect(standard.recent()[49]?.code).toBe('100010');
  });

  it('gives every message its own id', async () => {
    const sms = createConsoleSms({ write: noWrite });
    const first = await sms.sendOtp({ phoneNumber: '09120000000', code: '111111' });
    const second = await sms.sendOtp({ phoneNumber: '09120000000', code: '222222' });

    expect(first.messageId).not.toBe(second.messageId);
  });

  it('hands out copies so one reader cannot change what the next one sees', async () => {
    const sms = createConsoleSms({ write: noWrite });
    await sms.sendOtp({ phoneNumber: '09120000000', code: '111111' });

    const copy = sms.recent();
    copy[0]!.code = 'changed';
    copy.pop();

    expect(sms.recent()[0]?.code).toBe('111111');
  });

  it('refuses a negative or fractional keep', () => {
    expect(() => createConsoleSms({ keep: -1 })).toThrow(/keep/);
    expect(() => createConsoleSms({ keep: 1.5 })).toThrow(/keep/);
  });
});
