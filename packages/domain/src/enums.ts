import { z } from 'zod';

// Every enumeration of SPEC §3, spelt exactly as there. Persian labels follow SPEC §9 where it gives
// them; the others are the words Iranian restaurant staff use at the counter.

/** An enum schema together with the Persian label of each value. */
function labelled<const T extends readonly [string, ...string[]]>(
  values: T,
  labels: Record<T[number], string>,
) {
  return Object.assign(z.enum(values), { labels });
}

export const OrderStatus = labelled(
  [
    'SUBMITTED',
    'PAID',
    'CONFIRMED',
    'DELIVERED',
    'REJECTED',
    'FINISHED',
    'DELIVERING',
    'READYTOSHIPMENT',
    'READYTOPICKUP',
    'READYTOSERVE',
    'NEEDFORCALL',
  ],
  {
    SUBMITTED: 'در انتظار پرداخت',
    PAID: 'پرداخت‌شده',
    CONFIRMED: 'تأییدشده',
    DELIVERED: 'تحویل‌شده',
    REJECTED: 'ردشده',
    FINISHED: 'پایان‌یافته',
    DELIVERING: 'در حال ارسال',
    READYTOSHIPMENT: 'آماده ارسال',
    READYTOPICKUP: 'آماده تحویل حضوری',
    READYTOSERVE: 'آماده سرو',
    NEEDFORCALL: 'در صف بررسی',
  },
);
export type TOrderStatus = z.infer<typeof OrderStatus>;

export const OrderSource = labelled(['WEBSITE', 'QR', 'SALON', 'SNAPPFOOD', 'KIOSK'], {
  WEBSITE: 'وب‌سایت',
  QR: 'آنلاین',
  SALON: 'سالن',
  SNAPPFOOD: 'مارکت‌پلیس',
  KIOSK: 'کیوسک',
});
export type TOrderSource = z.infer<typeof OrderSource>;

export const DeliveryType = labelled(['DELIVER', 'PICKUP', 'SERVE', 'ZFEXPRESS'], {
  SERVE: 'سرو در محل',
  DELIVER: 'ارسال با پیک',
  PICKUP: 'تحویل حضوری',
  ZFEXPRESS: 'پیک اکسپرس',
});
export type TDeliveryType = z.infer<typeof DeliveryType>;

export const PaymentMethod = labelled(['CARD', 'CASH', 'ONLINE', 'UNPAID', 'FOODRO', 'CREDIT'], {
  CARD: 'کارت',
  CASH: 'نقدی',
  ONLINE: 'آنلاین',
  UNPAID: 'پرداخت‌نشده',
  FOODRO: 'کیف پول فودرو',
  CREDIT: 'اعتباری',
});
export type TPaymentMethod = z.infer<typeof PaymentMethod>;

/** The menu side's wider list of ways to pay (SPEC §3). */
export const MenuPaymentMethod = labelled(
  [
    'CARD',
    'CASH',
    'ONLINE',
    'UNPAID',
    'FOODRO',
    'CREDIT',
    'POS',
    'SNAPP_PAY_DIRECTDEBIT',
    'SNAPP_PAY_POSTPAID',
    'SNAPP_FOOD_WALLET',
    'SMS_PAY',
  ],
  {
    CARD: 'کارت',
    CASH: 'نقدی',
    ONLINE: 'آنلاین',
    UNPAID: 'پرداخت‌نشده',
    FOODRO: 'کیف پول فودرو',
    CREDIT: 'اعتباری',
    POS: 'کارت‌خوان',
    SNAPP_PAY_DIRECTDEBIT: 'اسنپ‌پی (برداشت مستقیم)',
    SNAPP_PAY_POSTPAID: 'اسنپ‌پی (پس‌پرداخت)',
    SNAPP_FOOD_WALLET: 'کیف پول اسنپ‌فود',
    SMS_PAY: 'پرداخت پیامکی',
  },
);

/**
 * SPEC §3's payment providers, plus SANDBOX: the built-in test gateway (decision 0008). It is ours,
 * not a company's, and a server offers it only when PAYMENT_SANDBOX is on.
 */
export const PaymentProvider = labelled(
  [
    'ZARIN_PAL',
    'VANDAR',
    'JIBIT',
    'SNAPP_PAY_DIRECTDEBIT',
    'SNAPP_PAY_POSTPAID',
    'SNAPP_FOOD_WALLET',
    'POS',
    'NONE',
    'KIOSK',
    'SANDBOX',
  ],
  {
    ZARIN_PAL: 'زرین‌پال',
    VANDAR: 'وندار',
    JIBIT: 'جیبیت',
    SNAPP_PAY_DIRECTDEBIT: 'اسنپ‌پی (برداشت مستقیم)',
    SNAPP_PAY_POSTPAID: 'اسنپ‌پی (پس‌پرداخت)',
    SNAPP_FOOD_WALLET: 'کیف پول اسنپ‌فود',
    POS: 'کارت‌خوان',
    NONE: 'بدون درگاه',
    KIOSK: 'کیوسک',
    SANDBOX: 'درگاه آزمایشی',
  },
);
export type TPaymentProvider = z.infer<typeof PaymentProvider>;

export const BankGateway = labelled(
  ['MELLAT', 'MELLI', 'TEJARAT', 'SAMAN', 'ASANPARDAKHT', 'PARSIAN_DLL', 'PARSIAN_JSON', 'PASARGAD'],
  {
    MELLAT: 'بانک ملت',
    MELLI: 'بانک ملی',
    TEJARAT: 'بانک تجارت',
    SAMAN: 'بانک سامان',
    ASANPARDAKHT: 'آسان‌پرداخت',
    PARSIAN_DLL: 'بانک پارسیان',
    PARSIAN_JSON: 'بانک پارسیان (JSON)',
    PASARGAD: 'بانک پاسارگاد',
  },
);

export const CourierService = labelled(['MIARE', 'SNAPPBOX', 'EXPRESSPLUS', 'BORDAR'], {
  MIARE: 'میاره',
  SNAPPBOX: 'اسنپ‌باکس',
  EXPRESSPLUS: 'اکسپرس‌پلاس',
  BORDAR: 'بردار',
});

/** The variant courier list (SPEC §3) that also names the restaurant's own fleet and the marketplace express. */
export const CourierServiceVariant = labelled(['MIARE', 'SNAPP_BOX', 'OWN_FLEET', 'ZFEXPRESS', 'BORDAR'], {
  MIARE: 'میاره',
  SNAPP_BOX: 'اسنپ‌باکس',
  OWN_FLEET: 'پیک رستوران',
  ZFEXPRESS: 'پیک اکسپرس',
  BORDAR: 'بردار',
});

export const CourierTripStatus = labelled(
  [
    'REQUESTED',
    'ACCEPTED',
    'PICKED_UP',
    'DELIVERED',
    'CANCELED_BY_PROVIDER',
    'CANCELED_BY_US',
    'ASSIGNED',
    'ATRESTAURANT',
    'TIMED_OUT',
    'ACK',
  ],
  {
    REQUESTED: 'درخواست‌شده',
    ACCEPTED: 'پذیرفته‌شده',
    PICKED_UP: 'تحویل به پیک',
    DELIVERED: 'تحویل‌شده',
    CANCELED_BY_PROVIDER: 'لغو از سوی سرویس پیک',
    CANCELED_BY_US: 'لغو از سوی رستوران',
    ASSIGNED: 'پیک تعیین شد',
    ATRESTAURANT: 'پیک در رستوران',
    TIMED_OUT: 'پایان مهلت',
    ACK: 'دریافت شد',
  },
);

export const DeliveryTripStatus = labelled(
  [
    'INITIATED',
    'TRIPREQUESTED',
    'BIKERASSIGNED',
    'BIKERACCEPTED',
    'ATSOURCE',
    'PICKEDUP',
    'ATDESTINATION',
    'DELIVERED',
    'CANCELED',
    'TIMEOUT',
    'INTERRUPTED',
    'BATCHASSIGNED',
  ],
  {
    INITIATED: 'ایجادشده',
    TRIPREQUESTED: 'درخواست پیک',
    BIKERASSIGNED: 'پیک تعیین شد',
    BIKERACCEPTED: 'پیک پذیرفت',
    ATSOURCE: 'پیک در رستوران',
    PICKEDUP: 'تحویل به پیک',
    ATDESTINATION: 'پیک در مقصد',
    DELIVERED: 'تحویل‌شده',
    CANCELED: 'لغوشده',
    TIMEOUT: 'پایان مهلت',
    INTERRUPTED: 'متوقف‌شده',
    BATCHASSIGNED: 'ارسال گروهی',
  },
);

export const DiscountCodeType = labelled(['MONEY', 'PERCENTAGE', 'FREESHIPPING', 'FREEITEM'], {
  MONEY: 'مبلغی',
  PERCENTAGE: 'درصدی',
  FREESHIPPING: 'ارسال رایگان',
  FREEITEM: 'آیتم رایگان',
});

export const DiscountKind = labelled(['PERCENTAGE', 'FIX'], { PERCENTAGE: 'درصدی', FIX: 'مبلغ ثابت' });

/** Discount entered by staff in offline ordering: percentage or money. */
export const OfflineDiscountType = labelled(['PERCENTAGE', 'MONEY'], { PERCENTAGE: 'درصدی', MONEY: 'مبلغی' });

export const CustomerSegmentKind = labelled(
  [
    'NEW_CUSTOMER',
    'RECENT_CUSTOMER',
    'ORDER_TYPE_CUSTOMER',
    'ALL_CUSTOMER',
    'ACTIVE_CUSTOMER',
    'LOYAL_CUSTOMER',
    'DISABLE_CUSTOMER',
    'UNHAPPY_CUSTOMER',
    'REGISTER_CUSTOMER',
  ],
  {
    NEW_CUSTOMER: 'مشتریان جدید',
    RECENT_CUSTOMER: 'مشتریان اخیر',
    ORDER_TYPE_CUSTOMER: 'بر اساس نوع سفارش',
    ALL_CUSTOMER: 'همه مشتریان',
    ACTIVE_CUSTOMER: 'مشتریان فعال',
    LOYAL_CUSTOMER: 'مشتریان وفادار',
    DISABLE_CUSTOMER: 'مشتریان غیرفعال',
    UNHAPPY_CUSTOMER: 'مشتریان ناراضی',
    REGISTER_CUSTOMER: 'مشتریان ثبت‌نامی',
  },
);

export const CustomFieldType = labelled(
  ['INT', 'TEXT', 'TEXT_AREA', 'MULTI', 'SELECT', 'RADIO', 'BOOLEAN', 'DISCOUNT_CODE'],
  {
    INT: 'عدد',
    TEXT: 'متن کوتاه',
    TEXT_AREA: 'متن بلند',
    MULTI: 'چندانتخابی',
    SELECT: 'فهرست کشویی',
    RADIO: 'تک‌انتخابی',
    BOOLEAN: 'بله/خیر',
    DISCOUNT_CODE: 'کد تخفیف',
  },
);

export const IdentityLookupKey = labelled(['VENDOR_ID', 'USER_ID', 'SUBDOMAIN'], {
  VENDOR_ID: 'شناسه رستوران',
  USER_ID: 'شناسه کاربر',
  SUBDOMAIN: 'زیردامنه',
});

export const Currency = labelled(['TOMAN', 'RIAL'], { TOMAN: 'تومان', RIAL: 'ریال' });
export type TCurrency = z.infer<typeof Currency>;

export const SubscriptionKind = labelled(['CONTRACT', 'SERVICE'], { CONTRACT: 'قرارداد', SERVICE: 'سرویس' });

export const TransactionState = labelled(['INIT', 'PENDING', 'FAILED', 'DONE'], {
  INIT: 'ایجادشده',
  PENDING: 'در انتظار بانک',
  FAILED: 'ناموفق',
  DONE: 'موفق',
});

export const TransactionKind = labelled(['TOPUP', 'REFUND'], { TOPUP: 'شارژ', REFUND: 'بازگشت وجه' });

export const PaymentState = labelled(['PENDING', 'PAID', 'FAILED'], {
  PENDING: 'در انتظار پرداخت',
  PAID: 'پرداخت‌شده',
  FAILED: 'ناموفق',
});
export type TPaymentState = z.infer<typeof PaymentState>;

/** Kinds of user. SPEC §6 names customer and staff, and says vendors (owners) and bikers exist too. */
export const UserKind = labelled(['CUSTOMER', 'STAFF', 'VENDOR', 'BIKER'], {
  CUSTOMER: 'مشتری',
  STAFF: 'کارمند',
  VENDOR: 'مالک رستوران',
  BIKER: 'پیک',
});
export type TUserKind = z.infer<typeof UserKind>;

export const Weekday = labelled(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], {
  SAT: 'شنبه',
  SUN: 'یکشنبه',
  MON: 'دوشنبه',
  TUE: 'سه‌شنبه',
  WED: 'چهارشنبه',
  THU: 'پنجشنبه',
  FRI: 'جمعه',
});
export type TWeekday = z.infer<typeof Weekday>;
/** The Iranian week starts on Saturday; lists shown to people use this order. */
export const WEEKDAYS_IRANIAN_ORDER: readonly TWeekday[] = ['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI'];

export const SurveyQuestionType = labelled(['MULTIPLECHOICE', 'TEXT', 'RATING'], {
  MULTIPLECHOICE: 'چندگزینه‌ای',
  TEXT: 'متنی',
  RATING: 'امتیازی',
});

export const SurveySide = labelled(['PROS', 'CONS'], { PROS: 'نقاط قوت', CONS: 'نقاط ضعف' });

export const TableState = labelled(['FREE', 'RESERVED'], { FREE: 'آزاد', RESERVED: 'رزروشده' });

export const PrintStation = labelled(['KITCHEN', 'CUSTOMER'], {
  KITCHEN: 'آشپزخانه',
  CUSTOMER: 'صندوق (فیش مشتری)',
});

export const TableChannel = labelled(['QR', 'SALON'], { QR: 'کیوآر', SALON: 'سالن' });

export const ReportPeriod = labelled(['TODAY', 'YESTERDAY', 'LAST_7_DAY', 'LAST_30_DAY', 'CURRENT_MONTH'], {
  TODAY: 'امروز',
  YESTERDAY: 'دیروز',
  LAST_7_DAY: '۷ روز گذشته',
  LAST_30_DAY: '۳۰ روز گذشته',
  CURRENT_MONTH: 'ماه جاری',
});

export const CreditType = labelled(['DIRECTDEBIT', 'POSTPAID'], {
  DIRECTDEBIT: 'برداشت مستقیم',
  POSTPAID: 'پس‌پرداخت',
});

/** Sell channel of a catalog menu. A menu defaults to SALON; a server-side menu defaults to QR. */
export const SellChannel = labelled(['SALON', 'QR', 'WEBSITE', 'KIOSK', 'SNAPPFOOD'], {
  SALON: 'سالن',
  QR: 'کیوآر',
  WEBSITE: 'وب‌سایت',
  KIOSK: 'کیوسک',
  SNAPPFOOD: 'اسنپ‌فود',
});
export const DEFAULT_SELL_CHANNEL = 'SALON' as const;
export const DEFAULT_SERVER_SELL_CHANNEL = 'QR' as const;

export const OrderingStep = labelled(['DELIVERY_TYPE', 'MENU', 'OVERVIEW', 'ORDER_DETAILS'], {
  DELIVERY_TYPE: 'نوع تحویل',
  MENU: 'منو',
  OVERVIEW: 'بازبینی',
  ORDER_DETAILS: 'جزئیات سفارش',
});

export const ServiceFeeType = labelled(['PERCENTAGE', 'FIX'], { PERCENTAGE: 'درصدی', FIX: 'مبلغ ثابت' });

/**
 * Why the restaurant rejected an order (issue 19.4, decision 0046). The labels are written for the
 * customer, who reads them on their order page; OTHER needs the restaurant's own words.
 */
export const RejectReason = labelled(
  [
    'ITEMS_UNAVAILABLE',
    'TOO_BUSY',
    'CLOSED',
    'OUT_OF_AREA',
    'CUSTOMER_UNREACHABLE',
    'CUSTOMER_REQUEST',
    'OTHER',
  ],
  {
    ITEMS_UNAVAILABLE: 'برخی از غذاهای سفارش تمام شده است',
    TOO_BUSY: 'رستوران در این ساعت سفارش بیشتری نمی‌پذیرد',
    CLOSED: 'رستوران اکنون بسته است',
    OUT_OF_AREA: 'آدرس شما بیرون از محدوده ارسال رستوران است',
    CUSTOMER_UNREACHABLE: 'برای هماهنگی با شما تماس گرفتیم اما پاسخی نگرفتیم',
    CUSTOMER_REQUEST: 'به درخواست خودتان لغو شد',
    OTHER: 'دلیل دیگر',
  },
);
export type TRejectReason = z.infer<typeof RejectReason>;
