import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { posTerminals } from './pos-terminals.schema';

export type PosTerminalValues = {
  name: string;
  provider: (typeof posTerminals.$inferInsert)['provider'];
  terminalId: string;
  serialNumber: string | null;
  ip: string | null;
  port: number | null;
  active: boolean;
};

const columns = {
  id: posTerminals.id,
  name: posTerminals.name,
  provider: posTerminals.provider,
  terminalId: posTerminals.terminalId,
  serialNumber: posTerminals.serialNumber,
  ip: posTerminals.ip,
  port: posTerminals.port,
  active: posTerminals.active,
};
const order = [asc(posTerminals.createdAt), asc(posTerminals.id)];

function matching(vendorId: string, pattern: string | null) {
  return and(
    eq(posTerminals.vendorId, vendorId),
    pattern
      ? or(
          ilike(posTerminals.name, pattern),
          ilike(posTerminals.terminalId, pattern),
          ilike(posTerminals.serialNumber, pattern),
        )
      : undefined,
  );
}

export function listPage(
  db: Executor,
  vendorId: string,
  page: { pattern: string | null; limit: number; offset: number },
) {
  return db
    .select(columns)
    .from(posTerminals)
    .where(matching(vendorId, page.pattern))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMatching(db: Executor, vendorId: string, pattern: string | null) {
  const [row] = await db.select({ n: count() }).from(posTerminals).where(matching(vendorId, pattern));
  return row?.n ?? 0;
}

export async function findOne(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(posTerminals)
    .where(and(eq(posTerminals.vendorId, vendorId), eq(posTerminals.id, id)));
  return row ?? null;
}

/** Another terminal of the vendor with this provider and terminal id. */
export async function findSameTerminal(
  db: Executor,
  vendorId: string,
  provider: PosTerminalValues['provider'],
  terminalId: string,
) {
  const [row] = await db
    .select({ id: posTerminals.id })
    .from(posTerminals)
    .where(
      and(
        eq(posTerminals.vendorId, vendorId),
        eq(posTerminals.provider, provider),
        eq(posTerminals.terminalId, terminalId),
      ),
    );
  return row ?? null;
}

export async function insert(db: Executor, vendorId: string, values: PosTerminalValues) {
  const [row] = await db
    .insert(posTerminals)
    .values({ vendorId, ...values })
    .returning(columns);
  return row!;
}

export async function update(db: Executor, vendorId: string, id: string, values: Partial<PosTerminalValues>) {
  const [row] = await db
    .update(posTerminals)
    .set(values)
    .where(and(eq(posTerminals.vendorId, vendorId), eq(posTerminals.id, id)))
    .returning(columns);
  return row ?? null;
}

export async function remove(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(posTerminals)
    .where(and(eq(posTerminals.vendorId, vendorId), eq(posTerminals.id, id)))
    .returning({ id: posTerminals.id });
  return rows.length === 1;
}
