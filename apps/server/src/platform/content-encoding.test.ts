import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedVariants, preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, as browsers offer them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
  });

  it('follows weights, refusals and the wildcard', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

describe('compressedVariants', () => {
  it('gives bytes that decompress to the body', async () => {
    const body = Buffer.from(JSON.stringify({ title: 'کباب کوبیده', items: Array(50).fill('جوجه') }));
    const { br, gzip } = await compressedVariants(body);
    expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
    expect(zlib.gunzipSync(gzip).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length);
  });
});
