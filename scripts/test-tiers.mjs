#!/usr/bin/env node
// The whole test suite, tier by tier (issue 18 §3, decision 0042): the build the browser journeys
// need, then each Vitest project in turn, each with all the machine's cores. At the end a table of
// every step's wall time and CPU time (user + system of the step and all its child processes), so
// that a slow-down shows the day it lands. Runs every step even after a failure, to report them all.
//
//   node scripts/test-tiers.mjs                 build, domain, server, web, e2e
//   node scripts/test-tiers.mjs server web      only these steps
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

/** In order: a tier that fails does not stop the later ones, the run fails at the end. */
const STEPS = [
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  ...['domain', 'server', 'web', 'e2e'].map((project) => ({
    name: project,
    command: process.execPath,
    args: [vitest, 'run', '--project', project],
  })),
];

/**
 * CPU seconds (user, system) used by this process's children that have ended, and by all of theirs:
 * the kernel adds a child's whole tree to its parent when the parent reaps it (Linux /proc only).
 */
function childrenCpu() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which sits in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime are fields 16 and 17 of the file, in clock ticks (100 a second on Linux).
    return { user: Number(fields[13]) / 100, system: Number(fields[14]) / 100 };
  } catch {
    return null;
  }
}

function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`unknown step: ${unknown.join(', ')} (steps: ${STEPS.map((s) => s.name).join(', ')})`);
  process.exit(2);
}
const steps = wanted.length > 0 ? STEPS.filter((step) => wanted.includes(step.name)) : STEPS;

const results = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const cpuBefore = childrenCpu();
  const started = performance.now();
  const code = await run(step);
  const wall = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpu();
  const cpu =
    cpuBefore && cpuAfter
      ? { user: cpuAfter.user - cpuBefore.user, system: cpuAfter.system - cpuBefore.system }
      : null;
  results.push({ name: step.name, ok: code === 0, wall, cpu });
}

const seconds = (value) => `${value.toFixed(1)} s`.padStart(9);
const rows = results.map((r) => [
  r.name.padEnd(7),
  r.ok ? 'passed' : 'FAILED',
  seconds(r.wall),
  r.cpu ? seconds(r.cpu.user + r.cpu.system) : '        ?',
  r.cpu ? seconds(r.cpu.user) : '        ?',
  r.cpu ? seconds(r.cpu.system) : '        ?',
]);
const total = results.reduce((sum, r) => sum + r.wall, 0);
const totalCpu = results.every((r) => r.cpu)
  ? seconds(results.reduce((sum, r) => sum + r.cpu.user + r.cpu.system, 0))
  : '        ?';
console.log('\nstep    result       wall  cpu (u+s)       user     system');
for (const row of rows) console.log(row.join('  '));
console.log(['total  ', '      ', seconds(total), totalCpu].join('  '));

process.exit(results.every((r) => r.ok) ? 0 : 1);
