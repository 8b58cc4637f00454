import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { vendorPaymentSettings as settings } from './payments.schema';

export type PaymentSettingsRow = {
  bankTypes: string[] | null;
  preselectedProvider: string | null;
  allowCash: boolean;
  allowCardOnDelivery: boolean;
};

/** A vendor that never saved its settings has the defaults of the table. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettingsRow = {
  bankTypes: null,
  preselectedProvider: null,
  allowCash: true,
  allowCardOnDelivery: true,
};

const columns = {
  bankTypes: settings.bankTypes,
  preselectedProvider: settings.preselectedProvider,
  allowCash: settings.allowCash,
  allowCardOnDelivery: settings.allowCardOnDelivery,
};

export async function find(db: Executor, vendorId: string): Promise<PaymentSettingsRow> {
  const [row] = await db.select(columns).from(settings).where(eq(settings.vendorId, vendorId));
  return row ?? DEFAULT_PAYMENT_SETTINGS;
}

/** Reads the settings with a row lock, so two concurrent saves apply one after the other. */
export async function findForUpdate(db: Executor, vendorId: string): Promise<PaymentSettingsRow> {
  const [row] = await db.select(columns).from(settings).where(eq(settings.vendorId, vendorId)).for('update');
  return row ?? DEFAULT_PAYMENT_SETTINGS;
}

export async function save(db: Executor, vendorId: string, row: PaymentSettingsRow, at: Date) {
  await db
    .insert(settings)
    .values({ vendorId, ...row, updatedAt: at })
    .onConflictDoUpdate({ target: settings.vendorId, set: { ...row, updatedAt: at } });
}

/** Saves settings only for a vendor that has none yet (the demo seed, run at every start). */
export async function insertIfAbsent(db: Executor, vendorId: string, row: PaymentSettingsRow) {
  await db
    .insert(settings)
    .values({ vendorId, ...row })
    .onConflictDoNothing({ target: settings.vendorId });
}
