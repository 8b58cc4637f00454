import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { defaultDescriptions } from './default-descriptions.schema';

const columns = { id: defaultDescriptions.id, text: defaultDescriptions.text };
const order = [asc(defaultDescriptions.createdAt), asc(defaultDescriptions.id)];

function matching(vendorId: string, pattern: string | null) {
  return and(
    eq(defaultDescriptions.vendorId, vendorId),
    pattern ? ilike(defaultDescriptions.text, pattern) : undefined,
  );
}

export function listPage(
  db: Executor,
  vendorId: string,
  page: { pattern: string | null; limit: number; offset: number },
) {
  return db
    .select(columns)
    .from(defaultDescriptions)
    .where(matching(vendorId, page.pattern))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMatching(db: Executor, vendorId: string, pattern: string | null) {
  const [row] = await db.select({ n: count() }).from(defaultDescriptions).where(matching(vendorId, pattern));
  return row?.n ?? 0;
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
