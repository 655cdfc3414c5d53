// npm run -s invite -- --type <user|bartender|bar|brand|admin> [--count N] [--days D]
// Prints new invite codes, one per line and nothing else, so the output can be piped. Works with the
// server running or not: PostgreSQL takes several processes; the embedded database admits one, so while
// a server holds it the codes come from that server through its control socket (gateway/control.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROFILE_TYPES, type ProfileType } from '../common/constants';
import { INVITE_EXPIRY_DAYS_DEFAULT, INVITE_EXPIRY_DAYS_MAX, INVITE_EXPIRY_DAYS_MIN } from '../common/invites';
import { ConfigError, parseConfig, type Config } from '../gateway/config';
import { MAX_INVITES_PER_REQUEST, requestInvitesFromServer } from '../gateway/control';
import { openDatabase } from '../gateway/db/client';
import { acquireLock } from '../gateway/db/lock';
import { createInvites } from '../gateway/domain/invites';

export const USAGE = `Usage: npm run -s invite -- --type <${PROFILE_TYPES.join('|')}> [--count N] [--days D]`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export type InviteArgs = { help: true } | { help?: false; type: ProfileType; count: number; days: number };

/** Reads `--type T`, `--count N`, `--days D` (also `--type=T`, `-t`, `-n`, `-d`); anything else is a usage error. */
export function parseInviteArgs(argv: readonly string[]): InviteArgs {
  let type: string | undefined;
  let count: string | undefined;
  let days: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (!['--type', '-t', '--count', '-n', '--days', '-d'].includes(flag)) throw new UsageError(`Unknown argument: ${arg}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('-')))
      throw new UsageError(`${flag} needs a value`);
    if (flag === '--type' || flag === '-t') type = value;
    else if (flag === '--count' || flag === '-n') count = value;
    else days = value;
  }
  if (type === undefined) throw new UsageError('--type is required');
  if (!(PROFILE_TYPES as readonly string[]).includes(type)) throw new UsageError(`--type must be one of ${PROFILE_TYPES.join(', ')}`);
  const n = count === undefined ? 1 : Number(count);
  if (!/^\d+$/.test(count ?? '1') || !Number.isInteger(n) || n < 1 || n > MAX_INVITES_PER_REQUEST) {
    throw new UsageError(`--count must be an integer from 1 to ${MAX_INVITES_PER_REQUEST}`);
  }
  const d = days === undefined ? INVITE_EXPIRY_DAYS_DEFAULT : Number(days);
  if (!/^\d+$/.test(days ?? '1') || !Number.isInteger(d) || d < INVITE_EXPIRY_DAYS_MIN || d > INVITE_EXPIRY_DAYS_MAX) {
    throw new UsageError(`--days must be an integer from ${INVITE_EXPIRY_DAYS_MIN} to ${INVITE_EXPIRY_DAYS_MAX}`);
  }
  return { type: type as ProfileType, count: n, days: d };
}

async function createWithDatabase(
  options: Parameters<typeof openDatabase>[0],
  type: ProfileType,
  count: number,
  days: number,
): Promise<string[]> {
  const database = await openDatabase(options);
  try {
    return (await createInvites(database, { profileType: type, count, expiresInDays: days })).map((invite) => invite.code);
  } finally {
    await database.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server that is still starting has written the lock but not yet opened its socket. */
function notListeningYet(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ECONNREFUSED';
}

/** How long to wait for the embedded database while another short-lived process (a seed, another invite) holds it. */
const WAIT_FOR_EMBEDDED_MS = 30_000;

export async function createInviteCodes(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  type: ProfileType,
  count: number,
  days: number = INVITE_EXPIRY_DAYS_DEFAULT,
): Promise<string[]> {
  if (config.databaseUrl) return createWithDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 }, type, count, days);

  const deadline = Date.now() + WAIT_FOR_EMBEDDED_MS;
  for (;;) {
    const lock = await acquireLock(config.dataDir, { pid: process.pid });
    if (lock.acquired) {
      try {
        return await createWithDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') }, type, count, days);
      } finally {
        lock.release();
      }
    }
    const { holder } = lock;
    if (holder.controlSocket) {
      try {
        return await requestInvitesFromServer(holder.controlSocket, type, count, days);
      } catch (error) {
        if (!notListeningYet(error) || Date.now() > deadline) throw error;
      }
    } else if (Date.now() > deadline) {
      throw new Error(
        `The embedded database in ${config.dataDir} is held by process ${holder.pid}, which has no control socket; try again when it ends.`,
      );
    }
    await sleep(250);
  }
}

export async function main(argv: readonly string[]): Promise<number> {
  let args: InviteArgs;
  try {
    args = parseInviteArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\nPrints new invite codes, one per line, valid for D days (default ${INVITE_EXPIRY_DAYS_DEFAULT}).\n`);
    return 0;
  }
  try {
    const config = parseConfig();
    const codes = await createInviteCodes(config, args.type, args.count, args.days);
    process.stdout.write(`${codes.join('\n')}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : `Could not create invites: ${error instanceof Error ? error.message : String(error)}`}\n`,
    );
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Exit explicitly: the schema engine leaves a timer behind after migrating that would hold the
  // process for about ten seconds after the codes are printed.
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
