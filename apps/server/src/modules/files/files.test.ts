import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { DB_KINDS } from '../../../test/database';
import { DEMO_CUSTOMER_PHONE, DEMO_OWNER_PHONE } from '../../demo/seed';

const AUTH = '/api-identity/identity/auth';
const FILES = '/api-identity/identity/files';

function multipart(filename: string, content: Buffer, contentType = 'image/jpeg') {
  const boundary = '----sofrehtest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// Only the first kind: uploads touch no database table, the engine does not matter here.
describe.each(DB_KINDS.slice(0, 1))('image uploads on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;

  async function tokenFor(phoneNumber: string, isBackOffice: boolean) {
    const login = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/login`,
      payload: { phoneNumber, isBackOffice },
    });
    const code = await t.sms.codeFor(phoneNumber);
    const verify = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/verify`,
      payload: { userId: login.json().userId, otp: code },
    });
    return verify.json().token as string;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    ownerToken = await tokenFor(DEMO_OWNER_PHONE, true);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (filename: string, content: Buffer, token = ownerToken, type?: string) => {
    const { payload, headers } = multipart(filename, content, type);
    return t.app.inject({
      method: 'POST',
      url: FILES,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  };

  it('stores a photo as WebP in list and detail sizes, under a server-made name, cached for a year', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#e67e22' } })
      .jpeg()
      .toBuffer();
    const res = await upload('../../kabab.jpg', photo);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ width: 2400, height: 1600 });
    expect(body.url).toMatch(new RegExp(`^/files/${t.demo.vendor.id}/[0-9a-f-]{36}-detail\\.webp$`));
    expect(body.url).not.toContain('kabab');

    const served = await t.app.inject({ method: 'GET', url: body.listUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const list = await sharp(served.rawPayload).metadata();
    expect(list).toMatchObject({ format: 'webp', width: 480, height: 320 });
    const detail = await sharp((await t.app.inject({ method: 'GET', url: body.url })).rawPayload).metadata();
    expect(detail.width).toBe(1200);
    expect(fs.existsSync(path.join(t.config.DATA_DIR, 'files', t.demo.vendor.id))).toBe(true);
  });

  it.each([
    ['a script named like a photo', 'shell.php.jpg', Buffer.from('<?php system($_GET["c"]); ?>')],
    ['an HTML page', 'page.png', Buffer.from('<html><script>alert(1)</script></html>')],
    [
      'an SVG (it can carry scripts)',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
  ])('refuses %s with a Persian message beside the field', async (_label, filename, content) => {
    const res = await upload(filename, content);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'file' }] });
  });

  it('refuses a pixel flood', async () => {
    const flood = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const res = await upload('flood.png', flood, ownerToken, 'image/png');
    expect(res.statusCode).toBe(400);
  });

  it('refuses a file over the size limit with 413', async () => {
    const res = await upload('huge.jpg', Buffer.alloc(9 * 1024 * 1024, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('is for the vendor’s staff only', async () => {
    const customerToken = await tokenFor(DEMO_CUSTOMER_PHONE, false);
    const photo = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload('x.png', photo, customerToken, 'image/png');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCESS_DENIED_ERR');
  });
});
