import { normalizePersianLetters, type TPage, type TPageQuery } from '@sofreh/domain';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor } from '../db/database';

/** LIMIT/OFFSET of a page. */
export function pageWindow(query: Pick<TPageQuery, 'pageNumber' | 'pageSize'>) {
  return { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize };
}

export function pageResult<T>(query: TPageQuery, data: T[], totalCount: number): TPage<T> {
  return { data, pageNumber: query.pageNumber, pageSize: query.pageSize, totalCount };
}

/** An ILIKE pattern for "contains", with the user's % and _ taken literally; null for no search. */
export function containsPattern(search: string | undefined): string | null {
  const text = search?.trim();
  if (!text) return null;
  return `%${normalizePersianLetters(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The same page with each row turned into what the contract answers. */
export function mapPage<T, U>(page: TPage<T>, toAnswer: (row: T) => U): TPage<U> {
  return { ...page, data: page.data.map(toAnswer) };
}

/**
 * What a back-office list declares (decision 0049); `vendorPage` does the rest. The vendor filter is
 * a required part of it, not something each query has to remember.
 */
export type VendorListSpec<TSelection extends SelectedFields> = {
  table: PgTable;
  /** The table's tenant column: every row read belongs to this vendor. */
  vendorColumn: PgColumn;
  vendorId: string;
  columns: TSelection;
  /** Columns the search box matches with "contains" (any of them); none: the list has no search. */
  searchIn?: readonly (PgColumn | SQL)[];
  /** The list's own filters (a category, a state), beside the vendor and the search. */
  where?: SQL | undefined;
  /** Ends with a unique column, so a row never shows on two pages. */
  orderBy: readonly (SQL | PgColumn)[];
};

/**
 * One page of a vendor's rows and how many match in all: the shape of every back-office list
 * (`TPage`). The page and the count run side by side with the same filter, so they cannot disagree
 * about which rows match.
 */
export async function vendorPage<TSelection extends SelectedFields>(
  db: Executor,
  query: TPageQuery,
  spec: VendorListSpec<TSelection>,
): Promise<TPage<SelectResultFields<TSelection>>> {
  const pattern = spec.searchIn?.length ? containsPattern(query.search) : null;
  const search = pattern ? or(...(spec.searchIn ?? []).map((column) => ilike(column, pattern))) : undefined;
  const filter = and(eq(spec.vendorColumn, spec.vendorId), spec.where, search);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    // Built untyped (drizzle cannot follow a generic selection through the builder); the rows are
    // typed by `columns` on the way out.
    (db as Db)
      .select(spec.columns as SelectedFields)
      .from(spec.table)
      .where(filter)
      .orderBy(...spec.orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(spec.table).where(filter),
  ]);
  return pageResult(query, rows as SelectResultFields<TSelection>[], total?.n ?? 0);
}
