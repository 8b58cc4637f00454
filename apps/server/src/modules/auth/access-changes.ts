import type { Publish } from '../../platform/change-feed';

/**
 * The change-feed channel of "who may do what has changed": every writer of what the access check
 * reads (sessions, memberships, roles, a vendor's on/off switch) publishes here in the transaction
 * of its write, and every instance drops what it keeps about it (`access-cache.ts`,
 * `vendors/vendor-resolver.ts`). Decision 0027.
 */
export const ACCESS_CHANGES = 'sofreh_access';

export type AccessChange =
  /** A session revoked (logout, a replayed refresh token, a refresh refused to a removed member). */
  | { session: string }
  /** A person's membership of a vendor added, changed or deleted. */
  | { member: { vendorId: string; userId: string } }
  /** A role's permissions changed, or the role deleted. */
  | { role: { vendorId: string; roleId: string } }
  /** A vendor switched on or off. */
  | { vendor: string };

export function accessMessage(change: AccessChange): string {
  if ('session' in change) return `session ${change.session}`;
  if ('member' in change) return `member ${change.member.vendorId} ${change.member.userId}`;
  if ('role' in change) return `role ${change.role.vendorId} ${change.role.roleId}`;
  return `vendor ${change.vendor}`;
}

/** The change a message names; null for one this version does not know (drop everything then). */
export function parseAccessMessage(payload: string): AccessChange | null {
  const [kind, a, b] = payload.split(' ');
  if (kind === 'session' && a) return { session: a };
  if (kind === 'member' && a && b) return { member: { vendorId: a, userId: b } };
  if (kind === 'role' && a && b) return { role: { vendorId: a, roleId: b } };
  if (kind === 'vendor' && a) return { vendor: a };
  return null;
}

/** Publishes a change from inside a `ChangePublisher.transaction`: it goes out if and only if it commits. */
export function announceAccessChange(publish: Publish, change: AccessChange) {
  return publish(ACCESS_CHANGES, accessMessage(change));
}
