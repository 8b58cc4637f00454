import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../../test/app';
import { type Database, openPglite } from '../../db/database';
import { seedDemo } from '../../demo/seed';
import { type ChangeFeed, startChangeFeed } from '../../platform/change-feed';
import { fakeClock } from '../../platform/clock';
import type { SessionKind } from '../../platform/context';
import { roles, vendorMembers } from '../staff/staff.schema';
import { createAccessCache } from './access-cache';
import { ACCESS_CHANGES, type AccessChange, announceAccessChange } from './access-changes';
import { insertSession } from './auth.repository';
import { users } from './auth.schema';
import { type AuthService, createAuthService } from './auth.service';

const noJobs = { send: async () => {}, work: async () => {}, schedule: async () => {}, stop: async () => {} };

// The access check must cost no statement for a session it has seen, and each announcement must make
// it read again exactly the sessions it concerns. (PGlite only: counting statements hooks into its
// client; the HTTP tests beside this one run on both engines.)
describe('session access cache: statements', () => {
  let database: Database;
  let changes: ChangeFeed;
  let auth: AuthService;
  let vendorId: string;
  const clock = fakeClock('2026-11-27T10:00:00Z');
  /** Reads of a session's access, by session id. */
  const reads: string[] = [];

  beforeAll(async () => {
    database = await openPglite({
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
      beforeStatement(text, values) {
        if (text.includes('"sessions"."revoked_at"')) reads.push(String(values?.[0]));
      },
    });
    vendorId = (await seedDemo(database)).vendor.id;
    changes = await startChangeFeed(database, {
      channels: [ACCESS_CHANGES],
      log: { warn: () => {}, info: () => {} },
    });
    auth = createAuthService({
      database,
      config: testConfig(),
      clock,
      jobs: noJobs,
      changes,
      accessCache: createAccessCache({ changes, clock }),
    });
  });
  afterAll(async () => {
    await changes?.close();
    await database?.close();
  });

  async function newRole(permissions: string[]) {
    const [role] = await database.db
      .insert(roles)
      .values({ vendorId, name: crypto.randomUUID(), permissions })
      .returning({ id: roles.id });
    return role!.id;
  }

  /** A session of a new person: a customer, or a staff member holding `roleId`. */
  async function newSession(kind: SessionKind, roleId?: string) {
    const userId = crypto.randomUUID();
    await database.db.insert(users).values({ id: userId, phoneNumber: `09${crypto.randomInt(1e8, 1e9)}` });
    if (kind === 'STAFF') await database.db.insert(vendorMembers).values({ vendorId, userId, kind, roleId });
    const session = await insertSession(database.db, { userId, vendorId, kind, createdAt: clock.now() });
    return { sessionId: session.id, userId, kind };
  }

  const announce = (change: AccessChange) =>
    changes.transaction((_tx, publish) => announceAccessChange(publish, change));

  /** Which of `sessions` the access check reads from the database when each is used once more. */
  async function readAgain(sessions: Array<Awaited<ReturnType<typeof newSession>>>) {
    reads.length = 0;
    for (const session of sessions) expect(await auth.loadAccess(session)).not.toBeNull();
    return sessions.filter((s) => reads.includes(s.sessionId));
  }

  it('reads a session once, then only what an announcement concerns', async () => {
    const cashier = await newRole(['ORDERS_VIEW']);
    const kitchen = await newRole(['ORDERS_MANAGE']);
    const a = await newSession('STAFF', cashier);
    const b = await newSession('STAFF', kitchen);
    const c = await newSession('CUSTOMER');
    const all = [a, b, c];

    expect(await readAgain(all)).toEqual(all);
    expect(await readAgain(all)).toEqual([]);

    await announce({ role: { vendorId, roleId: cashier } });
    expect(await readAgain(all)).toEqual([a]);
    await announce({ member: { vendorId, userId: b.userId } });
    expect(await readAgain(all)).toEqual([b]);
    await announce({ session: c.sessionId });
    expect(await readAgain(all)).toEqual([c]);
    await announce({ vendor: vendorId });
    expect(await readAgain(all)).toEqual(all);
    // Another vendor's changes drop nothing here.
    await announce({ vendor: crypto.randomUUID() });
    await announce({ role: { vendorId: crypto.randomUUID(), roleId: cashier } });
    expect(await readAgain(all)).toEqual([]);
    // A message this version cannot read drops everything.
    await changes.publish(ACCESS_CHANGES, 'something-new 1 2 3');
    expect(await readAgain(all)).toEqual(all);
  });

  it('keeps no refusal, and refuses a token whose claims do not match its session', async () => {
    const customer = await newSession('CUSTOMER');
    await auth.logout({ ...customer, vendorId, permissions: new Set() });
    reads.length = 0;
    expect(await auth.loadAccess(customer)).toBeNull();
    expect(await auth.loadAccess(customer)).toBeNull();
    expect(reads).toEqual([customer.sessionId, customer.sessionId]);

    const staff = await newSession('STAFF', await newRole(['MENU_VIEW']));
    expect(await auth.loadAccess(staff)).not.toBeNull();
    // Kept, yet checked against the token's claims on every use.
    expect(await auth.loadAccess({ ...staff, kind: 'VENDOR' })).toBeNull();
    expect(await auth.loadAccess({ ...staff, userId: crypto.randomUUID() })).toBeNull();
  });
});
