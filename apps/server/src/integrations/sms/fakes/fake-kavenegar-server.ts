// A local stand-in for Kavenegar's verify/lookup endpoint, checking what the real one checks.
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

export const FAKE_KAVENEGAR_API_KEY = 'fake-kavenegar-api-key';
export const FAKE_KAVENEGAR_TEMPLATE = 'sofreh-login';
export const FAKE_KAVENEGAR_READY_TEMPLATE = 'sofreh-ready';

export interface FakeKavenegarOptions {
  apiKey?: string;
  template?: string;
  /** The "order ready" template: needs `token` (order number) and `token10` (restaurant name). */
  readyTemplate?: string;
}

export type FakeKavenegarRequest = FakeRequest<Record<string, string>>;

export interface FakeKavenegarServer extends FakeSmsServer<Record<string, string>> {
  /** Kavenegar's `entries` come as an array of messages, or as one message object: both are seen. */
  setEntriesShape(shape: 'array' | 'object'): void;
}

// Kavenegar's own texts for its statuses (kavenegar.com/rest.html). It answers with HTTP status =
// return.status.
const MESSAGES: Record<number, string> = {
  400: 'پارامترها ناقص هستند',
  401: 'حساب کاربری غیرفعال شده است',
  402: 'عملیات ناموفق بود',
  403: 'کد شناسائی API-Key معتبر نمی‌باشد',
  407: 'دسترسی به اطلاعات مورد نظر برای شما امکان پذیر نیست',
  409: 'سرور قادر به پاسخگوئی نیست بعدا تلاش کنید',
  411: 'دریافت کننده نامعتبر است',
  412: 'ارسال کننده نامعتبر است',
  416: 'IP سرویس مبدا با تنظیمات مطابقت ندارد',
  418: 'اعتبار حساب شما کافی نیست',
  422: 'داده‌ها به دلیل وجود کاراکتر نامناسب قابل پردازش نیستند',
  424: 'الگوی مورد نظر پیدا نشد',
  426: 'استفاده از این متد نیازمند سرویس پیشرفته می‌باشد',
  428: 'ارسال کد از طریق تماس تلفنی امکان‌پذیر نیست',
  429: 'IP محدود شده است',
  431: 'ساختار کد صحیح نمی‌باشد',
  432: 'پارامتر کد در متن پیام پیدا نشد',
  451: 'فراخوانی بیش از حد در بازه زمانی مشخص IP محدود شده',
  501: 'فقط امکان ارسال پیام تست به شماره صاحب حساب کاربری وجود دارد',
};

const LOOKUP_PATH = /^\/v1\/([^/]+)\/verify\/lookup\.json$/;
// Kavenegar tokens are a single word of at most 100 characters.
const TOKEN = /^\S{1,100}$/;
// token10 may hold a few words: at most 4 spaces (Kavenegar support, kavenegar-php issue #8).
const TOKEN10 = /^[^\s]+(?: [^\s]+){0,4}$/;

export async function startFakeKavenegarServer(
  options: FakeKavenegarOptions = {},
): Promise<FakeKavenegarServer> {
  const apiKey = options.apiKey ?? FAKE_KAVENEGAR_API_KEY;
  const template = options.template ?? FAKE_KAVENEGAR_TEMPLATE;
  const readyTemplate = options.readyTemplate ?? FAKE_KAVENEGAR_READY_TEMPLATE;
  const readyNotices: FakeReadyNotice[] = [];
  const requests: FakeKavenegarRequest[] = [];
  const delivered: Array<{ phoneNumber: string; code: string }> = [];
  const mode = createModeSwitch();
  let nextMessageId = 8_792_343;
  let entriesShape: 'array' | 'object' = 'array';

  const fail = (response: ServerResponse, status: number, providerStatus = status, message?: string) =>
    sendJson(response, status, {
      return: { status: providerStatus, message: message ?? MESSAGES[status] ?? 'خطای سرور' },
      entries: null,
    });

  const server = await listenOnLoopback(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const text = await readBody(request);
    const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const body = isForm ? Object.fromEntries(new URLSearchParams(text)) : {};
    requests.push({ method: request.method ?? '', path, headers: request.headers, body });

    const match = LOOKUP_PATH.exec(path);
    if (!match) return fail(response, 404, 404, 'Not Found');
    if (request.method !== 'POST') return fail(response, 405, 405, 'Method Not Allowed');

    const forced = mode.next();
    if (forced.kind === 'hang') return;
    if (forced.kind === 'garbage') return sendGarbage(response, forced.status);
    if (forced.kind === 'fail') return fail(response, forced.status, forced.providerStatus, forced.message);

    if (decodeURIComponent(match[1]!) !== apiKey) return fail(response, 403);
    const { receptor, token, template: requestedTemplate, type } = body;
    if (!receptor || !token || !requestedTemplate) return fail(response, 400);
    if (type !== undefined && type !== 'sms' && type !== 'call') return fail(response, 400);
    if (!IRANIAN_MOBILE.test(receptor)) return fail(response, 411);
    if (requestedTemplate !== template && requestedTemplate !== readyTemplate) return fail(response, 424);
    if (!TOKEN.test(token)) return fail(response, 431);
    for (const name of ['token2', 'token3'] as const) {
      if (body[name] !== undefined && !TOKEN.test(body[name])) return fail(response, 431);
    }
    if (body.token10 !== undefined && !TOKEN10.test(body.token10)) return fail(response, 431);

    if (requestedTemplate === readyTemplate) {
      if (!body.token10) return fail(response, 432);
      const values = Object.fromEntries(Object.entries(body).filter(([name]) => name.startsWith('token')));
      readyNotices.push({ phoneNumber: receptor, template: requestedTemplate, values });
    } else {
      delivered.push({ phoneNumber: receptor, code: token });
    }
    const entry = {
      messageid: nextMessageId++,
      message: `کد ورود شما: ${token}`,
      status: 1,
      statustext: 'در صف ارسال',
      sender: '10004346',
      receptor,
      date: Math.floor(Date.now() / 1000),
      cost: 120,
    };
    const entries = entriesShape === 'array' ? [entry] : entry;
    sendSuccess(
      response,
      { return: { status: 200, message: 'تایید شد' }, entries },
      forced.kind === 'garbleAfterSending',
    );
  });

  return {
    url: server.url,
    requests,
    delivered,
    readyNotices,
    setMode: mode.set,
    setEntriesShape(shape) {
      entriesShape = shape;
    },
    close: server.close,
  };
}
