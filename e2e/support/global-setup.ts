import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

export const CHROMIUM = '/usr/bin/chromium';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://demo.localhost:<port>, or null when Chromium is missing outside CI (tests skip). */
    baseUrl: string | null;
    port: number;
  }
}

/**
 * Starts Sofreh as a person would run it — the built server with plain node, as `npm start` does, in
 * demo mode on the embedded database in a fresh folder — once for the browser tests. Without
 * Chromium the tests skip locally; in CI that is a failure.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM)) {
    if (process.env.CI === 'true')
      throw new Error(`CI=true requires Chromium at ${CHROMIUM} (apt-get install chromium)`);
    console.warn(`browser tests skipped: ${CHROMIUM} is missing (apt-get install chromium)`);
    project.provide('baseUrl', null);
    project.provide('port', 0);
    return;
  }
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!fs.existsSync(path.join(root, built)))
      throw new Error(`${built} is missing: run "npm run build" first (npm test does).`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-e2e-'));
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      DEMO: 'true',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BASE_DOMAIN: 'localhost',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Journeys log the same people in several times within a minute.
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      OTP_PHONE_HOURLY_LIMIT: '50',
      // Every journey signs in from 127.0.0.1: the suite sends more codes than one IP may in an hour.
      OTP_IP_HOURLY_LIMIT: '1000',
      // …and more than ten a minute once the journeys run quickly (the 11th was refused: no code).
      OTP_IP_MINUTE_BURST: '1000',
      // The demo's menu depends on the hour (opening hours, lunch and dinner shifts): journeys run at
      // lunchtime whatever the hour here, so they see the same open restaurant and the same dishes.
      DEMO_CLOCK_START: nextTehranLunchtime(new Date()).toISOString(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  server.stdout?.on('data', (chunk) => output.push(String(chunk)));
  server.stderr?.on('data', (chunk) => output.push(String(chunk)));
  await waitForHealth(port, server, output);
  project.provide('baseUrl', `http://demo.localhost:${port}`);
  project.provide('port', port);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve).once('error', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(port: number, server: ChildProcess, output: string[]) {
  // The first start draws and stores the demo's pictures; on a busy 2-core machine that takes minutes.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output.join('')}`);
}

const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000; // Iran has kept +03:30 all year since 2022
const LUNCHTIME_TEHRAN_HOUR = 13;

/**
 * The next 13:00 in Tehran: open every day and inside the lunch shift. Never in the past, so the
 * times the server stamps (codes, cookies) are not older than the moment a test starts waiting.
 */
export function nextTehranLunchtime(now: Date): Date {
  const tehranNow = new Date(now.getTime() + TEHRAN_OFFSET_MS);
  const lunch = Date.UTC(
    tehranNow.getUTCFullYear(),
    tehranNow.getUTCMonth(),
    tehranNow.getUTCDate(),
    LUNCHTIME_TEHRAN_HOUR,
  );
  const lunchUtc = lunch - TEHRAN_OFFSET_MS;
  return new Date(lunchUtc > now.getTime() ? lunchUtc : lunchUtc + 24 * 60 * 60 * 1000);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
