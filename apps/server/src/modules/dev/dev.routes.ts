import { formatJalaliDateTime, toPersianDigits } from '@sofreh/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEMO_VENDOR_SLUG } from '../../demo/seed';
import type { ConsoleSms } from '../../integrations/sms/console-sms';
import { AppError } from '../../platform/errors';
import { requireVendor } from '../auth/auth.guard';
import type { AuthService } from '../auth/auth.service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Demo mode only: the codes the console SMS provider "sent", so the demo can be used without a phone.
 * Never registered outside DEMO, and even there only the demo vendor's, on its own host: its login
 * codes (each matched to one of its challenges) and its ready notices (which begin with its name). Another vendor's
 * codes would let anyone log in as its customers and staff (decision 0043).
 */
export async function devRoutes(
  app: FastifyInstance,
  { consoleSms, auth }: { consoleSms: ConsoleSms; auth: AuthService },
) {
  const page = { config: { access: 'public' as const } };

  /** The demo vendor of the request's host; any other host has no such page. */
  function demoVendor(request: FastifyRequest) {
    const vendor = requireVendor(request);
    if (vendor.slug !== DEMO_VENDOR_SLUG) throw new AppError('API_ENDPOINT_NOT_FOUND_ERR');
    return vendor;
  }

  async function demoCodes(request: FastifyRequest) {
    const vendor = demoVendor(request);
    const sent = consoleSms.recent();
    const ours = await Promise.all(sent.map((m) => auth.isVendorLoginCode(vendor.id, m.phoneNumber, m.code)));
    return sent.filter((_, i) => ours[i]);
  }

  function demoNotices(request: FastifyRequest) {
    const vendor = demoVendor(request);
    return consoleSms.notices().filter((m) => m.text.startsWith(`${vendor.name}:`));
  }

  app.get('/dev/sms.json', page, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return demoCodes(request);
  });

  app.get('/dev/sms/notices.json', page, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return demoNotices(request);
  });

  app.get('/dev/sms', page, async (request, reply) => {
    const rows = (await demoCodes(request))
      .map(
        (m) =>
          `<tr><td>${toPersianDigits(escapeHtml(m.phoneNumber))}</td><td class="code">${toPersianDigits(escapeHtml(m.code))}</td><td>${formatJalaliDateTime(m.sentAt)}</td></tr>`,
      )
      .join('');
    const notices = demoNotices(request)
      .map(
        (m) =>
          `<tr><td>${toPersianDigits(escapeHtml(m.phoneNumber))}</td><td>${escapeHtml(m.text)}</td><td>${formatJalaliDateTime(m.sentAt)}</td></tr>`,
      )
      .join('');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html dir="rtl" lang="fa"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>پیامک‌های نسخه نمایشی</title><style>body{font-family:Vazirmatn,Tahoma,sans-serif;margin:2rem;color:#333}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.5rem 1rem}.code{font-size:1.4rem;letter-spacing:.2rem;font-weight:bold}</style></head>
<body><h1>پیامک‌های ارسال‌شده (نسخه نمایشی)</h1><p>در نسخه نمایشی کد ورود به جای پیامک اینجا و در ترمینال سرور نمایش داده می‌شود. این صفحه هر ۵ ثانیه تازه می‌شود.</p>
<table><thead><tr><th>شماره</th><th>کد</th><th>زمان</th></tr></thead><tbody>${rows || '<tr><td colspan="3">هنوز کدی ارسال نشده است.</td></tr>'}</tbody></table>
<h2>پیام‌های دیگر (آماده بودن سفارش)</h2>
<table><thead><tr><th>شماره</th><th>متن</th><th>زمان</th></tr></thead><tbody>${notices || '<tr><td colspan="3">هنوز پیامی ارسال نشده است.</td></tr>'}</tbody></table></body></html>`;
  });
}
