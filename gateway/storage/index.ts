// Where uploaded files live. One interface, chosen at start: a local folder by default (served at
// /uploads), an S3-compatible bucket when configured.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The URL clients load the file from. */
  urlFor(key: string): string;
  /** The key of a URL this storage gave out, or null for any other URL. */
  keyFromUrl(url: string): string | null;
}

const KEY_PATTERN = /^[a-z_]+\/[a-f0-9-]{36}\.[a-z0-9]+$/;

export class LocalFileStorage implements FileStorage {
  constructor(
    private readonly dir: string,
    private readonly urlPrefix = '/uploads/',
  ) {}

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body, { flag: 'wx' });
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  urlFor(key: string): string {
    return `${this.urlPrefix}${key}`;
  }

  keyFromUrl(url: string): string | null {
    if (!url.startsWith(this.urlPrefix)) return null;
    const key = url.slice(this.urlPrefix.length);
    return KEY_PATTERN.test(key) ? key : null;
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Refusing an unexpected storage key: ${key}`);
    return path.join(this.dir, key);
  }
}

let current: FileStorage | undefined;

/** Chooses the storage for this process (server start, test harness). */
export function useStorage(storage: FileStorage): void {
  current = storage;
}

export function storage(): FileStorage {
  if (!current) throw new Error('No file storage configured: call useStorage() at start.');
  return current;
}
