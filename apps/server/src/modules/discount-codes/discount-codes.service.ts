import {
  checkDiscountCode,
  type DiscountInput,
  discountTermsProblems,
  normalizeDiscountCode,
  type TAdminUpdateDiscountCodeRequest,
  type TAppliedDiscountCode,
  type TCreateDiscountCodeRequest,
  type TDiscountCode,
  type TDiscountCodeLookupQuery,
  type TDiscountFreeItem,
  type TFieldError,
  type TKeyValue,
  type TPage,
  type TPageQuery,
  type TUpdateDiscountCodeRequest,
  toPersianDigits,
  toPricingDiscount,
} from '@sofreh/domain';
import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { AuthContext, VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { mapPage } from '../../platform/paging';
import * as repo from './discount-codes.repository';

type FreeItemRow = Awaited<ReturnType<typeof repo.listFreeItems>>[number];

const notFound = () => new AppError('DISCOUNT_CODE_NOT_FOUND');
const invalidFields = (errors: TFieldError[]) => new AppError('BAD_REQUEST', { errors });
const DUPLICATE_CODE = fieldError('code', 'این کد تخفیف قبلاً ثبت شده است.');

function toFreeItem(row: FreeItemRow): TDiscountFreeItem {
  const { discountCodeId: _, ...item } = row;
  // A free item is discounted by its whole price.
  return { ...item, discount: item.price };
}

function freeItemsByCode(rows: FreeItemRow[]) {
  const byCode = new Map<string, TDiscountFreeItem[]>();
  for (const row of rows) {
    const list = byCode.get(row.discountCodeId) ?? [];
    list.push(toFreeItem(row));
    byCode.set(row.discountCodeId, list);
  }
  return byCode;
}

function toDiscountCode(row: repo.DiscountCodeRow, freeItems: TDiscountFreeItem[]): TDiscountCode {
  return {
    ...row,
    expiration: row.expiration?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    freeItems,
  };
}

function toApplied(row: repo.DiscountCodeRow, freeItems: TDiscountFreeItem[]): TAppliedDiscountCode {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    cap: row.cap,
    expiration: row.expiration?.toISOString() ?? null,
    minOrderAmount: row.minOrderAmount,
    freeItems,
  };
}

/** A unique violation, whether raised by the driver or wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Looks a code up and checks it for a customer (or, with `customerUserId` null, only the code's own
 * state). Throws the specific AppError; returns the code with its free items.
 */
async function lookUp(
  db: Executor,
  vendorId: string,
  rawCode: string,
  customerUserId: string | null,
  now: Date,
  orderSubtotal?: number,
) {
  const row = await repo.findByCode(db, vendorId, normalizeDiscountCode(rawCode));
  // Only a FREEITEM code has free items (discountTermsProblems refuses them on any other type).
  const freeItems =
    row?.type === 'FREEITEM' ? (await repo.listFreeItems(db, vendorId, [row.id])).map(toFreeItem) : [];
  // Only a per-customer limit needs the customer's uses; counting them for every code would scan all
  // of a regular's uses of a popular code on every order.
  const usedByThisCustomer =
    row && customerUserId && row.usageLimitPerUser !== null
      ? await repo.countUsesBy(db, vendorId, row.id, customerUserId)
      : 0;
  const check = checkDiscountCode(row && { ...row, freeItemCount: freeItems.length }, {
    now,
    usedByThisCustomer,
    orderSubtotal,
  });
  if (!check.ok) throw new AppError(check.error);
  return toApplied(row!, freeItems);
}

// ─── For the order module: inside the order's own transaction ───────────────────────────────────

export type ResolvedDiscount = TAppliedDiscountCode & { pricing: DiscountInput };

/**
 * The code a customer's order carries, checked for them at `now` (and against the minimum order when
 * the subtotal is given), with the shape priceOrder takes. Throws DISCOUNT_CODE_NOT_FOUND / _EXPIRED /
 * _INVALID / _ALREADY_USED / _MINIMUM_ORDER. Counting the use is claimDiscountUsage's job.
 */
export async function resolveDiscountForOrder(
  executor: Executor,
  vendorId: string,
  customerUserId: string,
  code: string,
  now: Date,
  options: { orderSubtotal?: number } = {},
): Promise<ResolvedDiscount> {
  const applied = await lookUp(executor, vendorId, code, customerUserId, now, options.orderSubtotal);
  return { ...applied, pricing: toPricingDiscount(applied) };
}

/**
 * Counts one use of the code for this customer's order, atomically; call it in the order's
 * transaction (READ COMMITTED, PostgreSQL's default) after the order row exists or with its id chosen.
 * The total limit is a conditional UPDATE; the per-customer limit is counted under the row lock that
 * UPDATE holds, so concurrent orders of one customer queue and see each other's use. Throws
 * DISCOUNT_CODE_INVALID (off, deleted or no uses left) or DISCOUNT_CODE_ALREADY_USED — the caller's
 * transaction must then roll back, which also undoes the count. Claiming again for the same order is a
 * no-op; claiming another code for it gives the first code's use back.
 */
export async function claimDiscountUsage(
  executor: Executor,
  vendorId: string,
  codeId: string,
  customerUserId: string,
  orderId: string,
  /** `newOrder`: the order is being created in this transaction, so it holds no use to look for. */
  options: { newOrder?: boolean } = {},
): Promise<void> {
  if (!options.newOrder) {
    const existing = await repo.findUsageOfOrder(executor, vendorId, orderId);
    if (existing?.discountCodeId === codeId) return;
    if (existing) await releaseDiscountUsage(executor, vendorId, orderId);
  }

  const claimed = await repo.incrementUsage(executor, vendorId, codeId);
  if (!claimed) throw new AppError('DISCOUNT_CODE_INVALID');
  if (claimed.usageLimitPerUser !== null) {
    const used = await repo.countUsesBy(executor, vendorId, codeId, customerUserId);
    if (used >= claimed.usageLimitPerUser) throw new AppError('DISCOUNT_CODE_ALREADY_USED');
  }
  await repo.insertUsage(executor, vendorId, { discountCodeId: codeId, userId: customerUserId, orderId });
}

/** Gives back the use a cancelled or rejected order took. Safe to call twice or for an order without one. */
export async function releaseDiscountUsage(
  executor: Executor,
  vendorId: string,
  orderId: string,
): Promise<void> {
  const released = await repo.deleteUsagesOfOrder(executor, vendorId, orderId);
  for (const { discountCodeId } of released) await repo.decrementUsage(executor, vendorId, discountCodeId);
}

// ─── The back office and the customer site ──────────────────────────────────────────────────────

export type DiscountCodesService = ReturnType<typeof createDiscountCodesService>;

/** Discount codes (SPEC §7 /identity/discountcodes). The route guard has checked the permission. */
export function createDiscountCodesService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const db = database.db;

  async function load(tx: Executor, vendorId: string, id: string): Promise<TDiscountCode> {
    const row = await repo.findById(tx, vendorId, id);
    if (!row) throw notFound();
    const freeItems = (await repo.listFreeItems(tx, vendorId, [id])).map(toFreeItem);
    return toDiscountCode(row, freeItems);
  }

  /** The checks that need the database: a free code, this vendor's items, a future expiration. */
  async function referenceProblems(
    tx: Executor,
    vendorId: string,
    input: { id?: string; code?: string; freeItems?: Array<{ id: string }>; expiration?: string | null },
  ): Promise<TFieldError[]> {
    const problems: TFieldError[] = [];
    if (input.code !== undefined) {
      const holder = await repo.findByCode(tx, vendorId, input.code);
      if (holder && holder.id !== input.id) problems.push(DUPLICATE_CODE);
    }
    if (input.freeItems?.length) {
      const found = await repo.findMenuItemIds(
        tx,
        vendorId,
        input.freeItems.map((item) => item.id),
      );
      input.freeItems.forEach((item, i) => {
        if (!found.has(item.id)) problems.push(fieldError(`freeItems.${i}.id`, 'آیتم منو پیدا نشد.'));
      });
    }
    if (input.expiration && new Date(input.expiration).getTime() <= clock.now().getTime()) {
      problems.push(fieldError('expiration', 'تاریخ انقضا باید در آینده باشد.'));
    }
    return problems;
  }

  /** Writes with a duplicate code (even one racing in from another request) answered beside `code`. */
  async function writing<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await database.db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidFields([DUPLICATE_CODE]);
      throw error;
    }
  }

  /**
   * Fields left out keep their value — except those the new type has no use for: a code changed from
   * percentage to money loses its cap and its percent (the amount must be sent), one changed away
   * from free items loses them. The type rules are checked on the code as it will be.
   */
  function updateCode(vendorId: string, input: TUpdateDiscountCodeRequest): Promise<TDiscountCode> {
    return writing(async (tx) => {
      const current = await load(tx, vendorId, input.id);
      const type = input.type ?? current.type;
      const typeChanged = type !== current.type;
      const value = input.value !== undefined ? input.value : typeChanged ? null : current.value;
      const cap = input.cap !== undefined ? input.cap : type === 'PERCENTAGE' ? current.cap : null;
      const freeItems =
        input.freeItems ??
        (type === 'FREEITEM' ? current.freeItems.map(({ id, count }) => ({ id, count })) : []);

      const problems = [
        ...discountTermsProblems({ type, value, cap, freeItemCount: freeItems.length }),
        ...(await referenceProblems(tx, vendorId, {
          id: input.id,
          code: input.code,
          freeItems: input.freeItems,
          expiration: sameInstant(input.expiration, current.expiration) ? undefined : input.expiration,
        })),
      ];
      if (input.usageLimit != null && input.usageLimit < current.usageCount) {
        problems.push(
          fieldError(
            'usageLimit',
            `این کد تا کنون ${toPersianDigits(current.usageCount)} بار استفاده شده است؛ سقف نمی‌تواند کمتر از آن باشد.`,
          ),
        );
      }
      if (problems.length > 0) throw invalidFields(problems);

      const { id, freeItems: _sent, expiration, ...fields } = input;
      await repo.update(tx, vendorId, id, {
        ...fields,
        ...termsAsStored(type, value, cap),
        ...(expiration !== undefined ? { expiration: expiration ? new Date(expiration) : null } : {}),
      });
      if (input.freeItems || typeChanged) await repo.replaceFreeItems(tx, vendorId, id, freeItems);
      return load(tx, vendorId, id);
    });
  }

  return {
    async list(vendor: VendorContext, query: TPageQuery): Promise<TPage<TDiscountCode>> {
      // Codes are stored with Latin digits: a search typed with Persian digits must find them.
      const search = query.search && normalizeDiscountCode(query.search);
      const page = await repo.page(db, vendor.id, { ...query, search });
      const freeItems = freeItemsByCode(
        await repo.listFreeItems(
          db,
          vendor.id,
          page.data.map((r) => r.id),
        ),
      );
      return mapPage(page, (row) => toDiscountCode(row, freeItems.get(row.id) ?? []));
    },

    listAll: (vendor: VendorContext): Promise<TKeyValue[]> => repo.listKeyValues(db, vendor.id),

    get: (vendor: VendorContext, id: string) => load(db, vendor.id, id),

    create(vendor: VendorContext, input: TCreateDiscountCodeRequest): Promise<TDiscountCode> {
      return writing(async (tx) => {
        const problems = await referenceProblems(tx, vendor.id, input);
        if (problems.length > 0) throw invalidFields(problems);
        const { freeItems, expiration, ...fields } = input;
        const id = await repo.insert(tx, vendor.id, {
          ...fields,
          ...termsAsStored(input.type, input.value, input.cap),
          expiration: expiration ? new Date(expiration) : null,
        });
        await repo.replaceFreeItems(tx, vendor.id, id, input.type === 'FREEITEM' ? freeItems : []);
        return load(tx, vendor.id, id);
      });
    },

    update: (vendor: VendorContext, input: TUpdateDiscountCodeRequest) => updateCode(vendor.id, input),

    /**
     * A platform administrator's change to a vendor's code (PUT /admin/update): the vendor's own
     * update, with the same checks. Another vendor's code, or a vendor that does not exist, is a 404.
     * The write is recorded in that vendor's audit log under the administrator's name.
     */
    updateAsAdmin(auth: AuthContext, input: TAdminUpdateDiscountCodeRequest): Promise<TDiscountCode> {
      if (auth.kind !== 'ADMIN') throw new AppError('FORBIDDEN_ERR');
      const { vendorId, ...update } = input;
      return updateCode(vendorId, update);
    },

    /** Sets the flag when given, else flips it. */
    setActive(vendor: VendorContext, id: string, active: boolean | undefined): Promise<TDiscountCode> {
      return database.db.transaction(async (tx) => {
        const current = await load(tx, vendor.id, id);
        await repo.update(tx, vendor.id, id, { active: active ?? !current.active });
        return load(tx, vendor.id, id);
      });
    },

    /**
     * A code no order used is deleted; one that orders used is soft-deleted, so their history keeps it
     * (decision 0009). Either way it is gone from lists and lookups and its text is free again.
     */
    remove(vendor: VendorContext, id: string): Promise<void> {
      return database.db.transaction(async (tx) => {
        // Locked first: an order claiming the code right now either finishes before (and is seen
        // below) or finds the code gone.
        if (!(await repo.lockById(tx, vendor.id, id))) throw notFound();
        if (await repo.hasUsages(tx, vendor.id, id)) await repo.markDeleted(tx, vendor.id, id, clock.now());
        else await repo.hardDelete(tx, vendor.id, id);
      });
    },

    /**
     * The restaurant's advertised deals a visitor could use now. For a logged-in customer, those they
     * have used up are left out; with a subtotal, those whose minimum it does not reach.
     */
    async available(
      vendor: VendorContext,
      auth: AuthContext | null,
      subtotal: number | undefined,
    ): Promise<TAppliedDiscountCode[]> {
      const rows = await repo.listAvailableDeals(db, vendor.id, clock.now());
      const ids = rows.map((r) => r.id);
      const freeItems = freeItemsByCode(await repo.listFreeItems(db, vendor.id, ids));
      const customerId = auth?.kind === 'CUSTOMER' ? auth.userId : null;
      const used = customerId ? await repo.usesByCustomer(db, vendor.id, customerId, ids) : new Map();
      return rows
        .filter((row) => {
          const check = checkDiscountCode(
            { ...row, freeItemCount: freeItems.get(row.id)?.length ?? 0 },
            { now: clock.now(), usedByThisCustomer: used.get(row.id) ?? 0, orderSubtotal: subtotal },
          );
          return check.ok;
        })
        .map((row) => toApplied(row, freeItems.get(row.id) ?? []));
    },

    /** The customer site: the caller checks a code for themself. Counts nothing. */
    forCustomer(vendor: VendorContext, customerUserId: string, code: string, subtotal?: number) {
      return lookUp(db, vendor.id, code, customerUserId, clock.now(), subtotal);
    },

    /**
     * Offline ordering: staff check a code for a customer (the per-customer limit included), or with
     * isReadOnly only the code's own state. Neither counts a use; the order does (decision 0009).
     */
    async forStaff(vendor: VendorContext, code: string, query: TDiscountCodeLookupQuery) {
      if (!query.isReadOnly && !query.customerId) {
        throw invalidFields([fieldError('customerId', 'مشتری سفارش را انتخاب کنید.')]);
      }
      if (query.customerId && !(await repo.isVendorCustomer(db, vendor.id, query.customerId))) {
        throw invalidFields([fieldError('customerId', 'این مشتری در فهرست مشتریان رستوران نیست.')]);
      }
      return lookUp(db, vendor.id, code, query.customerId ?? null, clock.now(), query.subtotal);
    },
  };
}

/** Value and cap as kept for a type: free shipping and free items keep 0 and no cap. */
function termsAsStored(
  type: TDiscountCode['type'],
  value: number | null | undefined,
  cap: number | null | undefined,
) {
  const usesValue = type === 'MONEY' || type === 'PERCENTAGE';
  return { value: usesValue ? (value ?? 0) : 0, cap: type === 'PERCENTAGE' ? (cap ?? null) : null };
}

/** An unchanged expiration sent back by a form is not a new one (an expired code stays editable). */
function sameInstant(sent: string | null | undefined, stored: string | null): boolean {
  if (sent === undefined) return true;
  if (sent === null || stored === null) return sent === stored;
  return new Date(sent).getTime() === new Date(stored).getTime();
}
