import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { paymentGatewayAccounts as accounts } from './payments.schema';

// The sealed credentials are read by one function only (findForPayments); everything people see
// is selected without them.
const publicColumns = {
  id: accounts.id,
  provider: accounts.provider,
  title: accounts.title,
  active: accounts.active,
  credentialHint: accounts.credentialHint,
  updatedAt: accounts.updatedAt,
};
export type GatewayAccountRow = {
  id: string;
  provider: string;
  title: string | null;
  active: boolean;
  credentialHint: string | null;
  updatedAt: Date;
};
const order = [asc(accounts.createdAt), asc(accounts.id)];

function matching(vendorId: string, filter: { provider?: string; pattern: string | null }) {
  return and(
    eq(accounts.vendorId, vendorId),
    filter.provider ? eq(accounts.provider, filter.provider) : undefined,
    filter.pattern ? ilike(accounts.title, filter.pattern) : undefined,
  );
}

export function listPage(
  db: Executor,
  vendorId: string,
  page: { provider?: string; pattern: string | null; limit: number; offset: number },
): Promise<GatewayAccountRow[]> {
  return db
    .select(publicColumns)
    .from(accounts)
    .where(matching(vendorId, page))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMatching(
  db: Executor,
  vendorId: string,
  filter: { provider?: string; pattern: string | null },
) {
  const [row] = await db.select({ n: count() }).from(accounts).where(matching(vendorId, filter));
  return row?.n ?? 0;
}

export async function findOne(db: Executor, vendorId: string, id: string): Promise<GatewayAccountRow | null> {
  const [row] = await db
    .select(publicColumns)
    .from(accounts)
    .where(and(eq(accounts.vendorId, vendorId), eq(accounts.id, id)));
  return row ?? null;
}

/** The account of a provider with its sealed credentials, for talking to the gateway. */
export async function findForPayments(db: Executor, vendorId: string, provider: string) {
  const [row] = await db
    .select({ ...publicColumns, credentialsSealed: accounts.credentialsSealed })
    .from(accounts)
    .where(and(eq(accounts.vendorId, vendorId), eq(accounts.provider, provider)));
  return row ?? null;
}

/** Providers of the vendor's active accounts, oldest account first. */
export async function listActiveProviders(db: Executor, vendorId: string): Promise<string[]> {
  const rows = await db
    .select({ provider: accounts.provider })
    .from(accounts)
    .where(and(eq(accounts.vendorId, vendorId), eq(accounts.active, true)))
    .orderBy(...order);
  return rows.map((row) => row.provider);
}

/** Null when the vendor already has an account with this provider. */
export async function insert(
  db: Executor,
  account: {
    vendorId: string;
    id: string;
    provider: string;
    title: string | null;
    active: boolean;
    credentialsSealed: string | null;
    credentialHint: string | null;
  },
): Promise<GatewayAccountRow | null> {
  const [row] = await db
    .insert(accounts)
    .values(account)
    .onConflictDoNothing({ target: [accounts.vendorId, accounts.provider] })
    .returning(publicColumns);
  return row ?? null;
}

export async function update(
  db: Executor,
  vendorId: string,
  id: string,
  patch: {
    title?: string | null;
    active?: boolean;
    credentialsSealed?: string | null;
    credentialHint?: string | null;
    updatedAt: Date;
  },
): Promise<GatewayAccountRow | null> {
  const [row] = await db
    .update(accounts)
    .set(patch)
    .where(and(eq(accounts.vendorId, vendorId), eq(accounts.id, id)))
    .returning(publicColumns);
  return row ?? null;
}

export async function remove(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(accounts)
    .where(and(eq(accounts.vendorId, vendorId), eq(accounts.id, id)))
    .returning({ id: accounts.id, provider: accounts.provider });
  return rows[0] ?? null;
}
