import type { TPageQuery } from '@sofreh/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { vendorPage } from '../../platform/paging';
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

/** The back office's list: searched by name, terminal id or serial number, oldest first. */
export function page(db: Executor, vendorId: string, query: TPageQuery) {
  return vendorPage(db, query, {
    table: posTerminals,
    vendorColumn: posTerminals.vendorId,
    vendorId,
    columns,
    searchIn: [posTerminals.name, posTerminals.terminalId, posTerminals.serialNumber],
    orderBy: order,
  });
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
