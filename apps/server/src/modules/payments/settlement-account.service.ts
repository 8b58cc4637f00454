import { bankNameOfSheba, type TSettlementAccount, type TSettlementAccountInput } from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './settlement-account.repository';

function toSettlementAccount(row: {
  accountHolderName: string;
  sheba: string;
  updatedAt: Date;
}): TSettlementAccount {
  return {
    accountHolderName: row.accountHolderName,
    sheba: row.sheba,
    bankName: bankNameOfSheba(row.sheba),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The vendor's settlement bank account (SPEC §7 /identity/vendors/bank): one per vendor. */
export function createSettlementAccountService(deps: { database: Database; clock: Clock }) {
  const db = deps.database.db;
  return {
    /** Null until the vendor registers one: a form to fill in, not an error. */
    async get(vendor: VendorContext): Promise<TSettlementAccount | null> {
      const row = await repo.find(db, vendor.id);
      return row ? toSettlementAccount(row) : null;
    },
    async create(vendor: VendorContext, input: TSettlementAccountInput): Promise<TSettlementAccount> {
      const row = await repo.insert(db, vendor.id, input);
      if (!row) throw new AppError('SETTLEMENT_ACCOUNT_EXISTS');
      return toSettlementAccount(row);
    },
    async update(vendor: VendorContext, input: TSettlementAccountInput): Promise<TSettlementAccount> {
      const row = await repo.update(db, vendor.id, { ...input, updatedAt: deps.clock.now() });
      if (!row) throw new AppError('SETTLEMENT_ACCOUNT_NOT_FOUND');
      return toSettlementAccount(row);
    },
  };
}
export type SettlementAccountService = ReturnType<typeof createSettlementAccountService>;
