// ZarinPal's documented answer codes (zarinpal.com/docs/paymentGateway/errorList; decision 0044),
// each said three ways: Persian for the customer at checkout, Persian for the restaurant's owner —
// what is wrong and what to register or change where — and English for the log.

export interface ZarinpalCode {
  /** For the customer: what happened and what they can do now. Never blames them for the owner's setup. */
  customer: string;
  /** For the owner, shown in the back office beside the payment: what to fix, where. */
  owner: string;
  en: string;
}

/** The customer cannot pay online at this restaurant until its owner fixes the gateway. */
const PAY_ANOTHER_WAY =
  'پرداخت آنلاین این رستوران فعلاً ممکن نیست؛ روش پرداخت دیگری را انتخاب کنید یا به رستوران خبر دهید.';
const TRY_AGAIN = 'درگاه پرداخت فعلاً پاسخ نمی‌دهد؛ چند دقیقه دیگر دوباره تلاش کنید.';
const SUPPORT = 'با پشتیبانی زرین‌پال تماس بگیرید.';
/** We send no wages (تسهیم) and no extra parameters: these mean the terminal's own settings are off. */
const WAGES_OWNER =
  'زرین‌پال تنظیمات تسهیم درگاه را نپذیرفت. سفره تسهیم نمی‌فرستد؛ تنظیمات تسهیم همین درگاه را در پنل زرین‌پال بررسی کنید یا ' +
  SUPPORT;

const CODES: Record<number, ZarinpalCode> = {
  [-9]: {
    customer: 'اطلاعات این پرداخت را درگاه نپذیرفت؛ دوباره تلاش کنید یا روش پرداخت دیگری را انتخاب کنید.',
    owner:
      'زرین‌پال درخواست پرداخت را نامعتبر دانست (خطای اعتبارسنجی). شناسه پذیرنده را در «تنظیمات › درگاه‌های پرداخت» سفره با شناسه پنل زرین‌پال مقایسه کنید؛ مبلغ هر پرداخت باید دست‌کم ۱٬۰۰۰ تومان باشد.',
    en: 'validation error',
  },
  [-10]: {
    customer: PAY_ANOTHER_WAY,
    owner:
      'زرین‌پال شناسه پذیرنده (مرچنت) یا آی‌پی سرور را نپذیرفت. شناسه پذیرنده‌ای را که در «تنظیمات › درگاه‌های پرداخت» سفره ثبت کرده‌اید با شناسه درگاه در پنل زرین‌پال (بخش درگاه‌ها) مقایسه کنید؛ اگر در پنل زرین‌پال محدودیت آی‌پی روشن است، آی‌پی سرور سفره را همان‌جا ثبت کنید.',
    en: 'merchant id or server IP not accepted',
  },
  [-11]: {
    customer: PAY_ANOTHER_WAY,
    owner: `درگاه زرین‌پال این رستوران فعال نیست. وضعیت درگاه را در پنل زرین‌پال ببینید یا ${SUPPORT}`,
    en: 'terminal is not active',
  },
  [-12]: {
    customer: TRY_AGAIN,
    owner: `زرین‌پال در زمانی کوتاه تلاش‌های زیادی از این درگاه دیده است؛ اگر تکرار شد ${SUPPORT}`,
    en: 'too many attempts',
  },
  [-13]: {
    customer: PAY_ANOTHER_WAY,
    owner:
      'سقف تراکنش درگاه زرین‌پال این رستوران پر شده است. برای برداشتن این محدودیت، مدارک خود را در پنل زرین‌پال کامل کنید یا با پشتیبانی زرین‌پال تماس بگیرید.',
    en: 'terminal limit reached',
  },
  [-14]: {
    customer: PAY_ANOTHER_WAY,
    owner:
      'درگاه زرین‌پال این رستوران برای دامنه دیگری ثبت شده است و زرین‌پال بازگشت مشتری به نشانی سایت رستوران ({host}) را نمی‌پذیرد. در پنل زرین‌پال، در تنظیمات همین درگاه، دامنه {host} را ثبت کنید (یا درخواست تغییر دامنه بدهید)؛ یا در سفره دامنه اختصاصی رستوران را همان دامنه‌ای بگذارید که در زرین‌پال ثبت است.',
    en: 'the callback URL domain does not match the domain registered for the terminal',
  },
  [-15]: {
    customer: PAY_ANOTHER_WAY,
    owner: `درگاه زرین‌پال این رستوران تعلیق شده است؛ ${SUPPORT}`,
    en: 'terminal suspended',
  },
  [-16]: {
    customer: PAY_ANOTHER_WAY,
    owner:
      'سطح تأیید حساب زرین‌پال این رستوران پایین‌تر از نقره‌ای است. احراز هویت و مدارک را در پنل زرین‌پال کامل کنید.',
    en: 'merchant level below silver',
  },
  [-17]: {
    customer: PAY_ANOTHER_WAY,
    owner:
      'حساب زرین‌پال این رستوران در سطح آبی محدود است. احراز هویت و مدارک را در پنل زرین‌پال کامل کنید تا سطح حساب بالا برود.',
    en: 'merchant limited at the blue level',
  },
  [-18]: {
    customer: PAY_ANOTHER_WAY,
    owner:
      'این شناسه پذیرنده برای دامنه دیگری ثبت شده و روی نشانی سایت رستوران ({host}) پذیرفته نمی‌شود. در پنل زرین‌پال، دامنه {host} را برای همین درگاه ثبت کنید.',
    en: 'the referrer address does not match the registered domain',
  },
  [-19]: {
    customer: PAY_ANOTHER_WAY,
    owner: `زرین‌پال ساختن تراکنش برای این درگاه را بسته است؛ ${SUPPORT}`,
    en: 'terminal transactions are banned',
  },
  [-30]: { customer: PAY_ANOTHER_WAY, owner: WAGES_OWNER, en: 'terminal does not accept floating wages' },
  [-31]: {
    customer: PAY_ANOTHER_WAY,
    owner: 'زرین‌پال برای این درگاه حساب بانکی پیش‌فرض نمی‌شناسد؛ حساب بانکی پیش‌فرض را در پنل زرین‌پال ثبت کنید.',
    en: 'no default bank account for wages',
  },
  [-32]: { customer: PAY_ANOTHER_WAY, owner: WAGES_OWNER, en: 'floating wages over the maximum' },
  [-33]: { customer: PAY_ANOTHER_WAY, owner: WAGES_OWNER, en: 'floating wages invalid' },
  [-34]: { customer: PAY_ANOTHER_WAY, owner: WAGES_OWNER, en: 'fixed wages over the maximum' },
  [-35]: { customer: PAY_ANOTHER_WAY, owner: WAGES_OWNER, en: 'too many wage parts' },
  [-36]: { customer: PAY_ANOTHER_WAY, owner: WAGES_OWNER, en: 'floating wage under 10,000 Rial' },
  [-37]: { customer: PAY_ANOTHER_WAY, owner: WAGES_OWNER, en: 'a wage IBAN is inactive at the bank' },
  [-38]: { customer: PAY_ANOTHER_WAY, owner: WAGES_OWNER, en: 'wages need an IBAN set in Shaparak' },
  [-39]: { customer: PAY_ANOTHER_WAY, owner: WAGES_OWNER, en: 'wages error' },
  [-40]: {
    customer: PAY_ANOTHER_WAY,
    owner: `زرین‌پال پارامترهای اضافه درخواست را نپذیرفت؛ ${SUPPORT}`,
    en: 'invalid extra params',
  },
  [-41]: {
    customer:
      'مبلغ این سفارش از سقف پرداخت آنلاین (۱۰۰ میلیون تومان) بیشتر است؛ روش پرداخت دیگری را انتخاب کنید.',
    owner: 'مبلغ این سفارش از سقف یک پرداخت در زرین‌پال (۱۰۰ میلیون تومان) بیشتر است.',
    en: 'amount over 100,000,000 Toman',
  },
  [-50]: {
    customer: 'مبلغ پرداخت‌شده با مبلغ سفارش یکسان نیست.',
    owner: 'مبلغی که زرین‌پال گرفته با مبلغ سفارش یکسان نیست؛ پرداخت پذیرفته نشد.',
    en: 'amount does not match the request',
  },
  [-51]: {
    customer: 'پرداخت انجام نشد.',
    owner: 'مشتری پرداخت را کامل نکرد یا بانک آن را نپذیرفت.',
    en: 'payment failed or was not made',
  },
  [-52]: {
    customer: TRY_AGAIN,
    owner: `زرین‌پال خطای پیش‌بینی‌نشده‌ای گزارش کرد؛ اگر تکرار شد ${SUPPORT}`,
    en: 'unexpected ZarinPal error',
  },
  [-53]: {
    customer: 'این پرداخت متعلق به این رستوران نیست.',
    owner:
      'این پرداخت با شناسه پذیرنده دیگری ساخته شده است؛ اگر شناسه پذیرنده را به‌تازگی عوض کرده‌اید، پرداخت‌های پیش از آن را در پنل زرین‌پال ببینید.',
    en: 'authority belongs to another merchant',
  },
  [-54]: {
    customer: 'شناسه پرداخت معتبر نیست.',
    owner: 'زرین‌پال این شناسه پرداخت را نمی‌شناسد.',
    en: 'invalid authority',
  },
  [-55]: {
    customer: 'شناسه پرداخت معتبر نیست.',
    owner: 'زرین‌پال این درخواست پرداخت دستی را پیدا نکرد.',
    en: 'manual payment request not found',
  },
  [-60]: {
    customer: 'بانک اجازه بازگرداندن این تراکنش را نمی‌دهد.',
    owner: 'بانک اجازه بازگرداندن این تراکنش را نمی‌دهد؛ مبلغ را دستی به مشتری بازگردانید.',
    en: 'the bank refuses to reverse it',
  },
  [-61]: {
    customer: 'فقط تراکنش موفق را می‌توان بازگرداند.',
    owner: 'زرین‌پال این پرداخت را موفق نمی‌داند و آن را بازنمی‌گرداند.',
    en: 'not a successful payment',
  },
  [-62]: {
    customer: 'آی‌پی سرور برای بازگرداندن وجه در زرین‌پال ثبت نشده است.',
    owner:
      'زرین‌پال بازگرداندن وجه را فقط از آی‌پی‌های ثبت‌شده می‌پذیرد. آی‌پی سرور سفره را در پنل زرین‌پال، در تنظیمات همین درگاه، ثبت کنید.',
    en: 'server IP not allowed to reverse',
  },
  [-63]: {
    customer: 'مهلت ۳۰ دقیقه‌ای بازگرداندن این تراکنش گذشته است.',
    owner:
      'زرین‌پال پرداخت را فقط تا ۳۰ دقیقه پس از پرداخت بازمی‌گرداند و این مهلت گذشته است؛ مبلغ را دستی بازگردانید.',
    en: 'reverse window (30 minutes from the payment) expired',
  },
};

const UNKNOWN: ZarinpalCode = {
  customer: 'درگاه پرداخت خطای ناشناخته‌ای گزارش کرد؛ روش پرداخت دیگری را انتخاب کنید.',
  owner: `زرین‌پال کدی گزارش کرد که در فهرست خطاهای مستند آن نیست؛ ${SUPPORT}`,
  en: 'undocumented code',
};

/** Every code ZarinPal documents, for tests and the fake server. */
export const ZARINPAL_DOCUMENTED_CODES: readonly number[] = Object.keys(CODES).map(Number);

/**
 * The three texts for a code. `host` is the vendor's own host, which the callback goes to: the codes
 * about a domain (-14, -18) name it, so the owner knows exactly what to register.
 */
export function zarinpalCode(code: number, host?: string): ZarinpalCode {
  const found = CODES[code] ?? UNKNOWN;
  const where = host ?? 'سایت رستوران';
  return { ...found, owner: found.owner.replaceAll('{host}', where) };
}
