import type {
  TMenuCategory,
  TMenuItem,
  TMenuItemDetail,
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
