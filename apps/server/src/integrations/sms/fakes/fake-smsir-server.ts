// A local stand-in for SMS.ir's /v1/send/verify endpoint, checking what the real one checks.
import type { ServerResponse } from 'node:http';
import {
  createModeSwitch,
  type FakeReadyNotice,
  type FakeRequest,
  type FakeSmsServer,
  IRANIAN_MOBILE,
  listenOnLoopback,
  readBody,
  sendGarbage,
  sendJson,
  sendSuccess,
} from './fake-server-kit';

export const FAKE_SMSIR_API_KEY = 'fake-smsir-api-key';
export const FAKE_SMSIR_TEMPLATE_ID = 100_000;
export const FAKE_SMSIR_READY_TEMPLATE_ID = 100_001;

export interface FakeSmsIrOptions {
  apiKey?: string;
  templateId?: number;
  /** The placeholder the template expects. */
  parameterName?: string;
  /** The "order ready" template: needs parameters ORDER and VENDOR. */
  readyTemplateId?: number;
}

/** The parsed JSON body, or undefined when the body was not JSON. */
export type FakeSmsIrRequest = FakeRequest<unknown>;

// SMS.ir's numeric logic codes are not in our research notes; status 0 with a message stands in for them.
const GENERIC_FAILURE = 0;

const MESSAGES: Record<number, string> = {
  400: 'درخواست نامعتبر است',
  401: 'کلید وب سرویس نامعتبر است',
  403: 'دسترسی غیرمجاز است',
  406: 'قالب پاسخ درخواست‌شده پشتیبانی نمی‌شود',
  429: 'تعداد درخواست بیش از حد مجاز است',
};

export async function startFakeSmsIrServer(options: FakeSmsIrOptions = {}): Promise<FakeSmsServer<unknown>> {
  const apiKey = options.apiKey ?? FAKE_SMSIR_API_KEY;
  const templateId = options.templateId ?? FAKE_SMSIR_TEMPLATE_ID;
  const parameterName = options.parameterName ?? 'CODE';
  const readyTemplateId = options.readyTemplateId ?? FAKE_SMSIR_READY_TEMPLATE_ID;
  const readyNotices: FakeReadyNotice[] = [];
  const requests: FakeSmsIrRequest[] = [];
  const delivered: Array<{ phoneNumber: string; code: string }> = [];
  const mode = createModeSwitch();
  let nextMessageId = 12_345;

  const fail = (
    response: ServerResponse,
    status: number,
    providerStatus = GENERIC_FAILURE,
    message?: string,
  ) =>
    sendJson(response, status, {
      status: providerStatus,
      message: message ?? MESSAGES[status] ?? 'خطای غیر منتظره',
      data: null,
    });

  const server = await listenOnLoopback(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const text = await readBody(request);
    const body = parseJsonOrUndefined(text);
    requests.push({ method: request.method ?? '', path, headers: request.headers, body });

    if (path !== '/v1/send/verify') return fail(response, 404, GENERIC_FAILURE, 'Not Found');
    if (request.method !== 'POST') return fail(response, 405, GENERIC_FAILURE, 'Method Not Allowed');

    const forced = mode.next();
    if (forced.kind === 'hang') return;
    if (forced.kind === 'garbage') return sendGarbage(response, forced.status);
    if (forced.kind === 'fail') return fail(response, forced.status, forced.providerStatus, forced.message);

    if (request.headers['x-api-key'] !== apiKey) return fail(response, 401);
    // The API answers JSON only; a client asking for anything else is refused (SMS.ir's own client
    // sends Accept: application/json).
    const accept = request.headers.accept ?? '*/*';
    if (!/application\/json|\*\/\*/.test(accept)) {
      response.writeHead(406, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Acceptable');
      return;
    }
    if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
      return fail(response, 415, GENERIC_FAILURE, 'Unsupported Media Type');
    }
    if (!isRecord(body)) return fail(response, 400, GENERIC_FAILURE, 'بدنه درخواست نامعتبر است');
    const { mobile, templateId: requestedTemplate, parameters } = body;
    if (typeof mobile !== 'string' || !IRANIAN_MOBILE.test(mobile)) {
      return fail(response, 400, GENERIC_FAILURE, 'شماره موبایل نامعتبر است');
    }
    if (requestedTemplate === readyTemplateId) {
      const values = namedValues(parameters);
      const missing = ['ORDER', 'VENDOR'].find((name) => !values[name]);
      if (missing) return fail(response, 400, GENERIC_FAILURE, `پارامتر ${missing} ارسال نشده است`);
      readyNotices.push({ phoneNumber: mobile, template: String(readyTemplateId), values });
      return sendSuccess(
        response,
        { status: 1, message: 'موفق', data: { messageId: nextMessageId++, cost: 1.0 } },
        forced.kind === 'garbleAfterSending',
      );
    }
    if (requestedTemplate !== templateId)
      return fail(response, 400, GENERIC_FAILURE, 'شناسه قالب نامعتبر است');
    const code = Array.isArray(parameters)
      ? parameters.find((parameter) => isRecord(parameter) && parameter.name === parameterName)?.value
      : undefined;
    if (typeof code !== 'string' || code === '') {
      return fail(response, 400, GENERIC_FAILURE, `پارامتر ${parameterName} ارسال نشده است`);
    }

    delivered.push({ phoneNumber: mobile, code });
    sendSuccess(
      response,
      { status: 1, message: 'موفق', data: { messageId: nextMessageId++, cost: 1.0 } },
      forced.kind === 'garbleAfterSending',
    );
  });

  return { url: server.url, requests, delivered, readyNotices, setMode: mode.set, close: server.close };
}

/** The template's parameters as name → value; anything that is not a {name, value} pair of strings is ignored. */
function namedValues(parameters: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!Array.isArray(parameters)) return values;
  for (const parameter of parameters) {
    if (isRecord(parameter) && typeof parameter.name === 'string' && typeof parameter.value === 'string') {
      values[parameter.name] = parameter.value;
    }
  }
  return values;
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
