import type { Executor } from '../../db/database';
import type { Publish } from '../../platform/change-feed';
import { announceAccessChange } from './access-changes';
import { revokeMemberSessions } from './auth.repository';

/**
 * Ends a person's membership sessions at a vendor for good, inside the transaction that removes or
 * changes their membership: revoked sessions stay dead even if the same phone is added back later,
 * so a token from before the removal never works again; they log in afresh. Every instance drops what
 * it kept for them when the transaction commits (decision 0027).
 */
export async function endMemberSessions(
  tx: Executor,
  publish: Publish,
  member: { vendorId: string; userId: string },
  at: Date,
) {
  await revokeMemberSessions(tx, member.vendorId, member.userId, at);
  await announceAccessChange(publish, { member });
}
