import { z } from 'zod';
import { requireBaseUrl, requireText, requireTimeout } from './adapter-options';
import { type ProviderReply, parseJson, postToProvider, quoteProviderText } from './provider-http';
import { type SmsProvider, SmsSendError } from './sms-provider';

export interface SmsIrSmsOptions {
  apiKey: string;
  /** Id of the verify template approved in the SMS.ir panel. */
  templateId: number;
  /** The template's placeholder for the code, without the surrounding #. */
  parameterName?: string;
  baseUrl?: string;
  timeoutMs?: number;
}

const PROVIDER = 'smsir';
const LABEL = 'SMS.ir';
const SUCCESS = 1;

const envelopeSchema = z.object({
  status: z.number().int(),
  message: z.string().nullish(),
  data: z.unknown(),
});

const sentSchema = z.object({ messageId: z.union([z.number(), z.string().min(1)]) });

export function createSmsIrSms(options: SmsIrSmsOptions): SmsProvider {
  const apiKey = requireText(options.apiKey, 'SMS.ir apiKey');
  const parameterName = requireText(options.parameterName ?? 'CODE', 'SMS.ir parameterName');
  const baseUrl = requireBaseUrl(options.baseUrl ?? 'https://api.sms.ir', 'SMS.ir baseUrl');
  const timeoutMs = requireTimeout(options.timeoutMs, 'SMS.ir timeoutMs');
  const { templateId } = options;
  if (!Number.isSafeInteger(templateId) || templateId <= 0) {
    throw new Error(`SMS.ir templateId must be a positive whole number, got ${templateId}`);
  }
  const endpoint = `${baseUrl}/v1/send/verify`;

  return {
    name: PROVIDER,
    async sendOtp({ phoneNumber, code }) {
      const reply = await postToProvider({
        provider: PROVIDER,
        label: LABEL,
        url: endpoint,
        headers: { 'X-API-KEY': apiKey, 'Content-Type': 'application/json', Accept: 'text/plain' },
        body: JSON.stringify({
          mobile: phoneNumber,
          templateId,
          parameters: [{ name: parameterName, value: code }],
        }),
        timeoutMs,
      });
      const messageId = readMessageId(reply, [apiKey, code, phoneNumber]);
      return { provider: PROVIDER, messageId };
    },
  };
}

function readMessageId(reply: ProviderReply, secrets: string[]): string {
  const { status } = reply;
  if (status >= 500 || status === 429) {
    throw new SmsSendError(PROVIDER, 'unavailable', `${LABEL} answered with HTTP ${status}`, status);
  }
  const envelope = envelopeSchema.safeParse(parseJson(reply.text));
  const readable = envelope.success && (status === 200 || status === 400 || status === 401);
  if (!readable || (status !== 200 && envelope.data.status === SUCCESS)) {
    throw new SmsSendError(
      PROVIDER,
      'bad_response',
      `${LABEL} answered HTTP ${status} without its JSON envelope`,
    );
  }

  if (status === 200 && envelope.data.status === SUCCESS) {
    const sent = sentSchema.safeParse(envelope.data.data);
    if (!sent.success) {
      throw new SmsSendError(PROVIDER, 'bad_response', `${LABEL} reported success without a message id`);
    }
    return String(sent.data.messageId);
  }

  const said = quoteProviderText(envelope.data.message, secrets);
  // A bad key is signalled by HTTP 401; the envelope status then says little, so report the 401.
  if (status === 401) {
    throw new SmsSendError(PROVIDER, 'rejected', `${LABEL} refused the API key (HTTP 401)${said}`, 401);
  }
  throw new SmsSendError(
    PROVIDER,
    'rejected',
    `${LABEL} rejected the message (HTTP ${status}, status ${envelope.data.status})${said}`,
    envelope.data.status,
  );
}
