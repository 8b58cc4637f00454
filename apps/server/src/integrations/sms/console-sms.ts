import { readySmsText } from './ready-notice';
import type { SmsProvider } from './sms-provider';

export interface ConsoleSmsMessage {
  phoneNumber: string;
  code: string;
  sentAt: Date;
}

export interface ConsoleSmsNotice {
  phoneNumber: string;
  text: string;
  sentAt: Date;
}

export interface ConsoleSms extends SmsProvider {
  readonly name: 'console';
  /** Most recent messages, newest first (shown at /dev/sms in demo mode only). */
  recent(): ConsoleSmsMessage[];
  /** Most recent ready notices (as the Persian sentence printed), newest first. */
  notices(): ConsoleSmsNotice[];
}

export interface ConsoleSmsOptions {
  write?: (line: string) => void;
  /** How many messages recent() remembers. */
  keep?: number;
}

const writeToStdout = (line: string) => {
  process.stdout.write(`${line}\n`);
};

/**
 * Development and demo provider: nothing leaves the machine. Printing the code is the point here,
 * and this is the only place in the code base where a login code may be written out.
 */
export function createConsoleSms(options: ConsoleSmsOptions = {}): ConsoleSms {
  const write = options.write ?? writeToStdout;
  const keep = options.keep ?? 50;
  if (!Number.isSafeInteger(keep) || keep < 0) {
    throw new Error(`Console SMS keep must be a whole number ≥ 0, got ${keep}`);
  }
  const newestFirst: ConsoleSmsMessage[] = [];
  const newestNotices: ConsoleSmsNotice[] = [];
  let sequence = 0;

  return {
    name: 'console',
    async sendOtp({ phoneNumber, code }) {
      sequence += 1;
      write(`[sms] ${phoneNumber} ← کد ورود سفره: ${code}`);
      newestFirst.unshift({ phoneNumber, code, sentAt: new Date() });
      newestFirst.length = Math.min(newestFirst.length, keep);
      return { provider: 'console', messageId: `console-${sequence}` };
    },
    async sendReadyNotice({ phoneNumber, vendorName, orderNumber, status }) {
      sequence += 1;
      const text = readySmsText(vendorName, orderNumber, status);
      write(`[sms] ${phoneNumber} ← ${text}`);
      newestNotices.unshift({ phoneNumber, text, sentAt: new Date() });
      newestNotices.length = Math.min(newestNotices.length, keep);
      return { provider: 'console', messageId: `console-${sequence}` };
    },
    notices() {
      return newestNotices.map((notice) => ({ ...notice, sentAt: new Date(notice.sentAt) }));
    },
    recent() {
      // Copies, so a caller cannot rewrite the history another caller sees.
      return newestFirst.map((message) => ({ ...message, sentAt: new Date(message.sentAt) }));
    },
  };
}
