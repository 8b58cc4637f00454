import type { VendorContext } from '../../platform/context';
import type { SiteMenuReply } from './site-menu.service';

/**
 * How long a repeated answer is given without the full way (access check, cache lookup): it bounds
 * the extra age a vendor may reach past its own cache's bound, and how long a menu answered only from
 * here looks unused to the menu cache's least-recently-used order.
 */
export const REPEAT_MS = 1_000;
const HOSTS_KEPT = 10_000;
/** Per host: its channels times the content codings browsers ask for. */
const ANSWERS_PER_HOST = 8;

/** What one request asked, as far as the customer menu's answer depends on it. */
export type MenuAsk = { host: string; url: string; acceptEncoding: string | undefined };

type Repeat = MenuAsk & { vendor: VendorContext; answer: SiteMenuReply; from: number; until: number };

/**
 * The customer menu's answers, kept to be given again to the same request — same host, same URL,
 * same Accept-Encoding — without the vendor lookup, the access check and the cache lookup that
 * produced them. Every customer of a restaurant asks the same thing, and at the busiest moments those
 * steps were most of what a cached menu cost the server beyond sending its bytes (bench/menu,
 * decision 0039).
 *
 * A repeat is given only while nothing its answer relied on can have changed:
 * - the vendors kept for hosts (a vendor switched off or changed is dropped there: `vendorsVersion`);
 * - the kept menus and whether they may be trusted (`answersVersion`: stored, dropped, change feed);
 * - its time: at most REPEAT_MS, and never past the end of the food shift the menu was built for.
 * A request naming a version (If-None-Match) or an origin (CORS) always takes the full way.
 */
export function createMenuRepeats(deps: {
  vendorsVersion: () => number;
  answersVersion: () => number | undefined;
  now: () => number;
}) {
  const byHost = new Map<string, Repeat[]>();
  /**
   * The versions every kept repeat was kept under. When they move, all go at the next keep: none could
   * hold again, and each keeps its menu's bytes alive, which the menu cache may since have let go
   * (MENU_CACHE_MB bounds what is kept, repeats included).
   */
  let keptUnder = { vendorsVersion: Number.NaN, answersVersion: Number.NaN };

  return {
    /** The answer to give `ask` again, if it still holds. */
    find(ask: MenuAsk): Repeat | undefined {
      const kept = byHost.get(ask.host);
      if (!kept) return undefined;
      for (const repeat of kept) {
        if (repeat.url !== ask.url || repeat.acceptEncoding !== ask.acceptEncoding) continue;
        const now = deps.now();
        const holds =
          keptUnder.vendorsVersion === deps.vendorsVersion() &&
          keptUnder.answersVersion === deps.answersVersion() &&
          repeat.from <= now &&
          now < repeat.until;
        return holds ? repeat : undefined;
      }
      return undefined;
    },

    /**
     * Keeps `answer`, just given to `ask` the full way (the vendor admitted, the menu from the cache),
     * to be given again. Call it in the same turn as the answer was worked out: the versions read now
     * must be those it was worked out under.
     */
    keep(ask: MenuAsk, vendor: VendorContext, answer: SiteMenuReply): void {
      const answersVersion = deps.answersVersion();
      if (answersVersion === undefined || !answer.body || answer.validUntil === undefined) return;
      const vendorsVersion = deps.vendorsVersion();
      if (vendorsVersion !== keptUnder.vendorsVersion || answersVersion !== keptUnder.answersVersion) {
        byHost.clear();
        keptUnder = { vendorsVersion, answersVersion };
      }
      const now = deps.now();
      const repeat: Repeat = {
        ...ask,
        vendor,
        answer,
        from: now,
        until: Math.min(now + REPEAT_MS, answer.validUntil),
      };
      let kept = byHost.get(ask.host);
      if (!kept) {
        if (byHost.size >= HOSTS_KEPT) byHost.clear();
        kept = [];
        byHost.set(ask.host, kept);
      }
      const same = kept.findIndex((r) => r.url === ask.url && r.acceptEncoding === ask.acceptEncoding);
      if (same >= 0) kept[same] = repeat;
      else {
        if (kept.length >= ANSWERS_PER_HOST) kept.shift();
        kept.push(repeat);
      }
    },

    /** For tests: how many hosts have answers kept. */
    get hosts() {
      return byHost.size;
    },
  };
}

export type MenuRepeats = ReturnType<typeof createMenuRepeats>;
