import { z } from 'zod';
import { Currency, DeliveryType, Weekday } from '../enums';

export const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ساعت باید به شکل ۲۳:۵۹ باشد.');

export const ZOpeningHours = z.object({
  id: z.string().optional(),
  dayOfWeek: Weekday,
  startTime: ZTime,
  endTime: ZTime,
});

/** Public facts about the vendor that the customer site shows before anyone logs in. */
export const ZVendorLanding = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  currency: Currency,
  minimumBasket: z.number().int(),
  deliveryTypes: z.array(DeliveryType),
  offlineAccess: z.boolean(),
  isOpen: z.boolean(),
  nextOpening: ZOpeningHours.nullable(),
  openingHours: z.array(ZOpeningHours),
});
export type TVendorLanding = z.infer<typeof ZVendorLanding>;

export const ZHealth = z.object({ status: z.literal('ok'), time: z.string() });
