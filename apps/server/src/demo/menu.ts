import type { TSellChannel, TWeekday } from '@sofreh/domain';
import type { DishArt, Tone } from './food-art';

// The demo restaurant's menu: what an owner trying Sofreh sees first, so it reads like a real Tehran
// restaurant in 1405. Prices are in Toman, whole thousands; packaging is charged on items that leave
// in a box or a cup. Everything is taxed (withTax), as a registered restaurant's menu is.

/** The demo's opening hours (seed.ts); the shifts below stay inside them. */
export const DEMO_OPENING_HOURS: Array<{ dayOfWeek: TWeekday; startTime: string; endTime: string }> = [
  ...(['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU'] as const).map((dayOfWeek) => ({
    dayOfWeek,
    startTime: '11:00',
    endTime: '00:00',
  })),
  { dayOfWeek: 'FRI', startTime: '12:00', endTime: '00:00' },
];

export type DemoShift = 'lunch' | 'dinner';

export const DEMO_SHIFTS: Record<DemoShift, { title: string; windows: typeof DEMO_OPENING_HOURS }> = {
  lunch: {
    title: 'ناهار',
    windows: DEMO_OPENING_HOURS.map(({ dayOfWeek, startTime }) => ({
      dayOfWeek,
      startTime,
      endTime: '16:00',
    })),
  },
  dinner: {
    title: 'شام',
    windows: DEMO_OPENING_HOURS.map(({ dayOfWeek }) => ({ dayOfWeek, startTime: '18:00', endTime: '00:00' })),
  },
};

export type DemoToppingGroup = 'bread' | 'kebabSide' | 'pizzaExtra' | 'sauce' | 'burgerExtra' | 'soda';

export const DEMO_TOPPINGS: Record<DemoToppingGroup, { title: string; toppings: Array<[string, number]> }> = {
  bread: {
    title: 'نوع نان',
    toppings: [
      ['نان لواش', 0],
      ['نان بربری', 10_000],
      ['نان سنگک', 15_000],
    ],
  },
  kebabSide: {
    title: 'همراه کباب',
    toppings: [
      ['یک پرس برنج ایرانی', 95_000],
      ['گوجه کبابی اضافه', 25_000],
      ['کره محلی', 15_000],
      ['سبزی خوردن', 35_000],
    ],
  },
  pizzaExtra: {
    title: 'افزودنی پیتزا',
    toppings: [
      ['پنیر اضافه', 45_000],
      ['قارچ', 30_000],
      ['زیتون', 25_000],
      ['فلفل هالوپینو', 20_000],
    ],
  },
  sauce: {
    title: 'سس',
    toppings: [
      ['سس سیر', 15_000],
      ['سس تند', 15_000],
      ['سس باربیکیو', 15_000],
      ['سس قارچ', 20_000],
    ],
  },
  burgerExtra: {
    title: 'افزودنی برگر',
    toppings: [
      ['پنیر چدار', 35_000],
      ['قارچ سوخاری', 40_000],
      ['پیاز کاراملی', 25_000],
      ['تخم‌مرغ', 20_000],
    ],
  },
  soda: {
    title: 'طعم نوشابه',
    toppings: [
      ['کولا', 0],
      ['پرتقالی', 0],
      ['لیمویی', 0],
    ],
  },
};

type Offer = { group: DemoToppingGroup; min?: number; max: number };

export type DemoItem = {
  title: string;
  description: string;
  price: number;
  art: DishArt;
  /** Shifts it is sold in; none: always (drinks, desserts). */
  shifts: DemoShift[];
  packagingCost?: number;
  tags?: string[];
  toppings?: Offer[];
  /** Sold out today: on the back-office list, off the customer menu. */
  soldOut?: true;
};

export type DemoCategory = {
  title: string;
  description: string;
  sellChannels: TSellChannel[];
  tone: Tone;
  cutlery: 'fork' | 'spoon';
  items: DemoItem[];
};

const ALL_DAY: DemoShift[] = ['lunch', 'dinner'];
const ON_SITE: TSellChannel[] = ['SALON', 'QR', 'WEBSITE'];
const WITH_KIOSK: TSellChannel[] = [...ON_SITE, 'KIOSK'];

const kebab = (item: Omit<DemoItem, 'packagingCost' | 'toppings'>): DemoItem => ({
  ...item,
  packagingCost: 20_000,
  toppings: [
    { group: 'bread', min: 1, max: 1 },
    { group: 'kebabSide', max: 3 },
  ],
});

const pizza = (item: Omit<DemoItem, 'packagingCost' | 'toppings'>): DemoItem => ({
  ...item,
  packagingCost: 20_000,
  toppings: [
    { group: 'pizzaExtra', max: 3 },
    { group: 'sauce', max: 2 },
  ],
});

/** The same box for every item of a category. */
const boxed = (packagingCost: number, items: DemoItem[]) => items.map((item) => ({ ...item, packagingCost }));

/** The ready-made order notes a cashier of this kitchen picks most (default descriptions). */
export const DEMO_ORDER_NOTES = [
  'بدون پیاز',
  'بدون گوجه',
  'سس جدا',
  'تند باشد',
  'نان اضافه',
  'قاشق و چنگال یکبار مصرف نمی‌خواهد',
  'برنج کم',
  'زنگ نزنید، در بزنید',
];

export const DEMO_MENU: DemoCategory[] = [
  {
    title: 'پیش‌غذا',
    description: 'برای شروع، کنار نان تازه',
    sellChannels: ON_SITE,
    tone: 'olive',
    cutlery: 'spoon',
    items: [
      {
        title: 'سوپ جو',
        description: 'سوپ جو با شیر و سینه مرغ، جعفری تازه و یک برش لیموترش',
        price: 95_000,
        packagingCost: 10_000,
        art: 'soup',
        shifts: ALL_DAY,
      },
      {
        title: 'کشک بادمجان',
        description: 'بادمجان کبابی با کشک محلی، نعناع داغ، پیاز داغ و گردو؛ با نان تازه',
        price: 165_000,
        packagingCost: 10_000,
        tags: ['پرفروش', 'گیاهی'],
        art: 'kashk',
        shifts: ALL_DAY,
      },
      {
        title: 'میرزاقاسمی',
        description: 'بادمجان دودی، گوجه، سیر و تخم‌مرغ به سبک گیلان؛ با نان تازه',
        price: 155_000,
        packagingCost: 10_000,
        tags: ['گیاهی'],
        art: 'mirza',
        shifts: ALL_DAY,
      },
      {
        title: 'ماست و خیار',
        description: 'ماست پرچرب محلی با خیار، نعناع خشک، گل‌محمدی و کشمش',
        price: 75_000,
        packagingCost: 10_000,
        tags: ['گیاهی'],
        art: 'mast',
        shifts: ALL_DAY,
      },
      {
        title: 'زیتون پرورده',
        description: 'زیتون سبز رودبار با رب انار، گردوی تازه و گلپر',
        price: 95_000,
        packagingCost: 10_000,
        tags: ['گیاهی'],
        art: 'olive',
        shifts: ALL_DAY,
      },
      {
        title: 'سیب‌زمینی سرخ‌کرده',
        description: 'سیب‌زمینی خلالی ترد با ادویه مخصوص و سس گوجه',
        price: 125_000,
        packagingCost: 10_000,
        tags: ['گیاهی'],
        toppings: [{ group: 'sauce', max: 2 }],
        art: 'fries',
        shifts: ALL_DAY,
      },
    ],
  },
  {
    title: 'کباب',
    description: 'روی زغال و به سفارش شما؛ با گوجه و فلفل کبابی',
    sellChannels: ON_SITE,
    tone: 'sand',
    cutlery: 'fork',
    items: [
      kebab({
        title: 'کباب کوبیده',
        description: 'دو سیخ کوبیده مخلوط گوشت گوسفندی و گوساله، آبدار و خوش‌ادویه',
        price: 285_000,
        tags: ['پرفروش'],
        art: 'koobideh',
        shifts: ALL_DAY,
      }),
      kebab({
        title: 'جوجه کباب',
        description: 'سینه مرغ بی‌استخوان خوابانده در زعفران و لیموترش',
        price: 265_000,
        tags: ['پرفروش'],
        art: 'jujeh',
        shifts: ALL_DAY,
      }),
      kebab({
        title: 'جوجه کباب با استخوان',
        description: 'ران و سینه مرغ زعفرانی با استخوان، نرم و آبدار',
        price: 295_000,
        art: 'jujehBone',
        shifts: ALL_DAY,
      }),
      kebab({
        title: 'کباب برگ',
        description: 'دو سیخ فیله گوسفندی نرم، خوابانده در پیاز و زعفران',
        price: 545_000,
        art: 'barg',
        shifts: ALL_DAY,
      }),
      kebab({
        title: 'کباب بختیاری',
        description: 'تکه‌های فیله گوسفندی و جوجه زعفرانی، یکی در میان روی سیخ',
        price: 425_000,
        art: 'bakhtiari',
        shifts: ALL_DAY,
      }),
      kebab({
        title: 'کباب سلطانی',
        description: 'یک سیخ برگ و یک سیخ کوبیده؛ برای اشتهای کامل',
        price: 595_000,
        art: 'soltani',
        shifts: ALL_DAY,
      }),
      kebab({
        title: 'شیشلیک',
        description: 'چهار تکه دنده گوسفندی خوابانده در زعفران و ادویه؛ فقط شب‌ها',
        price: 895_000,
        tags: ['پیشنهاد سرآشپز'],
        art: 'shishlik',
        shifts: ['dinner'],
      }),
    ],
  },
  {
    title: 'خورش و برنج',
    description: 'پخت روز با برنج ایرانی؛ خورش‌ها فقط ظهرها',
    sellChannels: ON_SITE,
    tone: 'terracotta',
    cutlery: 'spoon',
    items: [
      {
        title: 'چلو خورش قورمه‌سبزی',
        description: 'سبزی معطر، لوبیا قرمز، گوشت گوساله و لیمو عمانی؛ با چلو زعفرانی',
        price: 265_000,
        packagingCost: 20_000,
        tags: ['پرفروش'],
        art: 'ghormeh',
        shifts: ['lunch'],
      },
      {
        title: 'چلو خورش قیمه',
        description: 'لپه، گوشت گوساله، لیمو عمانی و سیب‌زمینی خلالی؛ با چلو زعفرانی',
        price: 255_000,
        packagingCost: 20_000,
        art: 'gheymeh',
        shifts: ['lunch'],
      },
      {
        title: 'چلو خورش فسنجان',
        description: 'گردوی آسیاب‌شده، رب انار و مرغ؛ ملس و جاافتاده، با چلو زعفرانی',
        price: 325_000,
        packagingCost: 20_000,
        art: 'fesenjan',
        shifts: ['lunch'],
      },
      {
        title: 'زرشک‌پلو با مرغ',
        description: 'ران مرغ پخته در سس زعفران و گوجه، با زرشک‌پلو و خلال پسته',
        price: 295_000,
        packagingCost: 20_000,
        art: 'zereshkPolo',
        shifts: ALL_DAY,
      },
      {
        title: 'باقالی‌پلو با ماهیچه',
        description: 'ماهیچه گوسفندی آرام‌پز با باقالی‌پلوی شوید',
        price: 625_000,
        packagingCost: 20_000,
        tags: ['پیشنهاد سرآشپز'],
        art: 'baghaliPolo',
        shifts: ['lunch'],
      },
    ],
  },
  {
    title: 'پیتزا',
    description: 'خمیر تازه، پخته در تنور؛ بیشتر پیتزاها فقط شب‌ها',
    sellChannels: WITH_KIOSK,
    tone: 'peach',
    cutlery: 'fork',
    items: [
      pizza({
        title: 'پیتزا مخصوص نارنج',
        description: 'ژامبون گوشت، قارچ، فلفل دلمه‌ای، زیتون و پنیر موزارلا روی خمیر نازک',
        price: 395_000,
        art: 'pizzaNarenj',
        tags: ['پرفروش'],
        shifts: ['dinner'],
      }),
      pizza({
        title: 'پیتزا پپرونی',
        description: 'پپرونی تند، سس گوجه و پنیر موزارلای فراوان',
        price: 365_000,
        art: 'pizzaPepperoni',
        tags: ['تند'],
        shifts: ['dinner'],
      }),
      pizza({
        title: 'پیتزا مرغ و قارچ',
        description: 'سینه مرغ گریل‌شده، قارچ تازه، فلفل دلمه‌ای و پنیر پیتزا',
        price: 375_000,
        art: 'pizzaChicken',
        shifts: ['dinner'],
      }),
      pizza({
        title: 'پیتزا سبزیجات',
        description: 'قارچ، فلفل دلمه‌ای، ذرت، زیتون و گوجه‌گیلاسی',
        price: 315_000,
        art: 'pizzaVeggie',
        tags: ['گیاهی'],
        shifts: ALL_DAY,
      }),
      pizza({
        title: 'پیتزا مارگاریتا',
        description: 'سس گوجه، پنیر موزارلا و ریحان تازه',
        price: 285_000,
        art: 'pizzaMargherita',
        tags: ['گیاهی'],
        shifts: ALL_DAY,
      }),
    ],
  },
  {
    title: 'ساندویچ و برگر',
    description: 'نان تازه هر روز صبح؛ برگرها با سیب‌زمینی سرخ‌کرده',
    sellChannels: WITH_KIOSK,
    tone: 'saffron',
    cutlery: 'fork',
    items: boxed(15_000, [
      {
        title: 'همبرگر کلاسیک',
        description: '۱۵۰ گرم گوشت گوساله، کاهو، گوجه، خیارشور و سس مخصوص',
        price: 265_000,
        art: 'burger',
        toppings: [
          { group: 'burgerExtra', max: 3 },
          { group: 'sauce', max: 2 },
        ],
        shifts: ALL_DAY,
      },
      {
        title: 'چیزبرگر',
        description: 'برگر ۱۵۰ گرمی با پنیر چدار آب‌شده، کاهو و گوجه',
        price: 295_000,
        art: 'cheeseburger',
        tags: ['پرفروش'],
        toppings: [
          { group: 'burgerExtra', max: 3 },
          { group: 'sauce', max: 2 },
        ],
        shifts: ALL_DAY,
      },
      {
        title: 'ساندویچ مرغ سوخاری',
        description: 'فیله مرغ ترد، کاهو و سس مایونز در نان باگت',
        price: 235_000,
        art: 'chickenSandwich',
        toppings: [{ group: 'sauce', max: 2 }],
        shifts: ALL_DAY,
      },
      {
        title: 'هات‌داگ تند',
        description: 'سوسیس آلمانی، خردل، فلفل هالوپینو و سس تند در نان نرم',
        price: 185_000,
        art: 'hotdog',
        tags: ['تند'],
        toppings: [{ group: 'sauce', max: 2 }],
        shifts: ALL_DAY,
      },
      {
        title: 'ساندویچ رست‌بیف',
        description: 'گوشت گوساله آرام‌پز، قارچ، پنیر گودا و کاهو در نان باگت',
        price: 345_000,
        art: 'roastBeef',
        toppings: [{ group: 'sauce', max: 2 }],
        shifts: ALL_DAY,
        soldOut: true,
      },
    ]),
  },
  {
    title: 'سالاد',
    description: 'سبزی و صیفی تازه، هر روز',
    sellChannels: ON_SITE,
    tone: 'olive',
    cutlery: 'fork',
    items: boxed(10_000, [
      {
        title: 'سالاد سزار',
        description: 'کاهو رومی، مرغ گریل، نان تست، پنیر پارمزان و سس سزار',
        price: 245_000,
        art: 'caesar',
        shifts: ALL_DAY,
      },
      {
        title: 'سالاد شیرازی',
        description: 'خیار، گوجه و پیاز ریز با آبغوره و نعناع خشک',
        price: 65_000,
        art: 'shirazi',
        tags: ['گیاهی'],
        shifts: ALL_DAY,
      },
      {
        title: 'سالاد فصل',
        description: 'کاهو، کلم قرمز، هویج، ذرت و گوجه؛ با سس فرانسوی',
        price: 95_000,
        art: 'fasl',
        tags: ['گیاهی'],
        shifts: ALL_DAY,
      },
      {
        title: 'سالاد یونانی',
        description: 'خیار، گوجه، زیتون سیاه، پیاز قرمز و پنیر فتا با روغن زیتون',
        price: 185_000,
        art: 'greek',
        tags: ['گیاهی'],
        shifts: ALL_DAY,
      },
    ]),
  },
  {
    title: 'نوشیدنی',
    description: 'سرد و گرم، در تمام ساعات',
    sellChannels: WITH_KIOSK,
    tone: 'peach',
    cutlery: 'spoon',
    items: [
      {
        title: 'دوغ محلی',
        description: 'دوغ گازدار محلی با پونه و نعناع',
        price: 45_000,
        art: 'doogh',
        shifts: [],
      },
      {
        title: 'نوشابه',
        description: 'قوطی ۳۳۰ میلی‌لیتری، خنک',
        price: 40_000,
        art: 'soda',
        toppings: [{ group: 'soda', min: 1, max: 1 }],
        shifts: [],
      },
      {
        title: 'ماءالشعیر لیمویی',
        description: 'بطری شیشه‌ای، خنک',
        price: 45_000,
        art: 'delster',
        shifts: [],
      },
      {
        title: 'لیموناد نعناع',
        description: 'آب‌لیموی تازه، نعناع، سودا و یخ',
        price: 95_000,
        packagingCost: 5_000,
        art: 'lemonade',
        shifts: [],
      },
      {
        title: 'چای زعفرانی با نبات',
        description: 'چای دم‌کشیده ایرانی با زعفران و یک چوب نبات',
        price: 65_000,
        art: 'tea',
        shifts: [],
      },
      { title: 'آب معدنی', description: 'بطری نیم‌لیتری', price: 20_000, art: 'water', shifts: [] },
      {
        title: 'شربت بهارنارنج',
        description: 'شربت خانگی بهارنارنج با یخ؛ نوشیدنی نام‌آشنای نارنج',
        price: 85_000,
        packagingCost: 5_000,
        tags: ['پرفروش'],
        art: 'narenj',
        shifts: [],
      },
    ],
  },
  {
    title: 'دسر',
    description: 'شیرینیِ پایان سفره',
    sellChannels: WITH_KIOSK,
    tone: 'rose',
    cutlery: 'spoon',
    items: boxed(10_000, [
      {
        title: 'شله‌زرد',
        description: 'شله‌زرد زعفرانی با گلاب، خلال بادام، پسته و دارچین',
        price: 85_000,
        art: 'sholeh',
        shifts: [],
      },
      {
        title: 'فالوده شیرازی',
        description: 'رشته‌های یخ‌زده نشاسته با شربت گلاب، آبلیموی تازه و شربت آلبالو',
        price: 95_000,
        art: 'faloodeh',
        shifts: [],
      },
      {
        title: 'بستنی سنتی',
        description: 'بستنی زعفرانی با پسته و تکه‌های خامه، با دو لوله ویفر',
        price: 115_000,
        art: 'bastani',
        tags: ['پرفروش'],
        shifts: [],
      },
      {
        title: 'کیک شکلاتی',
        description: 'کیک شکلاتی خیس با گاناش و گیلاس',
        price: 145_000,
        art: 'cake',
        shifts: [],
      },
    ]),
  },
];
