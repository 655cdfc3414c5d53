// PGlite admits one process at a time. The process that opens the embedded database holds this lock;
// others (the invite command) see who holds it and talk to that process instead.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface LockHolder {
  pid: number;
  /** The holder's control socket, when it is a running server. */
  controlSocket?: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'embedded-db.lock');
}

export function readLock(dataDir: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockHolder;
    return alive(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock or returns the live process that holds it. A lock left by a dead process is taken over. */
export async function acquireLock(
  dataDir: string,
  holder: LockHolder,
): Promise<{ acquired: true; release(): void } | { acquired: false; holder: LockHolder }> {
  await mkdir(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(holder));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
      process.once('exit', release);
      return { acquired: true, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const existing = readLock(dataDir);
      if (existing && existing.pid !== process.pid) return { acquired: false, holder: existing };
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the embedded database lock at ${file}`);
}
