import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is writing: the staff member (or administrator) of the request being served. The database layer
 * hands it to PostgreSQL as the transaction-local setting `sofreh.actor_id`, which the audit triggers
 * (migration 0008, decision 0020) read. Outside a staff request there is no actor and nothing is set,
 * so customers' orders and background jobs pay nothing for the audit log.
 *
 * Each engine's adapter names the actor (decision 0040): `postgres-client.ts` and `pglite-client.ts`.
 */
export type Actor = { userId: string; requestId?: string };

const storage = new AsyncLocalStorage<Actor>();

/** Runs `fn` with `actor` as the writer of every statement it issues (across awaits). */
export function runAsActor<T>(actor: Actor, fn: () => T): T {
  return storage.run(actor, fn);
}

/** Runs `fn` with no actor: raw SQL of the platform (migrations, jobs, health) is nobody's change. */
export function withoutActor<T>(fn: () => T): T {
  return storage.exit(fn);
}

export function currentActor(): Actor | undefined {
  return storage.getStore();
}

/** Names the actor for the rest of the open transaction (is_local = true: it ends with it). */
export const SET_ACTOR_SQL =
  "SELECT set_config('sofreh.actor_id', $1, true), set_config('sofreh.request_id', $2, true)";

export function actorParams(actor: Actor): [string, string] {
  return [actor.userId, actor.requestId ?? ''];
}

/**
 * Whether a statement may change rows, so that outside a transaction it must run inside one that names
 * the actor. Erring towards "yes" only costs a BEGIN/COMMIT (e.g. SELECT … FOR UPDATE); "no" for a
 * write would lose an audit row, so any of the words anywhere counts (CTEs: WITH … UPDATE …).
 */
export function mayWrite(text: string): boolean {
  return /\b(insert|update|delete|merge)\b/i.test(text);
}

/**
 * Whether a statement is exactly a BEGIN (drizzle's `begin`, with or without options), not a script
 * that starts with one (pg-boss sends `BEGIN; …; COMMIT` as one text).
 */
export function opensTransaction(text: string): boolean {
  return /^\s*(begin|start\s+transaction)\b[^;]*;?\s*$/i.test(text);
}

/** The SQL text of a pg/PGlite query argument (a string or a `{ text }` config). */
export function queryText(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && 'text' in query) return String((query as { text: unknown }).text);
  return '';
}
