import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

const dialect = new PgDialect();

/**
 * A statement of a hot path whose text never changes, its values given as `sql.placeholder(name)`
 * (decision 0026). The text is built once, here, instead of by the query builder on every request,
 * and on PostgreSQL it goes as a named prepared statement: each connection parses and plans it once,
 * then only binds and executes it. The name is derived from the text, so two texts never share one
 * (PostgreSQL refuses a name prepared with another text on the same connection). Never use it for a
 * statement whose text depends on the data (an IN list of varying length): pass an array instead.
 * PGlite has no named statements — drizzle's PGlite driver ignores the name — so there it only
 * saves building the text.
 */
export function fixedStatement<Row>(label: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const name = `${label}_${crypto.createHash('sha256').update(query.sql).digest('hex').slice(0, 12)}`;
  return async (db: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
