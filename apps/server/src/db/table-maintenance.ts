import type { SqlRunner } from './database';

/**
 * What PostgreSQL's autovacuum does, for the embedded PGlite, which has no autovacuum (decision
 * 0030): tables whose rows changed enough since the planner last learned their size are analyzed,
 * and those with enough dead or newly inserted rows vacuumed — by the same thresholds autovacuum
 * uses, read from the engine's own settings, over the engine's own counters.
 *
 * Why it matters: plans cached for the life of a connection — foreign-key checks above all, one per
 * order line — are made from the statistics of the moment. Made on a table never analyzed, the
 * check on `orders (vendor_id, id)` walked a `(vendor_id, created_at)` index over all of the vendor's
 * orders, so every order cost more than the last; ANALYZE replaces the statistics and makes the
 * connection plan again. Without VACUUM, dead rows are never reclaimed and tables only grow.
 */
const DUE_TABLES = `
  WITH settings AS (
    SELECT current_setting('autovacuum_vacuum_threshold')::float8 AS vacuum_base,
           current_setting('autovacuum_vacuum_scale_factor')::float8 AS vacuum_scale,
           current_setting('autovacuum_vacuum_insert_threshold')::float8 AS insert_base,
           current_setting('autovacuum_vacuum_insert_scale_factor')::float8 AS insert_scale,
           current_setting('autovacuum_analyze_threshold')::float8 AS analyze_base,
           current_setting('autovacuum_analyze_scale_factor')::float8 AS analyze_scale
  ), counted AS (
    SELECT format('%I.%I', s.schemaname, s.relname) AS name,
           (s.n_dead_tup > vacuum_base + vacuum_scale * greatest(c.reltuples, 0)
             OR s.n_ins_since_vacuum > insert_base + insert_scale * greatest(c.reltuples, 0)) AS to_vacuum,
           s.n_mod_since_analyze > analyze_base + analyze_scale * greatest(c.reltuples, 0) AS to_analyze
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid, settings
  )
  SELECT name, to_vacuum, to_analyze FROM counted WHERE to_vacuum OR to_analyze ORDER BY name`;

export type MaintainedTable = { table: string; vacuumed: boolean; analyzed: boolean };

/**
 * Vacuums and analyzes the tables that are due, one statement per table (on PGlite each takes its
 * own turn, so requests go on between tables). Returns what it did.
 */
export async function maintainTables(run: SqlRunner): Promise<MaintainedTable[]> {
  const { rows } = await run(DUE_TABLES);
  const done: MaintainedTable[] = [];
  for (const row of rows as Array<{ name: string; to_vacuum: boolean; to_analyze: boolean }>) {
    // The name comes quoted from format('%I.%I').
    if (row.to_vacuum) await run(`VACUUM ${row.to_analyze ? '(ANALYZE) ' : ''}${row.name}`);
    else await run(`ANALYZE ${row.name}`);
    done.push({ table: row.name, vacuumed: row.to_vacuum, analyzed: row.to_analyze });
  }
  return done;
}

/** How often the embedded database's tables are looked at: autovacuum's default naptime. */
export const TABLE_MAINTENANCE_INTERVAL_MS = 60_000;

/**
 * Runs `maintainTables` every `intervalMs` until stopped; a round still running when the next is due
 * is not doubled. The timer does not keep the process alive.
 */
export function startTableMaintenance(
  run: SqlRunner,
  {
    intervalMs = TABLE_MAINTENANCE_INTERVAL_MS,
    onDone,
    onError,
  }: {
    intervalMs?: number;
    onDone?: (tables: MaintainedTable[]) => void;
    onError: (error: unknown) => void;
  },
) {
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = maintainTables(run)
      .then((tables) => {
        if (tables.length > 0) onDone?.(tables);
      }, onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a round in progress (the database may close next). */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
