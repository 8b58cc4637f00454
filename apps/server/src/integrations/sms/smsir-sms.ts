import { z } from 'zod';
import { requireBaseUrl, requireText, requireTimeout } from './adapter-options';
import { type ProviderReply, parseJson, postToProvider, quoteProviderText } from './provider-http';
import { readyTemplateMissing } from './ready-notice';
import { type SmsDelivery, type SmsProvider, SmsSendError } from './sms-provider';

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
      // As SMS.ir's own client sends it: the API answers JSON to JSON.
      headers: { 'X-API-KEY': apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      timeoutMs,
    });
    return readDelivery(reply, [apiKey, ...secrets]);
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

/**
 * SMS.ir's answers (apidocs.sms.ir; its PHP client): HTTP 200 with `status: 1` is sent; 200 or 400
 * with another status is a logical refusal; 401 and 403 refuse the key or this server (permanent);
 * 429 and 5xx are temporary.
 */
function readDelivery(reply: ProviderReply, secrets: string[]): SmsDelivery {
  const { status } = reply;
  const envelope = envelopeSchema.safeParse(parseJson(reply.text));
  const said = envelope.success ? quoteProviderText(envelope.data.message, secrets) : '';
  if (status === 401 || status === 403) {
    const what =
      status === 401
        ? 'refused the API key'
        : 'denied access (the key lacks the right or this IP is not allowed)';
    throw new SmsSendError(
      PROVIDER,
      'rejected',
      `${LABEL} ${what}: authentication failed (HTTP ${status}, permanent)${said}`,
      status,
    );
  }
  if (status === 429 || status >= 500) {
    throw new SmsSendError(
      PROVIDER,
      'unavailable',
      `${LABEL} answered with HTTP ${status} (temporary)${said}`,
      status,
    );
  }
  if (status === 200) {
    // Taken but unreadable: most likely sent. Counting it as failed would send the person a second SMS.
    if (!envelope.success) return unconfirmed(`${LABEL} answered HTTP 200 without its JSON envelope`);
    if (envelope.data.status === SUCCESS) {
      const sent = sentSchema.safeParse(envelope.data.data);
      if (!sent.success) return unconfirmed(`${LABEL} reported success without a message id`);
      return { provider: PROVIDER, messageId: String(sent.data.messageId) };
    }
  }
  if (!envelope.success || envelope.data.status === SUCCESS) {
    throw new SmsSendError(
      PROVIDER,
      'bad_response',
      `${LABEL} answered HTTP ${status} without its JSON envelope`,
    );
  }
  throw new SmsSendError(
    PROVIDER,
    'rejected',
    `${LABEL} refused the message (HTTP ${status}, status ${envelope.data.status}, permanent)${said}`,
    envelope.data.status,
  );
}

function unconfirmed(detail: string): SmsDelivery {
  return { provider: PROVIDER, messageId: null, unconfirmed: detail };
}
