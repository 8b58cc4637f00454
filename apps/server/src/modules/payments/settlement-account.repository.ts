import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { vendorSettlementAccounts as settlement } from './payments.schema';

const columns = {
  accountHolderName: settlement.accountHolderName,
  sheba: settlement.sheba,
  updatedAt: settlement.updatedAt,
};

export async function find(db: Executor, vendorId: string) {
  const [row] = await db.select(columns).from(settlement).where(eq(settlement.vendorId, vendorId));
  return row ?? null;
}

/** Null when the vendor already has one. */
export async function insert(
  db: Executor,
  vendorId: string,
  input: { accountHolderName: string; sheba: string },
) {
  const [row] = await db
    .insert(settlement)
    .values({ vendorId, ...input })
    .onConflictDoNothing({ target: settlement.vendorId })
    .returning(columns);
  return row ?? null;
}

export async function update(
  db: Executor,
  vendorId: string,
  input: { accountHolderName: string; sheba: string; updatedAt: Date },
) {
  const [row] = await db
    .update(settlement)
    .set(input)
    .where(eq(settlement.vendorId, vendorId))
    .returning(columns);
  return row ?? null;
}
