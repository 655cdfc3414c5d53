// Where uploaded files live. One interface, chosen at start (STORAGE_DRIVER): a local folder by
// default, or an S3-compatible bucket so several instances share the files. Either way clients load
// them from /uploads/<key>, served by the gateway.
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size?: number;
}

export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the file under `key` (the uploads prune, gateway/domain/uploads.ts); no file there is no error. */
  delete(key: string): Promise<void>;
  /** Whether the backing store answers (readiness). */
  check(): Promise<void>;
}

/** Keys we create: "<folder>/<uuid>.<ext>". Anything else is refused before touching a store. */
export const STORAGE_KEY_PATTERN = /^[a-z_]+\/[a-f0-9-]{36}\.[a-z0-9]+$/;
export const UPLOADS_PREFIX = '/uploads/';

export function urlForKey(key: string): string {
  return `${UPLOADS_PREFIX}${key}`;
}

/** The key of one of our /uploads URLs, or null for any other URL. */
export function keyFromUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return STORAGE_KEY_PATTERN.test(key) ? key : null;
}

function assertKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Refusing an unexpected storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export class LocalFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    assertKey(key);
    const file = path.join(this.dir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body, { flag: 'wx' });
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!STORAGE_KEY_PATTERN.test(key)) return null;
    const file = path.join(this.dir, key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const extension = key.split('.').pop() ?? '';
    return {
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      size: info.size,
    };
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await rm(path.join(this.dir, key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }
}
