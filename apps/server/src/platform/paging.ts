import { normalizePersianLetters, type TPage, type TPageQuery } from '@sofreh/domain';

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
