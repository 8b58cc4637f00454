import { z } from 'zod';
import { normalizeRing, type RingProblem, ringProblem } from '../rules/delivery-zones';
import { normalizeIranianMobile } from '../rules/phone';
import { MAX_MONEY, normalizePersianLetters, ZMoney } from './catalog';

// Contracts of customer addresses (/api-identity/identity/address) and of the delivery service
// (/api-delivery/v1, with its /api-identity/identity/deliveryzones aliases). Coordinates are degrees;
// a polygon is one outer ring of [latitude, longitude] points.

export const ZDeliveryId = z.guid('شناسه معتبر نیست.').describe('Identifier (UUID)');
export const ZDeliveryIdParams = z.object({ id: ZDeliveryId });

export const PIN_MISSING_MESSAGE = 'محل آدرس را روی نقشه مشخص کنید.';

/** A missing coordinate means the person has not placed the pin; any other wrong value is just wrong. */
const coordinate = (name: string) =>
  z.number({
    error: (issue) => (issue.input === undefined ? PIN_MISSING_MESSAGE : `${name} را به عدد وارد کنید.`),
  });

export const ZLatitude = coordinate('عرض جغرافیایی')
  .min(-90, 'عرض جغرافیایی باید بین ۹۰- و ۹۰ باشد.')
  .max(90, 'عرض جغرافیایی باید بین ۹۰- و ۹۰ باشد.')
  .describe('Latitude in degrees');
export const ZLongitude = coordinate('طول جغرافیایی')
  .min(-180, 'طول جغرافیایی باید بین ۱۸۰- و ۱۸۰ باشد.')
  .max(180, 'طول جغرافیایی باید بین ۱۸۰- و ۱۸۰ باشد.')
  .describe('Longitude in degrees');

/** Where a map that has no pin yet opens: central Tehran. */
export const TEHRAN_CENTER = { latitude: 35.6892, longitude: 51.389 } as const;

// ─── Customer addresses ──────────────────────────────────────────────────────────────────────────

/** 20 saved addresses is more than anyone uses; the cap keeps a script from filling the table. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

export const ZCustomerAddress = z.object({
  id: z.string(),
  title: z.string().describe('A name the customer gives it, e.g. «خانه» or «محل کار»'),
  text: z.string().describe('The address line a courier reads'),
  details: z.string().nullable().describe('Plaque, unit, floor, bell'),
  latitude: z.number(),
  longitude: z.number(),
  receiverPhone: z.string().nullable().describe('Who the courier calls, when not the customer'),
});
export type TCustomerAddress = z.infer<typeof ZCustomerAddress>;
export const ZCustomerAddressList = z.array(ZCustomerAddress);

const ZAddressFields = z.object({
  title: z
    .string('عنوان آدرس را وارد کنید.')
    .trim()
    .min(1, 'عنوان آدرس را وارد کنید؛ مثلاً خانه یا محل کار.')
    .max(50, 'عنوان آدرس حداکثر ۵۰ حرف است.')
    .overwrite(normalizePersianLetters)
    .describe('e.g. «خانه», «محل کار»'),
  text: z
    .string('نشانی را وارد کنید.')
    .trim()
    .min(5, 'نشانی را کامل‌تر بنویسید؛ خیابان و کوچه را وارد کنید.')
    .max(300, 'نشانی حداکثر ۳۰۰ حرف است.')
    .overwrite(normalizePersianLetters)
    .describe('Street, alley: what the courier reads'),
  details: z
    .string()
    .trim()
    .max(200, 'جزئیات آدرس حداکثر ۲۰۰ حرف است.')
    .overwrite(normalizePersianLetters)
    .nullable()
    .describe('Plaque, unit, floor; empty for none'),
  latitude: ZLatitude.describe('The map pin’s latitude'),
  longitude: ZLongitude.describe('The map pin’s longitude'),
  receiverPhone: z
    .string()
    .trim()
    .refine((value) => value === '' || normalizeIranianMobile(value) !== null, {
      message: 'شماره موبایل گیرنده درست نیست؛ مثلاً ۰۹۱۲۳۴۵۶۷۸۹.',
    })
    .overwrite((value) => normalizeIranianMobile(value) ?? '')
    .nullable()
    .describe('Mobile number of the receiver when not the customer; empty for none'),
});

/**
 * The pin is sent whole (a moved pin changes both coordinates), and never at 0,0: that is in the
 * ocean off Africa, where a map that was never touched would put it. Runs even when other fields
 * are wrong, so that every problem shows beside its field at once.
 */
function checkPin(value: { latitude?: unknown; longitude?: unknown }, ctx: z.RefinementCtx) {
  const hasLat = value.latitude !== undefined;
  const hasLng = value.longitude !== undefined;
  if (hasLat !== hasLng) {
    ctx.addIssue({ code: 'custom', message: PIN_MISSING_MESSAGE, path: [hasLat ? 'longitude' : 'latitude'] });
  } else if (value.latitude === 0 && value.longitude === 0) {
    ctx.addIssue({ code: 'custom', message: PIN_MISSING_MESSAGE, path: ['latitude'] });
  }
}
/** The pin is checked beside the other fields' problems, but only on an object (null is refused as such). */
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const ZCreateAddressRequest = ZAddressFields.extend({
  details: ZAddressFields.shape.details.optional(),
  receiverPhone: ZAddressFields.shape.receiverPhone.optional(),
})
  .superRefine(checkPin, always)
  .describe('A new address; the map pin (latitude and longitude) is required');
export type TCreateAddressRequest = z.input<typeof ZCreateAddressRequest>;

/** Fields left out keep their value; a moved pin sends both coordinates. */
export const ZUpdateAddressRequest = ZAddressFields.partial()
  .extend({ id: ZDeliveryId })
  .superRefine(checkPin, always);
export type TUpdateAddressRequest = z.input<typeof ZUpdateAddressRequest>;

// ─── Delivery zones ──────────────────────────────────────────────────────────────────────────────

/** What a person is told about a drawn shape, by the web before saving and by the server after. */
export const RING_PROBLEM_MESSAGES: Record<RingProblem, string> = {
  TOO_FEW_POINTS: 'محدوده باید دست‌کم سه نقطه متفاوت داشته باشد.',
  TOO_MANY_POINTS: 'محدوده حداکثر ۲۰۰ نقطه می‌تواند داشته باشد.',
  NO_AREA: 'نقطه‌های محدوده روی یک خط هستند؛ محدوده باید مساحت داشته باشد.',
  SELF_INTERSECTING: 'خطوط محدوده نباید یکدیگر را قطع کنند یا روی هم بیفتند.',
};

export const ZPolygon = z
  .array(z.tuple([ZLatitude, ZLongitude]), 'محدوده را روی نقشه رسم کنید.')
  .max(1000, RING_PROBLEM_MESSAGES.TOO_MANY_POINTS)
  // Stored without repeats and without the closing point; a closed ring is accepted as well.
  .overwrite((points) => normalizeRing(points).map(([lat, lng]) => [lat, lng] as [number, number]))
  .superRefine(
    (ring, ctx) => {
      const problem = ringProblem(ring);
      if (problem) ctx.addIssue({ code: 'custom', message: RING_PROBLEM_MESSAGES[problem] });
    },
    // A point off the globe is reported on its own; the shape is judged once every point is valid.
    { when: (payload) => payload.issues.length === 0 },
  )
  .describe('One outer ring of [latitude, longitude] points, at least 3; closed or not');

export const ZZoneName = z
  .string('نام محدوده را وارد کنید.')
  .trim()
  .min(1, 'نام محدوده را وارد کنید.')
  .max(100, 'نام محدوده حداکثر ۱۰۰ حرف است.')
  .overwrite(normalizePersianLetters);

export const ZDeliveryZone = z.object({
  id: z.string().describe('The zone’s id, which is also its polygon’s id'),
  vendorsProperName: z.string().describe('The name the restaurant gives the area, e.g. «ونک و اطراف»'),
  price: z.number().int().describe('Delivery price in the vendor’s currency'),
  enabled: z.boolean().describe('Disabled zones are kept but deliver nowhere'),
  deliveryMinutes: z
    .number()
    .int()
    .describe('How long the courier takes to addresses in the zone: the customer’s expected time adds it'),
  polygon: z.array(z.tuple([z.number(), z.number()])).describe('[latitude, longitude] points, not closed'),
});
export type TDeliveryZone = z.infer<typeof ZDeliveryZone>;
export const ZDeliveryZoneList = z.array(ZDeliveryZone);

const ZDeliveryZoneFields = z.object({
  vendorsProperName: ZZoneName.describe('e.g. «ونک و اطراف»'),
  price: ZMoney.describe(`Delivery price, a whole number of the vendor’s currency (at most ${MAX_MONEY})`),
  enabled: z.boolean(),
  deliveryMinutes: z
    .number('زمان ارسال را به دقیقه وارد کنید.')
    .int('زمان ارسال باید عدد صحیح باشد.')
    .min(1, 'زمان ارسال دست‌کم ۱ دقیقه است.')
    .max(600, 'زمان ارسال بیش از حد است.')
    .describe('Minutes a courier takes to addresses in the zone'),
  polygon: ZPolygon,
});

/** A zone drawn without a courier time: half an hour, what Tehran couriers quote for a nearby area. */
export const DEFAULT_ZONE_DELIVERY_MINUTES = 30;

export const ZCreateDeliveryZoneRequest = ZDeliveryZoneFields.extend({
  enabled: z.boolean().default(true),
  deliveryMinutes: ZDeliveryZoneFields.shape.deliveryMinutes.default(DEFAULT_ZONE_DELIVERY_MINUTES),
});
export type TCreateDeliveryZoneRequest = z.input<typeof ZCreateDeliveryZoneRequest>;

/** Fields left out keep their value; a polygon, when sent, replaces the old one. */
export const ZUpdateDeliveryZoneRequest = ZDeliveryZoneFields.partial();
export type TUpdateDeliveryZoneRequest = z.input<typeof ZUpdateDeliveryZoneRequest>;

/** The identity service's PUT carries the id in the body, as its other PUTs do. */
export const ZUpdateDeliveryZoneWithIdRequest = ZUpdateDeliveryZoneRequest.extend({ id: ZDeliveryId });

export const ZEnableOrDisableRequest = z
  .object({ enabled: z.boolean().optional().describe('Set to this value; omitted: flip the current value') })
  .nullish();

/** An enabled zone as a customer sees it on the map: where the restaurant delivers and for how much. */
export const ZCoveredArea = ZDeliveryZone.omit({ enabled: true });
export type TCoveredArea = z.infer<typeof ZCoveredArea>;
export const ZCoveredAreaList = z.array(ZCoveredArea);

// ─── Delivery prices ─────────────────────────────────────────────────────────────────────────────

export const ZDeliveryPriceParams = z.object({ addressId: ZDeliveryId, vendorId: ZDeliveryId });

export const ZDeliveryPrice = z.object({
  addressId: z.string(),
  zoneId: z.string(),
  vendorsProperName: z.string(),
  price: z.number().int(),
});
export type TDeliveryPrice = z.infer<typeof ZDeliveryPrice>;

export const ZAddressesByZoneQuery = z.object({
  VendorId: ZDeliveryId.optional().describe('Must be the host’s vendor; defaults to it'),
});

export const ZCustomerAddressWithDelivery = ZCustomerAddress.extend({
  deliverable: z.boolean().describe('Whether the pin is inside an enabled delivery zone'),
  deliveryPrice: z.number().int().nullable().describe('The zone’s price; null when not deliverable'),
  zoneId: z.string().nullable(),
  vendorsProperName: z.string().nullable().describe('The zone’s name; null when not deliverable'),
});
export type TCustomerAddressWithDelivery = z.infer<typeof ZCustomerAddressWithDelivery>;
export const ZCustomerAddressWithDeliveryList = z.array(ZCustomerAddressWithDelivery);

/** What an order keeps of its address: later edits or deletion of the saved address do not change it. */
export type TAddressSnapshot = Omit<TCustomerAddress, 'id'> & { addressId: string };

export type TDeliveryQuote = {
  address: TAddressSnapshot;
  zoneId: string;
  vendorsProperName: string;
  price: number;
  deliveryMinutes: number;
};

// ─── Web configuration (GET /api/config) ─────────────────────────────────────────────────────────

export const ZWebConfig = z.object({
  mapTileUrl: z.string().describe('Leaflet tile URL template with {z}, {x}, {y} (and optionally {s})'),
  mapAttribution: z.string().describe('Credit line the tile provider asks for'),
  baseDomain: z
    .string()
    .describe('The platform domain: a restaurant’s site is <slug>.<baseDomain> unless it has its own'),
});
export type TWebConfig = z.infer<typeof ZWebConfig>;
