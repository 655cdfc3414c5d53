import { hash, verify } from '@node-rs/argon2';

// Argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
// (@node-rs/argon2's Algorithm is a const enum, which isolated modules cannot import: 2 is Argon2id.)
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when no account matched, so a miss costs the same time as a wrong password. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-that-never-matches');
  return decoy;
}
