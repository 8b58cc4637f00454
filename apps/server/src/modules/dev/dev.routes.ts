import { formatJalaliDateTime, toPersianDigits } from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ConsoleSms } from '../../integrations/sms/console-sms';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Demo mode only: the codes the console SMS provider "sent", so the demo can be used without a phone.
 * Never registered outside DEMO.
 */
export async function devRoutes(app: FastifyInstance, { consoleSms }: { consoleSms: ConsoleSms }) {
  app.get('/dev/sms.json', { config: { tenant: 'none' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return consoleSms.recent();
  });

  app.get('/dev/sms/notices.json', { config: { tenant: 'none' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return consoleSms.notices();
  });

  app.get('/dev/sms', { config: { tenant: 'none' } }, async (_request, reply) => {
    const rows = consoleSms
      .recent()
      .map(
        (m) =>
          `<tr><td>${toPersianDigits(escapeHtml(m.phoneNumber))}</td><td class="code">${toPersianDigits(escapeHtml(m.code))}</td><td>${formatJalaliDateTime(m.sentAt)}</td></tr>`,
      )
      .join('');
    const notices = consoleSms
      .notices()
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
