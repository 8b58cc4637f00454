import type { ChangeFeed } from '../../platform/change-feed';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/context';
import { createFeedCache } from '../../platform/feed-cache';
import { ACCESS_CHANGES, parseAccessMessage } from './access-changes';

/** What the access check read for a session, with the role it came from (to drop it with the role). */
export type CachedAccess = { context: AuthContext; roleId: string | null };

export const ACCESS_CACHE_ENTRIES = 10_000;
/** A bound on a message lost in a way the feed cannot notice; revocation itself does not wait for it. */
export const ACCESS_CACHE_MAX_AGE_MS = 60_000;

/**
 * The access of recently seen sessions, per instance, keyed by session id (decision 0027): the one
 * statement the access check sent on every guarded request. Dropped by `sofreh_access` messages from
 * every writer of sessions, memberships and roles; bypassed and emptied while the feed is down.
 */
export function createAccessCache(deps: {
  changes: Pick<ChangeFeed, 'subscribe' | 'healthy' | 'onHealthChange'>;
  clock: Clock;
}) {
  const cache = createFeedCache<CachedAccess>({
    feed: deps.changes,
    maxEntries: ACCESS_CACHE_ENTRIES,
    maxAgeMs: ACCESS_CACHE_MAX_AGE_MS,
    now: () => deps.clock.now().getTime(),
  });
  deps.changes.subscribe(ACCESS_CHANGES, (payload) => {
    const change = parseAccessMessage(payload);
    if (!change) cache.clear();
    else if ('session' in change) cache.drop(change.session);
    else if ('member' in change) {
      const { vendorId, userId } = change.member;
      cache.dropWhere(({ context }) => context.vendorId === vendorId && context.userId === userId);
    } else if ('role' in change) {
      const { vendorId, roleId } = change.role;
      cache.dropWhere((access) => access.context.vendorId === vendorId && access.roleId === roleId);
    } else cache.dropWhere(({ context }) => context.vendorId === change.vendor);
  });
  return cache;
}

export type AccessCache = ReturnType<typeof createAccessCache>;
