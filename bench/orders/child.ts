// The bench server process (server.ts) as run.ts and cost.ts drive it: start it for one database,
// wait for its READY line, ask it what requests cost it (CPU time, SQL statements), profile it.

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { StatsReport } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));

export type Discounts = { spread: string[]; hot: string; limited: { code: string; limit: number } };

export type Ready = {
  appUrl: string;
  bareUrl: string | null;
  headers: Record<string, string>;
  quote: object;
  order: object;
  /** Only on PostgreSQL. */
  discounts: Discounts | null;
};

/** Starts server.ts for one database; resolves with its READY line. */
export function startServers(kind: 'postgres' | 'pglite', databaseUrl?: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'server.ts'), kind, ...(databaseUrl ? [databaseUrl] : [])],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  const ready = new Promise<Ready>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)));
    });
    child.on('exit', (code) =>
      reject(new Error(`the ${kind} servers stopped (exit ${code}) before they were ready`)),
    );
  });
  return { child, ready };
}

export function stopServers(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function ask<T extends { type: string }>(child: ChildProcess, message: string, answer: T['type']) {
  return new Promise<T>((resolve) => {
    const onMessage = (reply: T) => {
      if (reply?.type !== answer) return;
      child.off('message', onMessage);
      resolve(reply);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

/** The server process's CPU time and SQL statements so far. */
export const serverStats = (child: ChildProcess) => ask<StatsReport>(child, 'stats', 'stats');

/** What happened in the server process between two StatsReports, per request. */
export function costPerRequest(before: StatsReport, after: StatsReport, requests: number) {
  const n = Math.max(1, requests);
  const byStatement: Record<string, number> = {};
  let statements = 0;
  for (const [text, count] of Object.entries(after.statements)) {
    const delta = count - (before.statements[text] ?? 0);
    if (delta <= 0) continue;
    byStatement[text] = delta / n;
    statements += delta;
  }
  return {
    cpuMicros: (after.cpuMicros - before.cpuMicros) / n,
    /** User-mode CPU: our JavaScript and the libraries', without the kernel's socket work. */
    userMicros: (after.userMicros - before.userMicros) / n,
    statements: statements / n,
    byStatement,
  };
}
export type Cost = ReturnType<typeof costPerRequest>;

/**
 * Brings the database's statistics up to date after a warm-up (decision 0030). The benchmark's
 * database was made a few seconds ago; a live one has statistics, kept by autovacuum (PostgreSQL,
 * within a minute) or by the server's own table maintenance (PGlite), and plans made on a table
 * never analyzed — foreign-key checks above all — cost more with every order until then.
 */
export async function analyzeTables(child: ChildProcess) {
  await ask(child, 'analyze', 'analyzed');
}

export async function startProfile(child: ChildProcess) {
  await ask(child, 'profile-start', 'profile-started');
}

export async function stopProfile(child: ChildProcess, file: string) {
  await ask(child, `profile-stop ${file}`, 'profile-stopped');
}
