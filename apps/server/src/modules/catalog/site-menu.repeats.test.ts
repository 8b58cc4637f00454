import { describe, expect, it } from 'vitest';
import { createMenuRepeats, REPEAT_MS } from './site-menu.repeats';
import type { SiteMenuReply } from './site-menu.service';

const vendor = { id: 'v1', slug: 'naranj', name: 'نارنج', active: true };
const ask = {
  host: 'naranj.sofreh.ir',
  url: '/api-catalog/catalog/menucategories/site?sellChannel=WEBSITE',
  acceptEncoding: 'gzip, deflate, br',
};
const answer: SiteMenuReply = {
  etag: '"m1.br"',
  body: Buffer.from('menu'),
  encoding: 'br',
  validUntil: 10_000,
};

/** Repeats over versions and a clock the test moves. */
function setup() {
  const state = { vendors: 1, answers: 1 as number | undefined, now: 1_000 };
  const repeats = createMenuRepeats({
    vendorsVersion: () => state.vendors,
    answersVersion: () => state.answers,
    now: () => state.now,
  });
  return { state, repeats };
}

describe('the customer menu’s repeated answers', () => {
  it('gives an answer again to the same host, URL and Accept-Encoding, and to nothing else', () => {
    const { repeats } = setup();
    expect(repeats.find(ask)).toBeUndefined();
    repeats.keep(ask, vendor, answer);
    expect(repeats.find({ ...ask })).toMatchObject({ vendor, answer });
    expect(repeats.find({ ...ask, host: 'other.sofreh.ir' })).toBeUndefined();
    expect(repeats.find({ ...ask, url: `${ask.url.split('?')[0]}?sellChannel=QR` })).toBeUndefined();
    expect(repeats.find({ ...ask, acceptEncoding: 'gzip' })).toBeUndefined();
    expect(repeats.find({ ...ask, acceptEncoding: undefined })).toBeUndefined();
  });

  it('keeps one answer per channel and coding of a host, the newest replacing the one before', () => {
    const { repeats } = setup();
    const gzip = { ...answer, etag: '"m1.gzip"', encoding: 'gzip' as const };
    repeats.keep(ask, vendor, answer);
    repeats.keep({ ...ask, acceptEncoding: 'gzip' }, vendor, gzip);
    expect(repeats.find(ask)?.answer).toBe(answer);
    expect(repeats.find({ ...ask, acceptEncoding: 'gzip' })?.answer).toBe(gzip);
    const newer = { ...answer, etag: '"m2.br"' };
    repeats.keep(ask, vendor, newer);
    expect(repeats.find(ask)?.answer).toBe(newer);
  });

  it('stops once a kept vendor or a kept menu changed, or the menus cannot be trusted', () => {
    const { state, repeats } = setup();
    repeats.keep(ask, vendor, answer);
    state.vendors = 2; // e.g. the vendor was switched off
    expect(repeats.find(ask)).toBeUndefined();

    repeats.keep(ask, vendor, answer);
    state.answers = 2; // a catalog write dropped the menu
    expect(repeats.find(ask)).toBeUndefined();

    repeats.keep(ask, vendor, answer);
    state.answers = undefined; // the change feed went down
    expect(repeats.find(ask)).toBeUndefined();
    // …and nothing is kept meanwhile; the feed's return drops every kept menu, moving the version.
    repeats.keep(ask, vendor, answer);
    state.answers = 3;
    expect(repeats.find(ask)).toBeUndefined();
  });

  it('lets every kept answer go once the versions move, so none keeps a dropped menu’s bytes alive', () => {
    const { state, repeats } = setup();
    repeats.keep(ask, vendor, answer);
    repeats.keep({ ...ask, host: 'other.sofreh.ir' }, vendor, answer);
    expect(repeats.hosts).toBe(2);
    state.answers = 2; // a menu was dropped from the cache
    repeats.keep({ ...ask, host: 'third.sofreh.ir' }, vendor, answer);
    expect(repeats.hosts).toBe(1);
    state.vendors = 2;
    repeats.keep(ask, vendor, answer);
    expect(repeats.hosts).toBe(1);
    expect(repeats.find({ ...ask, host: 'third.sofreh.ir' })).toBeUndefined();
  });

  it('holds for at most REPEAT_MS, never past the end of the menu’s food shift, nor for a clock set back', () => {
    const { state, repeats } = setup();
    repeats.keep(ask, vendor, answer);
    state.now += REPEAT_MS - 1;
    expect(repeats.find(ask)).toBeDefined();
    state.now += 1;
    expect(repeats.find(ask)).toBeUndefined();

    state.now = 9_500;
    repeats.keep(ask, vendor, answer); // the shift ends at 10,000
    state.now = 9_999;
    expect(repeats.find(ask)).toBeDefined();
    state.now = 10_000;
    expect(repeats.find(ask)).toBeUndefined();

    state.now = 5_000;
    repeats.keep(ask, vendor, answer);
    state.now = 4_999;
    expect(repeats.find(ask)).toBeUndefined();
  });

  it('keeps no 304 and no answer that did not come from the cache', () => {
    const { repeats } = setup();
    repeats.keep(ask, vendor, { ...answer, body: null });
    expect(repeats.find(ask)).toBeUndefined();
    repeats.keep(ask, vendor, { ...answer, validUntil: undefined });
    expect(repeats.find(ask)).toBeUndefined();
  });
});
