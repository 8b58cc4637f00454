import argon2 from 'argon2';
import type { Executor } from '../db/database';
import { admins } from '../modules/auth/auth.schema';

/**
 * The demo's platform administrator, so a person trying the demo can open /bo/admin. Only the demo
 * start (DEMO=true) calls this; production administrators are made with `npm run cli -- create-admin`.
 * The password is printed in the terminal and the README: it protects nothing but a demo.
 */
export const DEMO_ADMIN_USERNAME = 'admin';
export const DEMO_ADMIN_PASSWORD = 'sofreh-demo-admin';

/** Creates the demo administrator once; a password changed since (with the CLI) is left alone. */
export async function seedDemoAdmin(db: Executor): Promise<boolean> {
  const rows = await db
    .insert(admins)
    .values({ username: DEMO_ADMIN_USERNAME, passwordHash: await argon2.hash(DEMO_ADMIN_PASSWORD) })
    .onConflictDoNothing({ target: admins.username })
    .returning({ id: admins.id });
  return rows.length === 1;
}
