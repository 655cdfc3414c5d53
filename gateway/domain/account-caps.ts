// The one way a write keeps an account within a cap of common/account-caps.ts (decision 0064).
import type { AccountCap } from '../../common/account-caps';
import { ValidationError } from '../errors';
import type { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';

/** Whose row is locked while counting: the account, or the venue whose things are counted. */
export type CapHolder = { account: number } | { venue: number };

/**
 * Runs `write` in a transaction once `count` (how many the holder keeps now) is under the cap; past it,
 * the cap's message as a ValidationError and nothing written. The holder's row is locked first, so two
 * writes at once cannot both pass the cap.
 */
export async function withinCap<T>(
  { prisma }: Pick<Services, 'prisma'>,
  cap: AccountCap,
  holder: CapHolder,
  count: (tx: Prisma.TransactionClient) => Promise<number>,
  write: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return prisma.$transaction(async (tx) => {
    if ('account' in holder) await tx.$queryRaw`SELECT 1 FROM users WHERE id = ${holder.account}::int FOR UPDATE`;
    else await tx.$queryRaw`SELECT 1 FROM venues WHERE id = ${holder.venue}::int FOR UPDATE`;
    if ((await count(tx)) >= cap.max) throw new ValidationError(cap.message);
    return write(tx);
  });
}
