import { z } from 'zod';
import { requireBaseUrl, requireText, requireTimeout } from './adapter-options';
import { type ProviderReply, parseJson, postToProvider, quoteProviderText } from './provider-http';
import { readyTemplateMissing } from './ready-notice';
import { type SmsDelivery, type SmsProvider, SmsSendError } from './sms-provider';

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

/**
 * Kavenegar's documented `return.status` values (kavenegar.com/rest.html, as its SDKs list them),
 * with what each means for us: `temporary` ones are worth trying again later (the provider busy or
 * rate limiting this IP); every other one will fail the same way until someone changes the account,
 * the key, the IP or the template. Its SDKs read only `return.status`, never the HTTP status.
 */
const STATUSES: Record<number, { meaning: string; temporary?: true }> = {
  400: { meaning: 'missing or invalid parameters' },
  401: { meaning: 'account deactivated' },
  402: { meaning: 'operation failed' },
  403: { meaning: 'invalid API key' },
  404: { meaning: 'unknown method' },
  405: { meaning: 'wrong HTTP method' },
  406: { meaning: 'required parameters empty' },
  407: { meaning: 'no access: this method needs the server IP set in the panel' },
  409: { meaning: 'server busy, try again later', temporary: true },
  411: { meaning: 'invalid receptor' },
  412: { meaning: 'invalid sender' },
  413: { meaning: 'message empty or too long' },
  414: { meaning: 'request too large' },
  415: { meaning: 'start index out of range' },
  416: { meaning: 'this server IP does not match the account settings' },
  417: { meaning: 'invalid date' },
  418: { meaning: 'insufficient credit' },
  419: { meaning: 'array lengths differ' },
  420: { meaning: 'links in messages are restricted for this account' },
  422: { meaning: 'invalid characters in the data' },
  424: { meaning: 'template not found or not approved' },
  426: { meaning: 'premium account needed' },
  427: { meaning: 'this line needs an access level' },
  428: { meaning: 'call verification not supported for this code' },
  429: { meaning: 'this server IP is blocked' },
  431: { meaning: 'code structure invalid' },
  432: { meaning: 'code parameter not found in the template' },
  451: { meaning: 'too many calls from this IP in a short time', temporary: true },
  501: { meaning: 'test accounts may only send to the account owner' },
};

const envelopeSchema = z.object({
  return: z.object({ status: z.number().int(), message: z.string().nullish() }),
  entries: z.unknown(),
});

/** `entries` is an array of sent messages, or one message as an object. */
const entrySchema = z.object({ messageid: z.union([z.number(), z.string().min(1)]) });
const entriesSchema = z.union([z.array(entrySchema).min(1), entrySchema]);

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
    return readDelivery(reply, [apiKey, ...secrets]);
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

function readDelivery(reply: ProviderReply, secrets: string[]): SmsDelivery {
  const { status } = reply;
  const envelope = envelopeSchema.safeParse(parseJson(reply.text));
  if (!envelope.success) {
    // Taken but unreadable: most likely sent. Counting it as failed would send the person a second SMS.
    if (status >= 200 && status < 300) {
      return unconfirmed(`${LABEL} answered HTTP ${status} without its JSON envelope`);
    }
    // Kavenegar answers with HTTP status = return.status; a bare page still says what it means.
    throw statusError(status, `${LABEL} answered HTTP ${status} without its JSON envelope`);
  }
  const providerStatus = envelope.data.return.status;
  if (providerStatus === 200) {
    const entries = entriesSchema.safeParse(envelope.data.entries);
    if (!entries.success) return unconfirmed(`${LABEL} reported success without a message id`);
    const first = Array.isArray(entries.data) ? entries.data[0]! : entries.data;
    return { provider: PROVIDER, messageId: String(first.messageid) };
  }
  const said = quoteProviderText(envelope.data.return.message, secrets);
  throw statusError(providerStatus, `${LABEL} refused the message`, said);
}

function unconfirmed(detail: string): SmsDelivery {
  return { provider: PROVIDER, messageId: null, unconfirmed: detail };
}

/** An error status by its documented meaning: temporary ones (409, 451, 5xx) are `unavailable`. */
function statusError(status: number, what: string, said = ''): SmsSendError {
  const known = STATUSES[status];
  const temporary = known ? known.temporary === true : status >= 500;
  const meaning = known?.meaning ?? (status >= 500 ? 'server error' : 'undocumented status');
  return new SmsSendError(
    PROVIDER,
    temporary ? 'unavailable' : 'rejected',
    `${what}: ${meaning} (status ${status}, ${temporary ? 'temporary' : 'permanent'})${said}`,
    status,
  );
}
