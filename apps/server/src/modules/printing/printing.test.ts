import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_HOST } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { eventually } from '../../../test/eventually';
import { newKey, type OrdersTest, startOrdersTest } from '../../../test/orders-kit';
import { loginAsStaff } from '../../../test/staff';
import type { Database } from '../../db/database';
import { emptyBitmap, encodeRasterReceipt, setPixel } from '../../integrations/printers/escpos';
import { closedPort, type FakePrinter, startFakePrinter } from '../../integrations/printers/fake-printer';
import { bitmapToPng } from '../../integrations/printers/receipt-image';
import { createSandboxPrinter } from '../../integrations/printers/sandbox-printer';
import { createTcpPrinter } from '../../integrations/printers/tcp-printer';
import { startChangeFeed } from '../../platform/change-feed';
import type { Jobs } from '../../platform/jobs';
import { PRINT_SWEEP_QUEUE } from './printing.job';
import * as printingRepo from './printing.repository';
import { AUTO_PRINT_CHANGES, createPrintingService, type PrintJobData } from './printing.service';

const quiet = { warn: () => {}, info: () => {} };

const PRINTING = '/api/printing';

/** A job system that only records the print jobs sent to it. */
function recordingJobs(): { jobs: Jobs; sent: PrintJobData[] } {
  const sent: PrintJobData[] = [];
  const jobs: Jobs = {
    send: async (_queue, data) => {
      sent.push(data as PrintJobData);
    },
    work: async () => {},
    schedule: async () => {},
    stop: async () => {},
  };
  return { jobs, sent };
}

describe.each(DB_KINDS)('printing orders on %s', (kind) => {
  let k: OrdersTest;
  let printer: FakePrinter;
  const station = { kitchen: '', cashier: '', bar: '' };
  const printerIds = { kitchen: '', cashier: '' };

  const sql = (text: string, values: unknown[] = []) => k.t.database.executeSql(text, values);
  const place = async (items: object[], extra: object = {}) => {
    const res = await k.call('POST', '/api/orders', {
      token: k.sessions.customer,
      payload: { source: 'WEBSITE', deliveryType: 'PICKUP', paymentMethod: 'CASH', items, ...extra },
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; number: number; status: string };
  };
  const koobideh = () => ({
    menuItemId: k.menu.koobideh,
    count: 2,
    toppings: [{ toppingId: k.menu.garlic, count: 1 }],
  });
  const dough = () => ({ menuItemId: k.menu.dough, count: 1 });
  const status = async (orderId: string, token = k.sessions.owner) => {
    const res = await k.call('GET', `${PRINTING}/orders/${orderId}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      printed: boolean;
      targets: Array<{
        stationId: string;
        state: string;
        itemCount: number;
        printCount: number;
        failureReason: string | null;
        output: string | null;
      }>;
    };
  };
  const target = async (orderId: string, stationId: string) =>
    (await status(orderId)).targets.find((t) => t.stationId === stationId)!;
  const print = (orderId: string, stationId: string, output = 'NETWORK', token = k.sessions.owner) =>
    k.call('POST', `${PRINTING}/orders/${orderId}/print`, { token, payload: { stationId, output } });
  /** Saves the auto-print settings as the screen does (every instance hears of it). */
  const saveAutoPrint = async (stations: Array<{ stationId: string; trigger: 'NEW' | 'CONFIRMED' }>) => {
    const res = await k.call('PUT', `${PRINTING}/auto-print`, {
      token: k.sessions.owner,
      payload: { stations },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const jobRows = async (orderId: string) =>
    (await sql('SELECT trigger, state FROM print_jobs WHERE order_id = $1 ORDER BY created_at', [orderId]))
      .rows;

  beforeAll(async () => {
    k = await startOrdersTest(kind);
    printer = await startFakePrinter();
    const menu = k.menu as Record<string, string>;
    const post = async (url: string, payload: object) => {
      const res = await k.call('POST', `/api-snappfood/api${url}`, { token: k.sessions.owner, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    // Kebabs cook in the kitchen, the bill prints at the cashier (both printers are the fake one), and
    // drinks are poured at a bar with no printer.
    printerIds.kitchen = await post('/printers', {
      name: 'چاپگر آشپزخانه',
      ip: printer.ip,
      port: printer.port,
    });
    printerIds.cashier = await post('/printers', { name: 'چاپگر صندوق', ip: printer.ip, port: printer.port });
    station.kitchen = await post('/printerstations', {
      name: 'آشپزخانه',
      kind: 'KITCHEN',
      printerId: printerIds.kitchen,
      categoryIds: [menu.kebabs],
    });
    station.cashier = await post('/printerstations', {
      name: 'صندوق',
      kind: 'CUSTOMER',
      printerId: printerIds.cashier,
      categoryIds: [],
    });
    station.bar = await post('/printerstations', {
      name: 'بار',
      kind: 'KITCHEN',
      printerId: null,
      categoryIds: [menu.drinks],
    });
    expect(menu.koobideh).toBeTruthy();
  });
  afterAll(async () => {
    await k?.t.close();
    await printer?.close();
  });

  it('routes an order’s items to their stations; a station with none of them prints nothing', async () => {
    const both = await place([koobideh(), dough()]);
    expect((await status(both.id)).targets.map((t) => [t.stationId, t.itemCount, t.state])).toEqual([
      [station.kitchen, 2, 'NOT_PRINTED'],
      [station.cashier, 3, 'NOT_PRINTED'],
      [station.bar, 1, 'NOT_PRINTED'],
    ]);
    const kebabOnly = await place([koobideh()]);
    expect((await status(kebabOnly.id)).targets.map((t) => t.stationId)).toEqual([
      station.kitchen,
      station.cashier,
    ]);
    const refused = await print(kebabOnly.id, station.bar, 'BROWSER');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PRINT_NOTHING_FOR_STATION');

    const receipts = await k.call('GET', `${PRINTING}/orders/${both.id}/receipts`, {
      token: k.sessions.owner,
    });
    expect(receipts.statusCode, receipts.body).toBe(200);
    const kitchen = receipts
      .json()
      .receipts.find((r: { stationId: string }) => r.stationId === station.kitchen);
    expect(kitchen.lines.filter((l: { kind: string }) => l.kind === 'item')).toEqual([
      { kind: 'item', count: '۲ ×', title: 'کوبیده', details: ['+ سس سیر'], amount: null },
    ]);
  });

  it('prints a kitchen ticket on the network printer, marks it printed, and reprints on request', async () => {
    const order = await place([koobideh(), dough()]);
    const before = printer.jobs.length;
    const res = await print(order.id, station.kitchen);
    expect(res.statusCode, res.body).toBe(200);
    await eventually(
      async () => (await target(order.id, station.kitchen)).state === 'PRINTED',
      'printed',
      15_000,
    );
    expect(printer.jobs.length).toBe(before + 1);
    const image = printer.receipts().at(-1)!;
    expect(image.width).toBe(576);
    fs.writeFileSync(
      path.join(process.env.RECEIPT_PNG_DIR ?? os.tmpdir(), `kitchen-ticket-${kind}.png`),
      bitmapToPng(image),
    );

    expect((await print(order.id, station.kitchen)).statusCode).toBe(200);
    await eventually(
      async () => (await target(order.id, station.kitchen)).printCount === 2,
      'reprinted',
      15_000,
    );
    expect(printer.jobs.length).toBe(before + 2);
    expect((await status(order.id)).printed).toBe(false);
  });

  it('records a browser print, and refuses a network print where the station has no printer', async () => {
    const order = await place([dough()]);
    const network = await print(order.id, station.bar, 'NETWORK');
    expect(network.statusCode).toBe(409);
    expect(network.json()).toMatchObject({
      code: 'PRINT_STATION_NO_PRINTER',
      message: expect.stringContaining('چاپگری ندارد'),
    });
    const browser = await print(order.id, station.bar, 'BROWSER');
    expect(browser.statusCode, browser.body).toBe(200);
    expect(
      browser.json().targets.find((t: { stationId: string }) => t.stationId === station.bar),
    ).toMatchObject({
      state: 'PRINTED',
      output: 'BROWSER',
      printCount: 1,
    });
  });

  it('lets staff who see orders print, refuses others, and hides another vendor’s order', async () => {
    const order = await place([koobideh()]);
    const viewer = await loginAsStaff(k.t, '09130000001', ['ORDERS_VIEW']);
    const menuOnly = await loginAsStaff(k.t, '09130000002', ['MENU_VIEW']);
    expect((await print(order.id, station.cashier, 'BROWSER', viewer)).statusCode).toBe(200);
    expect((await print(order.id, station.cashier, 'BROWSER', menuOnly)).statusCode).toBe(403);
    expect((await k.call('GET', `${PRINTING}/auto-print`, { token: viewer })).statusCode).toBe(403);
    const theirs = await k.call('GET', `${PRINTING}/orders/${order.id}`, {
      token: k.sessions.otherOwner,
      host: OTHER_HOST,
    });
    expect(theirs.statusCode).toBe(404);
    const list = await k.call('GET', `${PRINTING}/orders?orderIds=${order.id}`, {
      token: k.sessions.otherOwner,
      host: OTHER_HOST,
    });
    expect(list.json()).toEqual([]);
  });

  it('marks a job failed with a Persian reason when the printer is off, and the job system tries again', async () => {
    const order = await place([koobideh()]);
    await sql('UPDATE printers SET port = $1 WHERE id = $2', [await closedPort(), printerIds.kitchen]);
    expect((await print(order.id, station.kitchen)).statusCode).toBe(200);
    const failed = await eventually(
      async () => {
        const t = await target(order.id, station.kitchen);
        return t.state === 'FAILED' ? t : null;
      },
      'the job failed',
      15_000,
    );
    expect(failed.failureReason).toContain('اتصال را نپذیرفت');
    // The printer is switched on again: the retry prints it.
    await sql('UPDATE printers SET port = $1 WHERE id = $2', [printer.port, printerIds.kitchen]);
    await eventually(
      async () => (await target(order.id, station.kitchen)).state === 'PRINTED',
      'retried',
      20_000,
    );
    expect((await k.call('GET', '/api/health', {})).statusCode).toBeLessThan(500);
  });

  it('draws the receipt for the printer’s paper: 384 dots on 58 mm, 576 on 80 mm', async () => {
    const order = await place([koobideh()]);
    const setWidth = async (paperWidthMm: number) => {
      const res = await k.call('PUT', '/api-snappfood/api/printers', {
        token: k.sessions.owner,
        payload: {
          id: printerIds.cashier,
          name: 'چاپگر صندوق',
          ip: printer.ip,
          port: printer.port,
          paperWidthMm,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setWidth(58);
    try {
      expect((await print(order.id, station.cashier)).statusCode).toBe(200);
      await eventually(
        async () => (await target(order.id, station.cashier)).state === 'PRINTED',
        'printed',
        15_000,
      );
      const image = printer.receipts().at(-1)!;
      expect(image.width).toBe(384);
      fs.writeFileSync(
        path.join(process.env.RECEIPT_PNG_DIR ?? os.tmpdir(), `bill-58mm-${kind}.png`),
        bitmapToPng(image),
      );
    } finally {
      await setWidth(80);
    }
    expect((await print(order.id, station.cashier)).statusCode).toBe(200);
    await eventually(
      async () => (await target(order.id, station.cashier)).printCount === 2,
      'reprinted',
      15_000,
    );
    expect(printer.receipts().at(-1)!.width).toBe(576);
  });

  it('two instances printing to one printer at once send one receipt after the other, never into each other', async () => {
    // A printer that takes every connection, and keeps each open while it prints.
    const busy = await startFakePrinter({ holdMs: 250 });
    const second = k.t.database.secondHandle();
    await sql('UPDATE printers SET port = $1 WHERE id = $2', [busy.port, printerIds.cashier]);
    try {
      const order = await place([koobideh()]);
      const jobIds = await Promise.all(
        [0, 1].map(() =>
          printingRepo.insertJob(
            k.t.database.db,
            k.ids.demo,
            {
              orderId: order.id,
              stationId: station.cashier,
              trigger: 'MANUAL',
              output: 'NETWORK',
              state: 'QUEUED',
              requestedBy: null,
            },
            new Date(),
          ),
        ),
      );
      const instance = (database: Database) =>
        createPrintingService({
          database,
          jobs: recordingJobs().jobs,
          printer: createTcpPrinter(),
          log: quiet,
        });
      const [a, b] = [instance(k.t.database), instance(second)];
      await Promise.all([
        a.runJob({ vendorId: k.ids.demo, jobId: jobIds[0]! }),
        b.runJob({ vendorId: k.ids.demo, jobId: jobIds[1]! }),
      ]);

      expect(busy.jobs).toHaveLength(2);
      expect(busy.mostAtOnce()).toBe(1);
      // Each connection carried one whole receipt.
      expect(busy.receipts()).toHaveLength(2);
      expect((await target(order.id, station.cashier)).printCount).toBe(2);
    } finally {
      await sql('UPDATE printers SET port = $1 WHERE id = $2', [printer.port, printerIds.cashier]);
      if (kind === 'postgres') await second.close();
      await busy.close();
    }
  });

  it('saves which stations print by themselves, refusing a station without a printer', async () => {
    const bad = await k.call('PUT', `${PRINTING}/auto-print`, {
      token: k.sessions.owner,
      payload: { stations: [{ stationId: station.bar, trigger: 'NEW' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'stations.0.trigger', message: expect.stringContaining('«بار»') },
    ]);
    const res = await k.call('PUT', `${PRINTING}/auto-print`, {
      token: k.sessions.owner,
      payload: {
        stations: [
          { stationId: station.kitchen, trigger: 'NEW' },
          { stationId: station.cashier, trigger: 'CONFIRMED' },
          { stationId: station.bar, trigger: null },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await k.call('GET', `${PRINTING}/auto-print`, { token: k.sessions.owner })).json();
    expect(
      read.stations.map((s: { stationId: string; trigger: string | null }) => [s.stationId, s.trigger]),
    ).toEqual([
      [station.kitchen, 'NEW'],
      [station.cashier, 'CONFIRMED'],
      [station.bar, null],
    ]);
  });

  it('saves concurrent auto-print settings one whole save after another, never failing', async () => {
    const first = [
      { stationId: station.kitchen, trigger: 'NEW' },
      { stationId: station.cashier, trigger: 'CONFIRMED' },
    ];
    const second = [{ stationId: station.kitchen, trigger: 'CONFIRMED' }];
    const saves = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        k.call('PUT', `${PRINTING}/auto-print`, {
          token: k.sessions.owner,
          payload: { stations: i % 2 ? first : second },
        }),
      ),
    );
    for (const res of saves) expect(res.statusCode, res.body).toBe(200);
    const { rows } = await sql(
      'SELECT station_id, trigger FROM auto_print_stations WHERE vendor_id = $1 ORDER BY trigger DESC',
      [k.ids.demo],
    );
    const saved = rows.map((r) => ({ stationId: r.station_id, trigger: r.trigger }));
    // The last save wins whole: never a mix of two.
    expect([JSON.stringify(first), JSON.stringify(second)]).toContain(JSON.stringify(saved));
    await saveAutoPrint(first as Array<{ stationId: string; trigger: 'NEW' | 'CONFIRMED' }>);
  });

  it('prints new orders in the kitchen and the bill on confirmation, by themselves, once', async () => {
    const order = await place([koobideh(), dough()]);
    await eventually(
      async () => (await target(order.id, station.kitchen)).state === 'PRINTED',
      'auto kitchen',
      15_000,
    );
    expect((await target(order.id, station.cashier)).state).toBe('NOT_PRINTED');
    const confirm = await k.call('PATCH', '/api/orders/state', {
      token: k.sessions.owner,
      payload: { orderId: order.id, fromStatus: 'NEEDFORCALL', status: 'CONFIRMED' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await eventually(
      async () => (await target(order.id, station.cashier)).state === 'PRINTED',
      'auto bill',
      15_000,
    );
    expect(await jobRows(order.id)).toEqual([
      { trigger: 'NEW', state: 'PRINTED' },
      { trigger: 'CONFIRMED', state: 'PRINTED' },
    ]);
  });

  it('claims an automatic print once when two instances hear the same event at once', async () => {
    await saveAutoPrint([]);
    const order = await place([koobideh()]);
    await saveAutoPrint([{ stationId: station.kitchen, trigger: 'NEW' }]);
    const sent: object[] = [];
    const jobs: Jobs = {
      send: async (_queue, data) => {
        sent.push(data);
      },
      work: async () => {},
      schedule: async () => {},
      stop: async () => {},
    };
    const log = { warn: () => {}, info: () => {} };
    const second = k.t.database.secondHandle();
    try {
      const a = createPrintingService({
        database: k.t.database,
        jobs,
        printer: { send: async () => ({ ok: true }) },
        log,
      });
      const b = createPrintingService({
        database: second,
        jobs,
        printer: { send: async () => ({ ok: true }) },
        log,
      });
      const change = {
        vendorId: k.ids.demo,
        orderId: order.id,
        kind: 'CREATED' as const,
        status: 'NEEDFORCALL' as const,
      };
      const queued = await Promise.all([
        a.onOrderChange(change),
        b.onOrderChange(change),
        a.onOrderChange(change),
      ]);
      expect(queued.reduce((x, y) => x + y, 0)).toBe(1);
      expect(sent).toHaveLength(1);
      expect((await jobRows(order.id)).filter((r) => r.trigger === 'NEW')).toHaveLength(1);
      // A person's reprint is never "already done".
      expect((await print(order.id, station.kitchen, 'BROWSER')).statusCode).toBe(200);
      expect((await print(order.id, station.kitchen, 'BROWSER')).statusCode).toBe(200);
      expect((await target(order.id, station.kitchen)).printCount).toBeGreaterThanOrEqual(2);
    } finally {
      if (kind === 'postgres') await second.close();
    }
  });

  it('prints an order whose event was lost by the minute’s sweep, once however often and beside the feed', async () => {
    await saveAutoPrint([]);
    // The order comes in while nothing prints by itself, so the app's feed claims nothing for it.
    // Then the kitchen is recorded as printing new orders since an hour ago: the state a lost event
    // leaves behind (the process died between the order's commit and the claim). Written behind the
    // app's back, it is not heard: the app's feed may go on claiming nothing until its copy expires.
    const lost = await place([koobideh(), dough()]);
    const other = await place([koobideh()]);
    expect(await jobRows(lost.id)).toEqual([]);
    const now = k.t.clock.now();
    const anHourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
    await sql(
      `INSERT INTO auto_print_stations (vendor_id, station_id, trigger, updated_at) VALUES ($1, $2, 'NEW', $3)`,
      [k.ids.demo, station.kitchen, anHourAgo],
    );
    // Someone printed the other order's kitchen ticket by hand meanwhile: that is not printed again.
    expect((await print(other.id, station.kitchen, 'BROWSER')).statusCode).toBe(200);

    const { jobs, sent } = recordingJobs();
    const log = { warn: () => {}, info: () => {} };
    const second = k.t.database.secondHandle();
    try {
      const service = (database: Database) =>
        createPrintingService({
          database,
          jobs,
          printer: { send: async () => ({ ok: true }) },
          log,
          clock: k.t.clock,
        });
      const a = service(k.t.database);
      const b = service(second);
      const sentFor = async (orderId: string) => {
        const ids = (await sql('SELECT id FROM print_jobs WHERE order_id = $1', [orderId])).rows.map(
          (r) => r.id,
        );
        return sent.filter((d) => ids.includes(d.jobId));
      };

      // Within the feed's grace the sweep leaves the order to the feed.
      await a.sweepMissedAutoPrints(now);
      expect(await jobRows(lost.id)).toEqual([]);

      // A minute later it is claimed and queued, once: the kitchen ticket only (the drink has no
      // station that prints by itself).
      const later = new Date(now.getTime() + 60 * 1000);
      await a.sweepMissedAutoPrints(later);
      expect(await jobRows(lost.id)).toEqual([{ trigger: 'NEW', state: 'QUEUED' }]);
      expect(await sentFor(lost.id)).toHaveLength(1);

      // The next minute's sweep, two instances at once, and the late event itself: nothing more.
      const change = {
        vendorId: k.ids.demo,
        orderId: lost.id,
        kind: 'CREATED' as const,
        status: 'NEEDFORCALL' as const,
      };
      await Promise.all([
        a.sweepMissedAutoPrints(later),
        b.sweepMissedAutoPrints(later),
        a.onOrderChange(change),
        b.onOrderChange(change),
      ]);
      expect(await jobRows(lost.id)).toEqual([{ trigger: 'NEW', state: 'QUEUED' }]);
      expect(await sentFor(lost.id)).toHaveLength(1);
      expect((await jobRows(other.id)).map((r) => r.trigger)).toEqual(['MANUAL']);

      // A new order whose event does arrive, met by two sweeps and another hearing of the event at
      // the same moment: still one print.
      const raced = await place([koobideh()]);
      await Promise.all([
        b.sweepMissedAutoPrints(later),
        a.onOrderChange({ ...change, orderId: raced.id }),
        a.sweepMissedAutoPrints(later),
      ]);
      expect((await jobRows(raced.id)).map((r) => r.trigger)).toEqual(['NEW']);
      expect((await sentFor(raced.id)).length).toBeLessThanOrEqual(1);

      // Turning automatic printing on does not print the orders from before it.
      await saveAutoPrint([]);
      const before = await place([koobideh()]);
      k.t.clock.advance(1000);
      await saveAutoPrint([{ stationId: station.kitchen, trigger: 'NEW' }]);
      await a.sweepMissedAutoPrints(new Date(k.t.clock.now().getTime() + 60 * 1000));
      expect(await jobRows(before.id)).toEqual([]);
    } finally {
      if (kind === 'postgres') await second.close();
    }
  });

  it('keeps each vendor’s auto-print settings until they change, here or on another instance', async () => {
    await saveAutoPrint([]);
    const { jobs, sent } = recordingJobs();
    const log = { warn: () => {}, info: () => {} };
    const second = k.t.database.secondHandle();
    // Two more instances, each with its own change feed: `here` saves the settings, `there` only hears.
    const feeds = await Promise.all(
      [k.t.database, second].map((database) =>
        startChangeFeed(database, { channels: [AUTO_PRINT_CHANGES], log: quiet }),
      ),
    );
    try {
      const [here, there] = feeds.map((changes, i) =>
        createPrintingService({
          database: i === 0 ? k.t.database : second,
          jobs,
          printer: { send: async () => ({ ok: true }) },
          log,
          clock: k.t.clock,
          changes,
        }),
      );
      const vendor = { id: k.ids.demo, slug: 'demo', name: 'demo', active: true };
      const heard = (orderId: string) => ({
        vendorId: k.ids.demo,
        orderId,
        kind: 'CREATED' as const,
        status: 'NEEDFORCALL' as const,
      });
      // Orders placed while nothing prints by itself: the app claims nothing for them.
      const [first, second_, third] = [
        await place([koobideh()]),
        await place([koobideh()]),
        await place([koobideh()]),
      ];
      expect(await here!.onOrderChange(heard(first.id))).toBe(0);
      expect(await there!.onOrderChange(heard(first.id))).toBe(0);

      // Both now keep "nothing prints by itself": a row written behind their backs (no message) is
      // not read, which is what makes an order event of a vendor without auto print cost no query.
      await sql(`INSERT INTO auto_print_stations (vendor_id, station_id, trigger) VALUES ($1, $2, 'NEW')`, [
        k.ids.demo,
        station.kitchen,
      ]);
      expect(await here!.onOrderChange(heard(first.id))).toBe(0);
      expect(await there!.onOrderChange(heard(first.id))).toBe(0);
      await sql('DELETE FROM auto_print_stations WHERE vendor_id = $1', [k.ids.demo]);

      // `there`'s own subscription comes first, so once this hears a message `there` has too.
      let messages = 0;
      feeds[1]!.subscribe(AUTO_PRINT_CHANGES, () => messages++);
      const thereHears = async (count: number) =>
        eventually(async () => messages >= count, 'the settings message', 10_000);

      // Saved on `here`: its next order event prints at once, without waiting for any message.
      await here!.saveAutoPrintSettings(vendor, {
        stations: [{ stationId: station.kitchen, trigger: 'NEW' }],
      });
      expect(await here!.onOrderChange(heard(first.id))).toBe(1);
      // `there` hears of it through the feed, and prints the next order it is told of.
      await thereHears(1);
      expect(await there!.onOrderChange(heard(second_.id))).toBe(1);

      // Switched off again: neither prints the next order.
      await here!.saveAutoPrintSettings(vendor, { stations: [] });
      expect(await here!.onOrderChange(heard(third.id))).toBe(0);
      await thereHears(2);
      expect(await there!.onOrderChange(heard(third.id))).toBe(0);
      expect((await jobRows(third.id)).filter((r) => r.trigger === 'NEW')).toEqual([]);
      expect(sent).toHaveLength(2);
    } finally {
      await Promise.all(feeds.map((feed) => feed.close()));
      if (kind === 'postgres') await second.close();
    }
  });

  it('schedules the sweep every minute', async () => {
    const { rows } = await sql('SELECT cron FROM pgboss.schedule WHERE name = $1', [PRINT_SWEEP_QUEUE]);
    expect(rows).toEqual([{ cron: '* * * * *' }]);
  });

  it('keeps the sandbox printer’s last receipt per printer for the printers screen', async () => {
    const sandbox = createSandboxPrinter(k.t.database, k.t.clock);
    const url = (printerId: string) => `${PRINTING}/printers/${printerId}/sandbox`;
    expect((await k.call('GET', url(printerIds.cashier), { token: k.sessions.owner })).statusCode).toBe(404);
    const bitmap = emptyBitmap(576, 16);
    setPixel(bitmap, 570, 3);
    const result = await sandbox.send(
      {
        vendorId: k.ids.demo,
        printerId: printerIds.cashier,
        name: 'چاپگر صندوق',
        ip: '192.168.1.51',
        port: 9100,
      },
      encodeRasterReceipt(bitmap),
    );
    expect(result).toEqual({ ok: true });
    const res = await k.call('GET', url(printerIds.cashier), { token: k.sessions.owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ printerId: printerIds.cashier, width: 576, height: 16 });
    // Stamped with the app's clock (the demo's hour), not the database's.
    expect(res.json().printedAt).toBe(k.t.clock.now().toISOString());
    expect(Buffer.from(res.json().pngBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const theirs = await k.call('GET', url(printerIds.cashier), {
      token: k.sessions.otherOwner,
      host: OTHER_HOST,
    });
    expect(theirs.statusCode).toBe(404);
    // The test app prints to the network, not to the sandbox.
    expect((await k.call('GET', `${PRINTING}/sandbox`, { token: k.sessions.owner })).json()).toEqual({
      enabled: false,
    });
  });
});
