// What the per-request compression decides (decision 0066): the encoding a client's Accept-Encoding asks
// for, and which answers it compresses and which it must leave alone.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD, compressAnswers, preferredEncoding, varyWithAcceptEncoding } from './compression';

describe('the encoding an Accept-Encoding header asks for', () => {
  it('is brotli for what browsers send, gzip where brotli is missing, and nothing without either', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('follows the weights: the heavier of the two, never one weighed zero, and * for what is not named', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('BR;Q=1.0, gzip;q=0.8')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*;q=0')).toBeNull();
    expect(preferredEncoding('gzip;q=abc')).toBeNull();
  });
});

describe('Vary', () => {
  it('gains Accept-Encoding once, after what it names already', () => {
    expect(varyWithAcceptEncoding(null)).toBe('Accept-Encoding');
    expect(varyWithAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyWithAcceptEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyWithAcceptEncoding('*')).toBe('*');
  });
});

const big = JSON.stringify({ data: { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Négroni ${i}` })) } });

function appAnswering(respond: () => Response) {
  const app = new Hono();
  app.use('*', compressAnswers());
  app.all('*', () => respond());
  return app;
}

describe('per-request compression', () => {
  it('compresses a JSON answer over the threshold as asked, to the same bytes once decompressed', async () => {
    const app = appAnswering(() => new Response(big, { headers: { 'content-type': 'application/json; charset=utf-8' } }));
    const br = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brBytes.byteLength).toBeLessThan(Buffer.byteLength(big) / 4);
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(big);

    const gzip = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(big);

    const plain = await app.request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(big);
  });

  it('sends small answers as they are, still saying that the answer varies', async () => {
    const small = JSON.stringify({ data: { viewer: null } });
    expect(Buffer.byteLength(small)).toBeLessThan(COMPRESSION_THRESHOLD);
    const app = appAnswering(() => new Response(small, { headers: { 'content-type': 'application/json' } }));
    const response = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(small);
  });

  it('leaves alone what is encoded already, images, no-transform answers, partial content and HEAD requests', async () => {
    const cases: Array<{ init: ResponseInit; method?: string }> = [
      { init: { headers: { 'content-type': 'text/javascript', 'content-encoding': 'gzip' } } },
      { init: { headers: { 'content-type': 'image/jpeg' } } },
      { init: { headers: { 'content-type': 'application/json', 'cache-control': 'no-transform' } } },
      { init: { status: 206, headers: { 'content-type': 'text/javascript' } } },
      { init: { headers: { 'content-type': 'application/json' } }, method: 'HEAD' },
    ];
    for (const { init, method } of cases) {
      const app = appAnswering(() => new Response(big, init));
      const response = await app.request('/', { method, headers: { 'accept-encoding': 'br, gzip' } });
      const label = JSON.stringify({ init, method });
      expect(response.headers.get('content-encoding'), label).toBe((init.headers as Record<string, string>)['content-encoding'] ?? null);
      if (method !== 'HEAD') expect(await response.text(), label).toBe(big);
    }
  });

  it('lets an event stream through as it is written, unbuffered', async () => {
    let pull = 0;
    // An endless stream: had the middleware waited for its end, the first event would never arrive.
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(`data: ${'x'.repeat(2000)} ${pull++}\n\n`));
      },
    });
    const app = appAnswering(() => new Response(stream, { headers: { 'content-type': 'text/event-stream' } }));
    const response = await app.request('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^data: x+ 0\n\n$/);
    await reader.cancel();
  });
});
