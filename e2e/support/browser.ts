import fs from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM } from './global-setup';

export const baseUrl = inject('baseUrl');
export const port = inject('port');
/** Browser tests run where Chromium is (always in CI). */
export const hasBrowser = baseUrl !== null;

/** Chromium as the journeys drive it; `extraArgs` e.g. to let the alarm's sound play without a click. */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}

/** A person on a phone in Tehran, Persian first (`extra`: e.g. where the phone says it is). */
export function phoneContext(browser: Browser, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    ...extra,
  });
}

/** Staff at the counter on a desktop. */
export function desktopContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    viewport: { width: 1366, height: 860 },
  });
}

/** The newest code the demo's console SMS provider "sent" to this phone. */
export async function latestCode(phoneNumber: string, after: Date): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${port}/dev/sms.json`);
    const messages = (await res.json()) as Array<{ phoneNumber: string; code: string; sentAt: string }>;
    const mine = messages.find((m) => m.phoneNumber === phoneNumber && new Date(m.sentAt) >= after);
    if (mine) return mine.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code was sent to ${phoneNumber}`);
}

/**
 * Saves a screenshot under e2e/screenshots (git-ignored) for a person to look at: the whole page, or
 * with `fullPage: false` what the screen shows (a sheet over a long menu, lazy pictures below).
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  const dir = path.resolve(import.meta.dirname, '../screenshots');
  fs.mkdirSync(dir, { recursive: true });
  // A drawer or modal still sliding in makes a picture nobody can judge: wait for the transitions
  // to end (endless animations — a ringing badge, a live dot — excepted). Never fails the journey.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
