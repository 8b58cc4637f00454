import crypto from 'node:crypto';
import type { Db } from '../db/database';
import * as settingsRepo from '../modules/payments/bank-configuration.repository';
import * as accountsRepo from '../modules/payments/gateway-accounts.repository';

/**
 * The demo restaurant takes payments through the built-in sandbox gateway (preselected at the
 * checkout) and also allows cash and card on delivery. Written only where missing, so what someone
 * changes in the demo's settings survives a restart.
 */
export async function seedDemoPayments(db: Db, vendorId: string) {
  await db.transaction(async (tx) => {
    await accountsRepo.insert(tx, {
      vendorId,
      id: crypto.randomUUID(),
      provider: 'SANDBOX',
      title: 'درگاه آزمایشی',
      active: true,
      credentialsSealed: null,
      credentialHint: null,
    });
    await settingsRepo.insertIfAbsent(tx, vendorId, {
      // Every active gateway: a ZarinPal account added in the demo shows up at the checkout at once.
      bankTypes: null,
      preselectedProvider: 'SANDBOX',
      allowCash: true,
      allowCardOnDelivery: true,
    });
  });
}
