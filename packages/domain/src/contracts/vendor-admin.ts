import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination';

/** A vendor as platform administrators see it (GET /identity/vendors). */
export const ZAdminVendor = z.object({
  id: z.string(),
  slug: z.string().describe('The sub-domain under the platform domain, e.g. «narenj»'),
  name: z.string(),
  active: z.boolean().describe('False: its sites and back office refuse service'),
  domains: z.array(z.string()).describe('Custom domains, e.g. order.narenj.ir'),
  ownerPhones: z.array(z.string()),
  createdAt: z.string(),
});
export type TAdminVendor = z.infer<typeof ZAdminVendor>;

export const ZAdminVendorQuery = ZPageQuery;
export const ZAdminVendorPage = pageOf(ZAdminVendor);

export const ZCreateVendor = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/,
      'نشانی کوتاه فقط حروف کوچک لاتین، رقم و خط تیره (حداکثر ۴۰ حرف) است.',
    ),
  name: z.string().trim().min(1, 'نام رستوران را وارد کنید.').max(100, 'نام رستوران حداکثر ۱۰۰ حرف است.'),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'دامنه معتبر نیست.')
    .optional(),
  ownerPhone: z.string().trim().min(1, 'شماره موبایل مالک را وارد کنید.').max(20),
});
export type TCreateVendor = z.infer<typeof ZCreateVendor>;

export const ZActivateVendor = z.object({ vendorId: z.guid('شناسه معتبر نیست.'), active: z.boolean() });
export type TActivateVendor = z.infer<typeof ZActivateVendor>;
