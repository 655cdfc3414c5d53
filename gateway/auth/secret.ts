import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The token signing key: JWT_SECRET when set, else a random key generated once and kept in the data
 * folder (so tokens survive restarts without any set-up). Several instances must share JWT_SECRET.
 */
export async function loadTokenSecret(options: { jwtSecret?: string; dataDir: string }): Promise<Uint8Array> {
  if (options.jwtSecret) return new TextEncoder().encode(options.jwtSecret);
  const file = path.join(options.dataDir, 'jwt-secret');
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing && existing.trim().length >= 43) return new TextEncoder().encode(existing.trim());
  await mkdir(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return new TextEncoder().encode(secret);
}
