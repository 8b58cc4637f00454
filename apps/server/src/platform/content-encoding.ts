import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3) among brotli, gzip and none:
 * the acceptable one with the highest weight, brotli before gzip on a tie. `q=0` refuses a coding,
 * `*` stands for every coding not named. Without the header, no coding.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  // Browsers send a handful of distinct headers, on every request of the hottest reads: parse each once.
  const known = decided.get(acceptEncoding);
  if (known) return known;
  const encoding = decide(acceptEncoding);
  if (decided.size >= 256) decided.clear();
  decided.set(acceptEncoding, encoding);
  return encoding;
}

const decided = new Map<string, ContentEncoding>();

function decide(acceptEncoding: string): ContentEncoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = Math.max(weightOf('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `body` brotli- and gzip-compressed, off the event loop. Made once for an answer sent many times:
 * quality 6 / level 6 keep a rebuild quick while a menu's JSON still shrinks about nine times.
 */
export async function compressedVariants(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [brBody, gzipBody] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 6 }),
  ]);
  return { br: brBody, gzip: gzipBody };
}
