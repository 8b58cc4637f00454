/**
 * bench/lighthouse: Lighthouse's mobile performance audit of the demo restaurant's customer site,
 * in Debian's Chromium (/usr/bin/chromium; CHROMIUM overrides it), as issue 19 point 18 asks.
 *
 *   npm run build && npm run lighthouse -w bench
 *
 * Sofreh is started as `npm start` starts it, with the demo restaurant (DEMO=true) on PGlite in a
 * fresh temporary folder, its clock at Tehran lunchtime so the lunch dishes are on the menu. Two
 * pages are measured, each a cold load (empty HTTP cache), with Lighthouse's default mobile settings
 * (a mid-range phone's screen, simulated slow 4G and a 4× slower CPU):
 * - the restaurant's home `/`, a first visit;
 * - the menu: `/` for a visitor whose ordering step is the menu (a returning visitor, or one who
 *   tapped «مشاهده منو»): the step is kept in localStorage, which is written before the cold load.
 * For each it prints the performance score, LCP, total bytes and the JavaScript bytes transferred.
 * Lighthouse's npm package downloads no browser: puppeteer-core drives the Chromium given here.
 * The numbers move with the machine's load (2 shared cores): run it once or twice, not in CI.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000;
const STEP_MENU = { state: { step: 'MENU' }, version: 1 };

/** The next 13:00 in Tehran (open, lunch shift running), as the browser journeys use. */
function nextTehranLunchtime(now: Date): Date {
  const tehran = new Date(now.getTime() + TEHRAN_OFFSET_MS);
  const lunch =
    Date.UTC(tehran.getUTCFullYear(), tehran.getUTCMonth(), tehran.getUTCDate(), 13) - TEHRAN_OFFSET_MS;
  return new Date(lunch > now.getTime() ? lunch : lunch + 24 * 60 * 60 * 1000);
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

async function startSofreh(): Promise<{ port: number; server: ChildProcess; dataDir: string }> {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!fs.existsSync(path.join(root, built)))
      throw new Error(`${built} is missing: run "npm run build" first`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-lighthouse-'));
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BASE_DOMAIN: 'localhost',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_CLOCK_START: nextTehranLunchtime(new Date()).toISOString(),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The first start draws the demo's pictures: minutes on a busy machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { port, server, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not become healthy');
}

type Summary = { score: number; lcpMs: number; totalKiB: number; scriptKiB: number; requests: number };

async function audit(page: Page, url: string, prepare?: (page: Page) => Promise<void>): Promise<Summary> {
  if (prepare) {
    // Write what the visitor kept, then forget every cached response: a cold load with that state.
    await page.goto(url, { waitUntil: 'networkidle0' });
    await prepare(page);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const flow = await startFlow(page);
  await flow.navigate(url, { disableStorageReset: prepare !== undefined });
  const [step] = (await flow.createFlowResult()).steps;
  const lhr = step!.lhr;
  const resources = (lhr.audits['resource-summary']?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const scripts = resources?.find((item) => item.resourceType === 'script');
  const total = resources?.find((item) => item.resourceType === 'total');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    totalKiB: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024),
    scriptKiB: Math.round(Number(scripts?.transferSize ?? Number.NaN) / 1024),
    requests: Number(total?.requestCount ?? Number.NaN),
  };
}

async function main() {
  const { port, server, dataDir } = await startSofreh();
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const url = `http://demo.localhost:${port}/`;
    const results: Array<[string, Summary]> = [];
    results.push(['home /', await audit(await browser.newPage(), url)]);
    results.push([
      'menu (step kept)',
      await audit(await browser.newPage(), url, async (page) => {
        // The ordering stepper's kept step (apps/web stores/ordering-stepper-store.ts).
        await page.evaluate(
          `localStorage.setItem('sofreh:ordering-stepper', '${JSON.stringify(STEP_MENU)}')`,
        );
      }),
    ]);
    console.log('Lighthouse mobile (simulated slow 4G, 4× CPU), cold load, demo restaurant:');
    console.log('page                score   LCP ms   total KiB   JS KiB   requests');
    for (const [name, r] of results) {
      console.log(
        `${name.padEnd(18)} ${String(r.score).padStart(6)} ${String(r.lcpMs).padStart(8)} ${String(r.totalKiB).padStart(11)} ${String(r.scriptKiB).padStart(8)} ${String(r.requests).padStart(10)}`,
      );
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
