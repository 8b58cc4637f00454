import { DEFAULT_PAGE_SIZE } from '@sofreh/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ListParams = { pageNumber: number; pageSize: number; search: string };

/**
 * A back-office list's page and search, kept in the address (`?page=2&q=…`): a reload, the back
 * button or a shared link shows the same page. A new search starts again from page 1. A second list
 * on the same screen names its own keys with a prefix (`prefix: 't'` → `?tpage=2&tq=…`).
 */
export function useListParams(pageSize = DEFAULT_PAGE_SIZE, prefix = '') {
  const [params, setParams] = useSearchParams();
  const pageKey = `${prefix}page`;
  const searchKey = `${prefix}q`;
  const pageNumber = Math.max(1, Number.parseInt(params.get(pageKey) ?? '1', 10) || 1);
  const search = params.get(searchKey) ?? '';

  const setPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set(pageKey, String(page));
        else next.delete(pageKey);
        return next;
      }),
    [setParams, pageKey],
  );

  const setSearch = useCallback(
    (text: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(pageKey);
          if (text.trim()) next.set(searchKey, text.trim());
          else next.delete(searchKey);
          return next;
        },
        // Typing is not navigation: one history entry per search, not per keystroke.
        { replace: true },
      ),
    [setParams, pageKey, searchKey],
  );

  return { pageNumber, pageSize, search, setPage, setSearch };
}

/** The query string the server's paged endpoints read (names match case-insensitively there). */
export function listQueryString(params: Pick<ListParams, 'pageNumber' | 'pageSize' | 'search'>, extra = {}) {
  const query = new URLSearchParams({
    pageNumber: String(params.pageNumber),
    pageSize: String(params.pageSize),
  });
  if (params.search) query.set('search', params.search);
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query.toString();
}
