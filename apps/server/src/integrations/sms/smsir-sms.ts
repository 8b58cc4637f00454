import { z } from 'zod';
import { requireBaseUrl, requireText, requireTimeout } from './adapter-options';
import { type ProviderReply, parseJson, postToProvider, quoteProviderText } from './provider-http';
import { readyTemplateMissing } from './ready-notice';
import { type SmsProvider, SmsSendError } from './sms-provider';

export interface SmsIrSmsOptions {
  apiKey: string;
  /** Id of the verify template approved in the SMS.ir panel. */
  templateId: number;
  /** The template's placeholder for the code, without the surrounding #. */
  parameterName?: string;
  /**
   * Id of the approved "your order is ready" template (SMSIR_READY_TEMPLATE_ID), with placeholders
   * #ORDER# (order number) and #VENDOR# (restaurant name). Without it ready notices are skipped.
   */
  readyTemplateId?: number;
  baseUrl?: string;
  timeoutMs?: number;
}

const PROVIDER = 'smsir';
const LABEL = 'SMS.ir';
const SUCCESS = 1;
/** Placeholder names the ready template must use. */
export const SMSIR_READY_PARAMETERS = { order: 'ORDER', vendor: 'VENDOR' } as const;

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
  const { readyTemplateId } = options;
  if (readyTemplateId !== undefined && (!Number.isSafeInteger(readyTemplateId) || readyTemplateId <= 0)) {
    throw new Error(`SMS.ir readyTemplateId must be a positive whole number, got ${readyTemplateId}`);
  }
  const endpoint = `${baseUrl}/v1/send/verify`;

  const verify = async (body: object, secrets: string[]) => {
    const reply = await postToProvider({
      provider: PROVIDER,
      label: LABEL,
      url: endpoint,
      headers: { 'X-API-KEY': apiKey, 'Content-Type': 'application/json', Accept: 'text/plain' },
      body: JSON.stringify(body),
      timeoutMs,
    });
    return { provider: PROVIDER, messageId: readMessageId(reply, [apiKey, ...secrets]) };
  };

  return {
    name: PROVIDER,
    async sendOtp({ phoneNumber, code }) {
      const parameters = [{ name: parameterName, value: code }];
      return verify({ mobile: phoneNumber, templateId, parameters }, [code, phoneNumber]);
    },
    async sendReadyNotice({ phoneNumber, vendorName, orderNumber }) {
      if (!readyTemplateId) throw readyTemplateMissing(PROVIDER, 'SMSIR_READY_TEMPLATE_ID');
      const parameters = [
        { name: SMSIR_READY_PARAMETERS.order, value: String(orderNumber) },
        { name: SMSIR_READY_PARAMETERS.vendor, value: vendorName },
      ];
      return verify({ mobile: phoneNumber, templateId: readyTemplateId, parameters }, [phoneNumber]);
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
