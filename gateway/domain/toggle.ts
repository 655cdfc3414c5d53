// The one shape of a member's toggle (a like, a re-pour, a follow, Going): the member's row on a target is
// added or taken back in one statement, idempotently, so it holds no connection across round trips:
//  1. `target` locks the target's rows, only those the viewer may act on (the pair's rule), so calls on one
//     target queue up on its counter instead of crossing;
//  2. `written`: the member's row is inserted (ON CONFLICT DO NOTHING) or deleted, only when the target was
//     found; each row says whether it `changed` anything;
//  3. a counter written raw moves only by what step 2 really changed, so it stays equal to COUNT(*) however
//     many calls race (where the table's triggers keep it, the pair gives none);
//  4. a notification is sent for a new row, and taken back with the row (decision 0048).
// Each pair (domain/likes.ts, repours.ts, follows.ts, events.ts) passes only what differs.
import { Prisma } from '../generated/prisma/client';
import type { RateLimitName } from '../rate-limit';
import type { Services } from '../services';
import { changedInboxes, type Notice, notificationInsert, notificationWithdrawal } from './notifications';

export interface Toggle {
  /** The signed-in member whose row it is. */
  memberId: number;
  /** The member's own limit on this toggle (besides togglesPerMemberPerMinute, which all share). */
  limit: RateLimitName;
  /** The member's row: its table and the columns naming the member and the target (constants, not input). */
  row: { table: string; member: string; target: string; targetId: number };
  /** The target's rows the viewer may act on, as a SELECT without its lock. */
  target: Prisma.Sql;
  /** How many rows `target` holds when the target is there (a follow locks both members: 2). */
  targetRows?: number;
  /** Instead of the plain insert: the pair's own, returning `changed` (a re-pour sets its note again). */
  insert?: Prisma.Sql;
  /** The counter to move by one, an UPDATE given `+` or `-`; none where a trigger moves it. */
  counter?: (step: Prisma.Sql) => Prisma.Sql;
  /** Whom a new row notifies (`SELECT … AS recipient_id`), and of what; `withdrawWhere` narrows the take-back. */
  notice?: { recipients: Prisma.Sql; what: Notice; withdrawWhere?: Prisma.Sql };
  /** More columns of the answer (`, (SELECT id FROM written) AS "repourId"`). */
  also?: Prisma.Sql;
  /** The error when the target is not there (or the viewer may not act on it). */
  notFound: () => Error | Promise<Error>;
}

/** What a toggle's statement answers, with the pair's own columns (`also`). */
export interface Toggled {
  /** Rows really inserted or deleted: 0 when the row already was (or was not) there. */
  changed: number;
}

/** Adds the member's row (idempotent: adding again changes nothing). */
export function toggleOn<Row extends Toggled = Toggled>(
  services: Pick<Services, 'prisma' | 'limits' | 'live'>,
  toggle: Toggle,
): Promise<Row> {
  const { table, member, target, targetId } = toggle.row;
  const write =
    toggle.insert ??
    Prisma.sql`INSERT INTO ${Prisma.raw(table)} (${Prisma.raw(member)}, ${Prisma.raw(target)})
      SELECT ${toggle.memberId}::int, ${targetId}::int WHERE ${found(toggle)}
      ON CONFLICT DO NOTHING
      RETURNING true AS changed`;
  const notice =
    toggle.notice &&
    notificationInsert(Prisma.sql`${toggle.notice.recipients} WHERE ${wroteSomething}`, toggle.memberId, toggle.notice.what);
  return run<Row>(services, toggle, write, Prisma.raw('+'), notice);
}

/** Takes the member's row back (idempotent: nothing to take back changes nothing). */
export function toggleOff<Row extends Toggled = Toggled>(
  services: Pick<Services, 'prisma' | 'limits' | 'live'>,
  toggle: Toggle,
): Promise<Row> {
  const { table, member, target, targetId } = toggle.row;
  const write = Prisma.sql`DELETE FROM ${Prisma.raw(table)}
      WHERE ${Prisma.raw(member)} = ${toggle.memberId}::int AND ${Prisma.raw(target)} = ${targetId}::int AND ${found(toggle)}
      RETURNING *, true AS changed`;
  const withdrawWhere = toggle.notice?.withdrawWhere;
  const notice =
    toggle.notice &&
    notificationWithdrawal(
      toggle.memberId,
      toggle.notice.what,
      withdrawWhere ? Prisma.sql`${withdrawWhere} AND ${wroteSomething}` : wroteSomething,
    );
  return run<Row>(services, toggle, write, Prisma.raw('-'), notice);
}

/** Whether `target` holds the target (all of its rows). */
const found = (toggle: Toggle) => Prisma.sql`(SELECT count(*) FROM target) = ${toggle.targetRows ?? 1}::int`;

const wroteSomething = Prisma.sql`EXISTS (SELECT 1 FROM written WHERE changed)`;

async function run<Row extends Toggled>(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  toggle: Toggle,
  write: Prisma.Sql,
  step: Prisma.Sql,
  notice: Prisma.Sql | undefined,
): Promise<Row> {
  await limits.consumeForMember(toggle.memberId, 'togglesPerMemberPerMinute', toggle.limit);
  const [result] = await prisma.$queryRaw<Array<Row & { found: boolean; changedInboxes?: number[] }>>`
    WITH target AS (
      ${toggle.target} FOR NO KEY UPDATE
    ), written AS (
      ${write}
    )${
      toggle.counter
        ? Prisma.sql`, counted AS (
      ${toggle.counter(step)} AND ${wroteSomething}
    )`
        : Prisma.empty
    }${notice ? Prisma.sql`, notice AS (${notice})` : Prisma.empty}
    SELECT ${found(toggle)} AS found, (SELECT count(*) FROM written WHERE changed)::int AS changed${toggle.also ?? Prisma.empty}${
      notice ? Prisma.sql`, ${changedInboxes('notice')}` : Prisma.empty
    }`;
  if (result.changedInboxes) live.inboxesChanged(result.changedInboxes);
  if (!result.found) throw await toggle.notFound();
  return result;
}
