// The bench server process (server.ts) as run.ts and cost.ts drive it: start it for one database,
// wait for its READY line, ask it what requests cost it (CPU time, SQL statements), profile it.

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ready, StatsReport } from './server';

export type { Ready } from './server';
export type Discounts = Ready['discounts'];

/** The repository this bench is in. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts server.ts for one database, from this repository or another copy of it (`root`: the code
 * before a change, run.ts's BENCH_BEFORE_DIR); resolves with what it sent when ready. Its stdout —
 * the app's log — goes to /dev/null: written, as in production, but read by nobody here.
 */
export function startServers(kind: 'postgres' | 'pglite', databaseUrl?: string, root = ROOT) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'bench/orders/server.ts'),
      kind,
      ...(databaseUrl ? [databaseUrl] : []),
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const ready = new Promise<Ready>((resolve, reject) => {
    const onMessage = (message: { type?: string; ready?: Ready }) => {
      if (message?.type !== 'ready') return;
      child.off('message', onMessage);
      resolve(message.ready!);
    };
    child.on('message', onMessage);
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
