// One HTTP/1.1 request on a connection of its own, read as it came off the socket: node:http
// decompresses nothing (fetch does), so a test sees the bytes and the Content-Encoding that were sent.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, still encoded. */
  raw: Buffer;
  /** The bytes decoded as its Content-Encoding says. */
  decoded: Buffer;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** `origin` is http://host:port; `pathname` may carry a query. */
export function rawRequest(origin: string, pathname: string, options: RawRequest = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = http.request({
      host: hostname,
      port,
      path: pathname,
      method: options.method ?? 'GET',
      headers: options.headers,
      agent: false,
    });
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = incoming.headers['content-encoding'];
        const decoded =
          raw.byteLength === 0 ? raw : encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: incoming.statusCode!, headers: incoming.headers, raw, decoded });
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
