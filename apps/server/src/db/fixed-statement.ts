import crypto from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor } from './database';

const dialect = new PgDialect();

/** Date and time types node-postgres would make Dates of: kept as text, as drizzle's queries keep them. */
const DATE_AND_TIME_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asText = (value: string) => value;
const DRIZZLE_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    DATE_AND_TIME_TYPES.has(oid) ? asText : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;

/**
 * A statement of a hot path whose text never changes, its values given as `sql.placeholder(name)`
 * (decision 0026). The text is built once, here, instead of by the query builder on every request,
 * and on PostgreSQL it goes as a named prepared statement: each connection parses and plans it once,
 * then only binds and executes it. The name is derived from the text, so two texts never share one
 * (PostgreSQL refuses a name prepared with another text on the same connection). Never use it for a
 * statement whose text depends on the data (an IN list of varying length): pass an array instead.
 *
 * On PostgreSQL it goes to the executor's node-postgres pool or connection directly (decision 0033):
 * drizzle's prepared query made two query configs with their own type-parser closures, three
 * promises and a result copy on every run, for rows it hands back as they are anyway. Values are
 * parsed as drizzle parses them (dates and times stay text). PGlite has no named statements —
 * drizzle's PGlite driver ignores the name — so there it only saves building the text.
 */
export function fixedStatement<Row>(label: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const name = `${label}_${crypto.createHash('sha256').update(query.sql).digest('hex').slice(0, 12)}`;
  return async (db: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const client = (db._.session as unknown as { client?: unknown }).client;
    if (client instanceof pg.Pool || client instanceof pg.Client) {
      const result = await client.query<Row & pg.QueryResultRow>({
        name,
        text: query.sql,
        values: fillPlaceholders(query.params, values),
        types: DRIZZLE_TYPES,
      });
      return result.rows;
    }
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
