import type {
  TBankConfiguration,
  TCustomerAddressWithDelivery,
  TMenuCategory,
  TMenuItem,
  TMenuItemDetail,
  TOrder,
  TOrderListRow,
  TOrderQuote,
  TPriceBreakdown,
  TProfile,
  TSiteMenu,
  TToppingCategory,
  TVendorLanding,
  TVendorProfile,
} from '@sofreh/domain';

export function makeVendorLanding(overrides: Partial<TVendorLanding> = {}): TVendorLanding {
  return {
    id: 'vendor-1',
    slug: 'demo',
    name: 'رستوران سفره',
    logoUrl: null,
    coverUrl: null,
    currency: 'TOMAN',
    minimumBasket: 0,
    deliveryTypes: ['SERVE'],
    sellChannels: ['SALON', 'QR', 'WEBSITE'],
    offlineAccess: false,
    isOpen: true,
    nextOpening: null,
    openingHours: [],
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<TProfile> = {}): TProfile {
  return {
    id: 'user-1',
    phoneNumber: '09123456789',
    firstName: 'مریم',
    lastName: 'احمدی',
    email: null,
    kind: 'VENDOR',
    vendorId: 'vendor-1',
    ...overrides,
  };
}

export function makeVendorProfile(overrides: Partial<TVendorProfile> = {}): TVendorProfile {
  return {
    id: 'vendor-1',
    slug: 'demo',
    name: 'رستوران سفره',
    logoUrl: null,
    coverUrl: null,
    phone: '02188776655',
    address: 'تهران، ونک',
    latitude: null,
    longitude: null,
    currency: 'TOMAN',
    minimumBasket: 0,
    taxPercent: 10,
    serviceFeeType: 'PERCENTAGE',
    serviceFeeValue: 0,
    preparationMinutes: 20,
    deliveryTypes: ['SERVE', 'PICKUP'],
    sellChannels: ['SALON', 'QR', 'WEBSITE'],
    offlineAccess: false,
    printItemsOnFactor: true,
    ...overrides,
  };
}

type SiteMenuItem = TSiteMenu['categories'][number]['items'][number];

export function makeSiteMenuItem(
  overrides: Partial<SiteMenuItem> & Pick<SiteMenuItem, 'id' | 'title'>,
): SiteMenuItem {
  return {
    description: null,
    price: 100_000,
    packagingCost: 0,
    servePackagingCost: 0,
    withTax: false,
    imageUrl: null,
    tags: [],
    toppingCategories: [],
    orderable: true,
    soldOut: false,
    availableFrom: null,
    ...overrides,
  };
}

/** A small menu in the shape GET menucategories/site answers: kebabs with toppings, and drinks. */
export function makeSiteMenu(overrides: Partial<TSiteMenu> = {}): TSiteMenu {
  return {
    sellChannel: 'WEBSITE',
    categories: [
      {
        id: 'cat-kebab',
        title: 'کباب',
        description: 'روی زغال',
        items: [
          makeSiteMenuItem({
            id: 'koobideh',
            title: 'کباب کوبیده',
            description: 'دو سیخ کوبیده',
            price: 285_000,
            imageUrl: '/files/v1/koobideh-detail.webp',
            tags: ['پرفروش'],
            toppingCategories: [
              {
                id: 'tc-bread',
                title: 'نوع نان',
                minSelect: 1,
                maxSelect: 1,
                toppings: [
                  { id: 't-lavash', title: 'نان لواش', price: 0 },
                  { id: 't-barbari', title: 'نان بربری', price: 10_000 },
                ],
              },
              {
                id: 'tc-side',
                title: 'همراه کباب',
                minSelect: 0,
                maxSelect: 2,
                toppings: [
                  { id: 't-rice', title: 'برنج ایرانی', price: 95_000 },
                  { id: 't-butter', title: 'کره محلی', price: 15_000 },
                  { id: 't-herbs', title: 'سبزی خوردن', price: 35_000 },
                ],
              },
            ],
          }),
        ],
      },
      {
        id: 'cat-drinks',
        title: 'نوشیدنی',
        description: null,
        items: [
          makeSiteMenuItem({ id: 'doogh', title: 'دوغ محلی', price: 45_000, tags: ['خنک'] }),
          makeSiteMenuItem({ id: 'water', title: 'آب معدنی', price: 15_000 }),
        ],
      },
    ],
    ...overrides,
  };
}

let sequence = 0;
/** A fresh UUID-shaped id per call, so rows of one test never share a key. */
export function makeId(): string {
  sequence += 1;
  return `8f0e7c1a-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function makeMenuCategory(overrides: Partial<TMenuCategory> = {}): TMenuCategory {
  return {
    id: makeId(),
    title: 'کباب',
    description: null,
    sortOrder: 0,
    active: true,
    sellChannels: ['SALON'],
    printerStationId: null,
    itemCount: 0,
    ...overrides,
  };
}

export function makeMenuItem(overrides: Partial<TMenuItem> = {}): TMenuItem {
  return {
    id: makeId(),
    categoryId: 'category-1',
    categoryTitle: 'کباب',
    title: 'کباب کوبیده',
    description: null,
    price: 285000,
    packagingCost: 0,
    servePackagingCost: 0,
    withTax: false,
    active: true,
    available: true,
    imageUrl: null,
    tags: [],
    sortOrder: 0,
    ...overrides,
  };
}

export function makeMenuItemDetail(overrides: Partial<TMenuItemDetail> = {}): TMenuItemDetail {
  return { ...makeMenuItem(), toppingCategories: [], foodShiftIds: [], ...overrides };
}

export function makeToppingCategory(overrides: Partial<TToppingCategory> = {}): TToppingCategory {
  return { id: makeId(), title: 'سس', available: true, sortOrder: 0, toppingCount: 3, ...overrides };
}

// ─── Checkout and orders ─────────────────────────────────────────────────────────────────────────

export function makeTotals(overrides: Partial<TPriceBreakdown> = {}): TPriceBreakdown {
  return {
    sumOfItemsPrice: 90_000,
    sumOfItemToppingsPrice: 0,
    totalPackagingCost: 10_000,
    finalDiscountAmount: 0,
    serviceFeeType: 'PERCENTAGE',
    serviceFeeValue: 0,
    totalServiceFee: 0,
    tax: 9_000,
    deliveryCost: 0,
    tip: 0,
    finalPrice: 109_000,
    ...overrides,
  };
}

/** Two doogh, as the server would quote them: a packaging charge and VAT on top. */
export function makeQuote(overrides: Partial<TOrderQuote> = {}): TOrderQuote {
  return {
    lines: [
      {
        index: 0,
        menuItemId: 'doogh',
        title: 'دوغ محلی',
        count: 2,
        unitPrice: 45_000,
        packagingCost: 5_000,
        servePackagingCost: 0,
        withTax: true,
        isFreeItem: false,
        toppings: [],
        lineTotal: 90_000,
        orderable: true,
        problem: null,
      },
    ],
    totals: makeTotals(),
    currency: 'TOMAN',
    minimumBasket: 0,
    isOpen: true,
    discount: null,
    problems: [],
    canSubmit: true,
    ...overrides,
  };
}

export function makeDeliveryAddress(
  overrides: Partial<TCustomerAddressWithDelivery> = {},
): TCustomerAddressWithDelivery {
  return {
    id: makeId(),
    title: 'خانه',
    text: 'تهران، خیابان ولیعصر، کوچه نارون',
    details: 'پلاک ۱۲، واحد ۳',
    latitude: 35.7,
    longitude: 51.41,
    receiverPhone: null,
    deliverable: true,
    deliveryPrice: 35_000,
    zoneId: 'zone-1',
    vendorsProperName: 'مرکز شهر',
    ...overrides,
  };
}

export function makeBankConfiguration(overrides: Partial<TBankConfiguration> = {}): TBankConfiguration {
  return {
    bankTypes: ['SANDBOX', 'ZARIN_PAL'],
    preSelectedProvider: 'ZARIN_PAL',
    allowCash: true,
    allowCardOnDelivery: true,
    paymentMethods: ['ONLINE', 'CASH', 'CARD'],
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: '0b8e6f1c-3a52-4d7e-9f0a-1c2d3e4f5a6b',
    number: 42,
    source: 'WEBSITE',
    deliveryType: 'PICKUP',
    status: 'NEEDFORCALL',
    paymentMethod: 'CASH',
    paymentState: 'PENDING',
    customer: null,
    address: null,
    tableNumber: null,
    numberOfPerson: null,
    description: null,
    discount: null,
    totals: makeTotals(),
    taxPercent: 10,
    currency: 'TOMAN',
    preparationMinutes: 20,
    deliveryMinutes: null,
    rejectReason: null,
    rejectNote: null,
    refunds: [],
    refundOwed: 0,
    items: [
      {
        id: 'line-1',
        lineNumber: 0,
        menuItemId: 'koobideh',
        title: 'کباب کوبیده',
        unitPrice: 285_000,
        packagingCost: 0,
        servePackagingCost: 0,
        withTax: false,
        isFreeItem: false,
        count: 1,
        originalCount: 1,
        removedCount: 0,
        toppings: [{ id: 'lt-1', toppingId: 't-barbari', title: 'نان بربری', price: 10_000, count: 1 }],
      },
    ],
    removedItems: [],
    history: [],
    createdAt: '2026-11-25T09:30:00.000Z',
    updatedAt: '2026-11-25T09:30:00.000Z',
    ...overrides,
  };
}

export function makeOrderListRow(overrides: Partial<TOrderListRow> = {}): TOrderListRow {
  return {
    id: makeId(),
    number: 7,
    status: 'NEEDFORCALL',
    source: 'WEBSITE',
    deliveryType: 'PICKUP',
    paymentMethod: 'CASH',
    paymentState: 'PENDING',
    finalPrice: 295_000,
    currency: 'TOMAN',
    itemCount: 2,
    tableNumber: null,
    createdAt: '2026-11-25T09:30:00.000Z',
    refunded: 0,
    refundedAt: null,
    refundOwed: 0,
    ...overrides,
  };
}
