// Compressed answers (issue 39, decision 0066): brotli or gzip as the client's Accept-Encoding allows,
// for text answers over a size threshold. The web app's files are compressed once, at build time
// (vite.config.ts) and picked by serveStatic; what is made per request (GraphQL and /api answers, the
// few files without a compressed copy) is compressed here, off the event loop (zlib's thread pool).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import Negotiator from 'negotiator';

export type ContentEncoding = 'br' | 'gzip';

/** zlib's output: Buffers over a plain ArrayBuffer (never a shared one), as Response and Hono take them. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** Under this many bytes an answer goes as it is: compression saves less than a packet's worth. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text worth compressing: HTML, scripts, styles, JSON (GraphQL's media types included), SVG and the
 * manifest. Not event streams (an SSE subscription must be written as it happens) nor multipart
 * answers (incremental delivery), nor images, which are compressed already.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:javascript|json|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/** What we answer in, best first: brotli is smaller, so it wins a tie. x-gzip is gzip's old name (RFC 9110, 8.4.1.3). */
const OFFERED = ['br', 'gzip', 'x-gzip'];

/**
 * The encoding to answer with for an Accept-Encoding header, negotiated by `negotiator` (Express's):
 * brotli or gzip, whichever the client weighs more (brotli on a tie), or null when it accepts neither
 * (or sent no header: an old client may not decode anything).
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  // negotiator 1.x takes the preferred order as its second argument; @types/negotiator still describes 0.6.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  const chosen = negotiator.encoding(OFFERED, { preferred: OFFERED });
  if (chosen === 'x-gzip') return 'gzip';
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** Accept-Encoding headers seen and the encoding each asks for: browsers send a handful of different ones. */
const encodings = new Map<string, ContentEncoding | null>();
const ENCODINGS_KEPT = 100;

/** preferredEncoding, remembered for the first ENCODINGS_KEPT headers (short ones only): a pure function of the header. */
export function cachedPreferredEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  const key = acceptEncoding ?? '';
  const known = encodings.get(key);
  if (known !== undefined) return known;
  const found = preferredEncoding(acceptEncoding);
  if (encodings.size < ENCODINGS_KEPT && key.length <= 256) encodings.set(key, found);
  return found;
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/**
 * One answer compressed, in zlib's thread pool. Brotli at quality 5: on 100 cocktails from /api
 * (105 KB of JSON) 9.5 KB in about 2 ms, where gzip -6 makes 10.0 KB and quality 4 10.2 KB. The
 * build's own copies use quality 11, two orders of magnitude slower.
 */
export async function compress(body: Uint8Array, encoding: ContentEncoding): Promise<Bytes> {
  if (encoding === 'gzip') return (await gzipCompress(body, { level: 6 })) as Bytes;
  return (await brotliCompress(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  })) as Bytes;
}

/**
 * Compressed copies of texts that never change while the server runs (GraphiQL's files: 5 MB of
 * script), made on first demand and kept, so a repeated request costs no compression.
 */
export function compressedCopies(): (key: string, body: string, encoding: ContentEncoding) => Promise<Bytes> {
  const copies = new Map<string, Promise<Bytes>>();
  return (key, body, encoding) => {
    const name = `${encoding} ${key}`;
    let copy = copies.get(name);
    if (!copy) {
      copy = compress(Buffer.from(body, 'utf8'), encoding);
      copies.set(name, copy);
      // A failed compression is not kept: the next request tries again.
      copy.catch(() => copies.delete(name));
    }
    return copy;
  };
}

/** Adds Accept-Encoding to a Vary header value unless it names it already. */
export function varyWithAcceptEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding';
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  return names.includes('accept-encoding') || names.includes('*') ? vary : `${vary}, Accept-Encoding`;
}

/**
 * A text answer as it should be sent for this encoding: compressed when there is an encoding and the
 * answer reaches the threshold, else as it is.
 */
export async function encodeText(
  text: string,
  encoding: ContentEncoding | null,
): Promise<{ body: string | Bytes; encoding: ContentEncoding | null }> {
  // A character is at least one byte: shorter strings are under the threshold without being measured.
  if (!encoding || text.length < COMPRESSION_THRESHOLD / 3) return { body: text, encoding: null };
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.byteLength < COMPRESSION_THRESHOLD) return { body: text, encoding: null };
  return { body: await compress(bytes, encoding), encoding };
}

/**
 * Compresses the app's text answers made per request. Leaves alone what is already encoded (the
 * build's precompressed files, the app shell), what must stream (event streams, multipart), partial
 * and empty answers, HEAD requests and answers marked no-transform. Every compressible answer says
 * Vary: Accept-Encoding, compressed or not, so a cache keeps one copy per encoding.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!isCompressible(headers.get('content-type'))) return;
    headers.set('Vary', varyWithAcceptEncoding(headers.get('vary')));
    const status = c.res.status;
    if (!c.res.body || status === 204 || status === 206 || status === 304 || c.req.method === 'HEAD') return;
    if (headers.has('content-encoding') || /\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return;
    const encoding = cachedPreferredEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const declared = headers.get('content-length');
    if (declared !== null && Number(declared) < COMPRESSION_THRESHOLD) return;

    const original = c.res;
    const body = new Uint8Array(await original.arrayBuffer());
    if (body.byteLength < COMPRESSION_THRESHOLD) {
      c.res = new Response(body, original);
      return;
    }
    const compressed = await compress(body, encoding);
    c.res = new Response(compressed, original);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.byteLength));
    // A strong validator names these exact bytes; the compressed ones are another representation.
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
