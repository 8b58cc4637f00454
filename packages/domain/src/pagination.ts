import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Paging query. Names match case-insensitively on the server (the spec mixes PageNumber and pageNumber). */
export const ZPageQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1).describe('1-based page number'),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
  });
}
export type TPage<T> = { data: T[]; pageNumber: number; pageSize: number; totalCount: number };
