import { z } from 'zod';
import { requireBaseUrl, requireText, requireTimeout } from './adapter-options';
import { type ProviderReply, parseJson, postToProvider, quoteProviderText } from './provider-http';
import { readyTemplateMissing } from './ready-notice';
import { type SmsProvider, SmsSendError } from './sms-provider';

export interface KavenegarSmsOptions {
  apiKey: string;
  /** Name of the verify/lookup template registered in the Kavenegar panel. */
  template: string;
  /**
   * Verify/lookup template for "your order is ready" (KAVENEGAR_READY_TEMPLATE): `%token` is the
   * order number, `%token10` the restaurant's name. Without it ready notices are skipped.
   */
  readyTemplate?: string;
  baseUrl?: string;
  timeoutMs?: number;
}

const PROVIDER = 'kavenegar';
const LABEL = 'Kavenegar';

/** Kavenegar's documented error statuses, so operators read a reason rather than a number. */
const STATUS_MEANINGS: Record<number, string> = {
  400: 'missing or invalid parameters',
  401: 'account deactivated',
  403: 'invalid API key',
  411: 'invalid receptor',
  418: 'insufficient credit',
  422: 'invalid characters in the data',
  424: 'template not found',
  426: 'premium account needed',
  428: 'call verification not supported for this code',
  431: 'code structure invalid',
  432: 'code parameter not found in the template',
};

const envelopeSchema = z.object({
  return: z.object({ status: z.number().int(), message: z.string().nullish() }),
  entries: z.unknown(),
});

const entriesSchema = z.array(z.object({ messageid: z.union([z.number(), z.string().min(1)]) })).min(1);

export function createKavenegarSms(options: KavenegarSmsOptions): SmsProvider {
  const apiKey = requireText(options.apiKey, 'Kavenegar apiKey');
  const template = requireText(options.template, 'Kavenegar template');
  const readyTemplate =
    options.readyTemplate === undefined
      ? undefined
      : requireText(options.readyTemplate, 'Kavenegar readyTemplate');
  const baseUrl = requireBaseUrl(options.baseUrl ?? 'https://api.kavenegar.com', 'Kavenegar baseUrl');
  const timeoutMs = requireTimeout(options.timeoutMs, 'Kavenegar timeoutMs');
  // Kavenegar authenticates by the key in the path; this URL must never reach a message or log.
  const endpoint = `${baseUrl}/v1/${encodeURIComponent(apiKey)}/verify/lookup.json`;

  const lookup = async (fields: Record<string, string>, secrets: string[]) => {
    const reply = await postToProvider({
      provider: PROVIDER,
      label: LABEL,
      url: endpoint,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
      timeoutMs,
    });
    return { provider: PROVIDER, messageId: readMessageId(reply, [apiKey, ...secrets]) };
  };

  return {
    name: PROVIDER,
    async sendOtp({ phoneNumber, code }) {
      return lookup({ receptor: phoneNumber, token: code, template, type: 'sms' }, [code, phoneNumber]);
    },
    async sendReadyNotice({ phoneNumber, vendorName, orderNumber }) {
      if (!readyTemplate) throw readyTemplateMissing(PROVIDER, 'KAVENEGAR_READY_TEMPLATE');
      const fields = {
        receptor: phoneNumber,
        token: String(orderNumber),
        token10: kavenegarToken10(vendorName),
        template: readyTemplate,
        type: 'sms',
      };
      return lookup(fields, [phoneNumber]);
    },
  };
}

/** Spaces `%token10` may hold (Kavenegar support, kavenegar-php issue #8); `token`..`token3` hold none. */
export const KAVENEGAR_TOKEN10_MAX_SPACES = 4;
const HALF_SPACE = '\u200c';

/**
 * The restaurant's name as `%token10`: runs of white space become one space, and spaces past the
 * fourth become half-spaces (ZWNJ), which keep Persian words apart on screen (decision 0023).
 */
export function kavenegarToken10(text: string): string {
  let spaces = 0;
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ /g, () => (++spaces <= KAVENEGAR_TOKEN10_MAX_SPACES ? ' ' : HALF_SPACE));
}

function readMessageId(reply: ProviderReply, secrets: string[]): string {
  const { status } = reply;
  if (status >= 500 || status === 429) {
    throw new SmsSendError(PROVIDER, 'unavailable', `${LABEL} answered with HTTP ${status}`, status);
  }
  const envelope = envelopeSchema.safeParse(parseJson(reply.text));
  if (!envelope.success) {
    throw new SmsSendError(
      PROVIDER,
      'bad_response',
      `${LABEL} answered HTTP ${status} without its JSON envelope`,
    );
  }
  const providerStatus = envelope.data.return.status;

  if (status === 200 && providerStatus === 200) {
    const entries = entriesSchema.safeParse(envelope.data.entries);
    if (!entries.success) {
      throw new SmsSendError(PROVIDER, 'bad_response', `${LABEL} reported success without a message id`);
    }
    return String(entries.data[0]!.messageid);
  }

  const said = quoteProviderText(envelope.data.return.message, secrets);
  if (providerStatus >= 500) {
    throw new SmsSendError(
      PROVIDER,
      'unavailable',
      `${LABEL} reported a server error (status ${providerStatus})${said}`,
      providerStatus,
    );
  }
  if (providerStatus >= 400 && (status === 200 || status === providerStatus)) {
    const meaning = STATUS_MEANINGS[providerStatus] ?? 'unknown error';
    throw new SmsSendError(
      PROVIDER,
      'rejected',
      `${LABEL} rejected the message: ${meaning} (status ${providerStatus})${said}`,
      providerStatus,
    );
  }
  throw new SmsSendError(
    PROVIDER,
    'bad_response',
    `${LABEL} answered HTTP ${status} with inconsistent status ${providerStatus}`,
  );
}
