import type { TPageQuery } from '@sofreh/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { vendorPage } from '../../platform/paging';
import { defaultDescriptions } from './default-descriptions.schema';

const columns = { id: defaultDescriptions.id, text: defaultDescriptions.text };
const order = [asc(defaultDescriptions.createdAt), asc(defaultDescriptions.id)];

/** The back office's list: searched in the text, oldest first. */
export function page(db: Executor, vendorId: string, query: TPageQuery) {
  return vendorPage(db, query, {
    table: defaultDescriptions,
    vendorColumn: defaultDescriptions.vendorId,
    vendorId,
    columns,
    searchIn: [defaultDescriptions.text],
    orderBy: order,
  });
}

export function listAll(db: Executor, vendorId: string) {
  return db
    .select(columns)
    .from(defaultDescriptions)
    .where(eq(defaultDescriptions.vendorId, vendorId))
    .orderBy(...order);
}

export async function findOne(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(defaultDescriptions)
    .where(and(eq(defaultDescriptions.vendorId, vendorId), eq(defaultDescriptions.id, id)));
  return row ?? null;
}

export async function insert(db: Executor, vendorId: string, text: string) {
  const [row] = await db.insert(defaultDescriptions).values({ vendorId, text }).returning(columns);
  return row!;
}

export async function update(db: Executor, vendorId: string, id: string, text: string) {
  const [row] = await db
    .update(defaultDescriptions)
    .set({ text })
    .where(and(eq(defaultDescriptions.vendorId, vendorId), eq(defaultDescriptions.id, id)))
    .returning(columns);
  return row ?? null;
}

export async function remove(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(defaultDescriptions)
    .where(and(eq(defaultDescriptions.vendorId, vendorId), eq(defaultDescriptions.id, id)))
    .returning({ id: defaultDescriptions.id });
  return rows.length === 1;
}
