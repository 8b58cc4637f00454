import { ZCreateAddressRequest, ZCreateDeliveryZoneRequest } from '@sofreh/domain';
import type { Database } from '../db/database';
import { findUserByPhone } from '../modules/auth/auth.repository';
import { insertAddress } from '../modules/delivery/addresses.repository';
import { countZones, insertZone, lockVendorZones } from '../modules/delivery/delivery-zones.repository';
import { findVendorById, updateVendor } from '../modules/vendors/vendors.repository';

/** رستوران نارنج stands near میدان ونک, in the middle of Tehran's north. */
export const DEMO_LOCATION = {
  address: 'تهران، میدان ونک، ابتدای خیابان ملاصدرا',
  latitude: 35.758,
  longitude: 51.4095,
};

/**
 * Where it delivers, drawn roughly along the streets: Vanak and its side streets, the Jordan and
 * Mirdamad blocks to the north and east (an L around the first zone, sharing its borders), and
 * Tajrish further north — drawn but switched off, as a restaurant does with an area it serves only
 * when it has couriers to spare.
 */
export const DEMO_ZONES = [
  {
    vendorsProperName: 'ونک و اطراف',
    price: 30_000,
    enabled: true,
    polygon: [
      [35.764, 51.398],
      [35.764, 51.418],
      [35.748, 51.418],
      [35.748, 51.402],
      [35.752, 51.398],
    ],
  },
  {
    vendorsProperName: 'جردن و میرداماد',
    price: 45_000,
    enabled: true,
    polygon: [
      [35.782, 51.405],
      [35.782, 51.44],
      [35.756, 51.44],
      [35.756, 51.418],
      [35.764, 51.418],
      [35.764, 51.405],
    ],
  },
  {
    vendorsProperName: 'تجریش',
    price: 60_000,
    enabled: false,
    polygon: [
      [35.815, 51.415],
      [35.815, 51.445],
      [35.795, 51.445],
      [35.795, 51.415],
    ],
  },
];

/** The demo customer's home, a few streets from the restaurant, inside «ونک و اطراف». */
export const DEMO_HOME_ADDRESS = {
  title: 'خانه',
  text: 'ونک، خیابان ملاصدرا، خیابان شیراز جنوبی، کوچه دانشور',
  details: 'پلاک ۸، واحد ۴',
  latitude: 35.7555,
  longitude: 51.406,
};

/**
 * Gives the demo restaurant its place on the map (when it has none), its delivery zones and the demo
 * customer's saved home — once: only while the restaurant has no zone at all, so that zones and the
 * address someone changed or deleted in the demo stay that way after a restart. Returns whether it
 * wrote them.
 */
export async function seedDemoDelivery(database: Database, vendorId: string, customerPhone: string) {
  return database.db.transaction(async (tx) => {
    await lockVendorZones(tx, vendorId);
    if ((await countZones(tx, vendorId)) > 0) return false;

    const vendor = await findVendorById(tx, vendorId);
    if (vendor && vendor.latitude === null) {
      await updateVendor(tx, vendorId, {
        latitude: DEMO_LOCATION.latitude,
        longitude: DEMO_LOCATION.longitude,
        address: vendor.address ?? DEMO_LOCATION.address,
      });
    }
    // Parsed with the API's own contracts: the demo obeys the rules a person's drawing does.
    for (const zone of DEMO_ZONES) await insertZone(tx, vendorId, ZCreateDeliveryZoneRequest.parse(zone));

    const customer = await findUserByPhone(tx, customerPhone);
    if (customer) {
      const home = ZCreateAddressRequest.parse(DEMO_HOME_ADDRESS);
      await insertAddress(tx, vendorId, customer.id, {
        ...home,
        details: home.details ?? null,
        receiverPhone: null,
      });
    }
    return true;
  });
}
