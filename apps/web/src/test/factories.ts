import type { TProfile, TVendorLanding } from '@sofreh/domain';

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
