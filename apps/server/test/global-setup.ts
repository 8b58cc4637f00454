import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { JOB_QUEUES } from '../src/app';
import { openPostgres, pgliteDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { TurnTakingPGlite } from '../src/db/pglite-client';
import { startJobs } from '../src/platform/jobs';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one template database per run (PGlite, and PostgreSQL when TEST_DATABASE_URL is set);
 * every test file starts from a copy. In CI, PostgreSQL is required, never skipped.
 */
export default async function setup(project: TestProject) {
  // Stored uncompressed (40 MB, not 4.5): every open of a copy then skips a gunzip and a failed first
  // untar, about a quarter of a second of CPU each, and there are a hundred or more opens per run (0042).
  const pgliteFile = path.join(os.tmpdir(), `sofreh-template-${process.pid}.tar`);
  const memory = await TurnTakingPGlite.open();
  const pglite = pgliteDatabase(memory);
  await prepare(pglite);
  const dump = await memory.dumpDataDir('none');
  fs.writeFileSync(pgliteFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', pgliteFile);

  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') {
    throw new Error('CI=true requires TEST_DATABASE_URL: the database tests must also run on PostgreSQL');
  }
  let templateName: string | null = null;
  if (url) {
    templateName = `sofreh_template_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${templateName}`);
    await adminQuery(url, `CREATE DATABASE ${templateName}`);
    const postgres = openPostgres(withDatabase(url, templateName), { max: 2 });
    await prepare(postgres);
    await postgres.close();
  }
  project.provide('postgresTemplate', templateName);

  return async () => {
    fs.rmSync(pgliteFile, { force: true });
    if (url && templateName) await adminQuery(url, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
  };
}

async function prepare(database: Parameters<typeof migrate>[0]) {
  await migrate(database);
  // pg-boss creates its own schema on first start: do it once here rather than in every test file.
  const jobs = await startJobs(database, { queues: JOB_QUEUES, log: () => {} });
  await jobs.stop();
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
