import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { registerWebApp } from './web-app';

const INDEX = '<!doctype html><html lang="fa" dir="rtl"><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('سفره '.repeat(400))});`;

/** A built web app as `npm run build` leaves it: files, and brotli and gzip copies of the text ones. */
function builtWebApp(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, body: string, copies: boolean) => {
    fs.writeFileSync(path.join(dist, name), body);
    if (!copies) return;
    fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(body));
  };
  write('index.html', INDEX, true);
  write('assets/index-a1b2c3.js', SCRIPT, true);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  return dist;
}

describe('the web app as served', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = builtWebApp();
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed asset in the coding the browser takes best, cached for a year', async () => {
    const br = await get('/assets/index-a1b2c3.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);

    const gzip = await get('/assets/index-a1b2c3.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    for (const plain of [
      await get('/assets/index-a1b2c3.js'),
      await get('/assets/index-a1b2c3.js', 'br;q=0'),
    ]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('answers every page path with index.html, compressed when accepted and never cached unchecked', async () => {
    const page = await get('/orders/42', 'gzip, deflate, br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toBe('accept-encoding');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);

    const gzip = await get('/bo/orders', 'gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(INDEX);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);

    const direct = await get('/index.html', 'br');
    expect(direct.headers['cache-control']).toBe('no-cache');
    expect(direct.headers['content-encoding']).toBe('br');
  });

  it('sends a file the build left uncompressed as it is, and keeps the API’s JSON 404', async () => {
    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
    // What browsers ask for on a page without an icon of its own (the payment gateway's).
    const ico = await get('/favicon.ico');
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
    const api = await get('/api/no-such-thing', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('API_ENDPOINT_NOT_FOUND_ERR');
  });
});
