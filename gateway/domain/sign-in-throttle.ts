// Sign-in throttling that slows a password guesser without letting anyone lock the owner out
// (docs/decisions/0028-sign-in-throttling.md). Failures count per account-and-address (with a wait that
// doubles), per address, and per account; the per-account count only ever holds back addresses that
// have themselves failed on that account, so the owner's correct password from their own address works.
import { RateLimitedError } from '../errors';
import { RATE_LIMITS } from '../rate-limit';
import type { Services } from '../services';

/** The first wait of an account-and-address pair after its free failures; each next one doubles. */
export const FIRST_BACKOFF_SECONDS = 60;
export const MAX_BACKOFF_SECONDS = 60 * 60;

const pairKey = (account: string, address: string) => `${account}\n${address}`;

/** Throws RateLimitedError (with the seconds to wait) when this address may not try this account now. */
export async function assertSignInAllowed({ limits }: Pick<Services, 'limits'>, account: string, address: string): Promise<void> {
  const pair = pairKey(account, address);
  await limits.assertWithin('signInFailuresPerAccountAndAddress', pair);
  await limits.assertWithin('signInFailuresPerAddress', address);
  // An account under attack from many addresses: those that failed on it wait for the attack window to
  // end. An address that has not failed here (the owner's, typically) is still heard, and one that
  // signed in to the account before is never held back by others' failures.
  const accountFailures = await limits.countOf('signInFailuresPerAccount', account);
  if (accountFailures < RATE_LIMITS.signInFailuresPerAccount.points) return;
  if ((await limits.countOf('signInFailuresPerAccountAndAddress', pair)) === 0) return;
  if ((await limits.countOf('signInKnownAddress', pair)) > 0) return;
  throw new RateLimitedError(await limits.secondsLeft('signInFailuresPerAccount', account));
}

/** A wrong password or an unknown account: counted everywhere; the pair's fifth failure in a row starts a wait. */
export async function recordSignInFailure({ limits }: Pick<Services, 'limits'>, account: string, address: string): Promise<void> {
  const pair = pairKey(account, address);
  await limits.count('signInFailuresPerAccount', account);
  if ((await limits.count('signInFailuresPerAddress', address)) >= RATE_LIMITS.signInFailuresPerAddress.points) {
    await limits.block('signInFailuresPerAddress', address, RATE_LIMITS.signInFailuresPerAddress.blockDuration);
  }
  if ((await limits.count('signInFailuresPerAccountAndAddress', pair)) >= RATE_LIMITS.signInFailuresPerAccountAndAddress.points) {
    const backoffs = await limits.count('signInBackoffsPerAccountAndAddress', pair);
    await limits.block('signInFailuresPerAccountAndAddress', pair, backoffSeconds(backoffs));
  }
}

/** The wait after the n-th run of failures (1-based): 1, 2, 4, ... minutes, at most an hour. */
export function backoffSeconds(run: number): number {
  return Math.min(FIRST_BACKOFF_SECONDS * 2 ** Math.max(0, run - 1), MAX_BACKOFF_SECONDS);
}

/**
 * The right password: this address's failures and waits on the account are forgiven, and it is
 * remembered as the owner's. The account's count from other addresses stays, or an attacker who
 * learned of the success could carry on at full speed.
 */
export async function recordSignInSuccess({ limits }: Pick<Services, 'limits'>, account: string, address: string): Promise<void> {
  const pair = pairKey(account, address);
  await Promise.all([
    limits.reset('signInFailuresPerAccountAndAddress', pair),
    limits.reset('signInBackoffsPerAccountAndAddress', pair),
    limits.remember('signInKnownAddress', pair),
  ]);
}
