// Decision 69: a member's shown name, verified tick and badges are each one SQL function, whose value
// PostgreSQL keeps in a generated column of users. Every server path reads those columns: graphql-js over
// Prisma, the read path (as text and as objects), and the legacy /api; so they agree, and changing a
// function changes every path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayNameOf } from '../../common/people';
import { hasVerifiedTick, orderedBadges } from '../../common/recognition';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { inWay, type Way } from '../testing/read-ways';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const MEMBER = 'query Member($databaseId: Int!) { user(databaseId: $databaseId) { displayName isVerified badges } }';
/** A statement of the read path (decision 0065): one value, the JSON of what it read, as text. */
const READ_STATEMENT = /\)::text AS v$/;

/** The member's shown name, tick and badges as each way answers them; the read path's ways must have run. */
async function everyWay(databaseId: number) {
  const answers: Partial<Record<Way | 'api', unknown>> = {};
  for (const way of ['text', 'objects', 'prisma'] as const) {
    const { result: body, statements } = await inWay(way, () =>
      gw.recordQueries(async () => {
        const response = await gw.app.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: MEMBER, variables: { databaseId } }),
        });
        return response.text();
      }),
    );
    expect(
      statements.some((statement) => READ_STATEMENT.test(statement)),
      way,
    ).toBe(way !== 'prisma');
    answers[way] = JSON.parse(body);
  }
  const { status, body } = await gw.rest('GET', `/api/users/${databaseId}`);
  expect(status).toBe(200);
  answers.api = { data: { user: { displayName: body.display_name, isVerified: body.is_verified, badges: body.badges } } };
  return answers;
}

interface Member {
  displayName: string | null;
  firstName: string;
  lastName: string;
  username: string;
  isVerified?: boolean;
  verifiedPosition?: boolean;
  badges?: string[];
  shows: { displayName: string; isVerified: boolean; badges: string[] };
}

const tag = `${process.pid}${Date.now().toString(36)}`;
// Every branch of the name's rule, with JavaScript's whitespace (no value starts with U+FEFF: the
// embedded database's driver drops a leading one, see gateway/read/ways.test.ts).
const MEMBERS: Member[] = [
  {
    displayName: '  Spaced Out  ',
    firstName: 'F',
    lastName: 'Zero',
    username: `spaced${tag}`,
    badges: ['identity_verified', 'og', 'og'],
    shows: { displayName: 'Spaced Out', isVerified: false, badges: ['og', 'identity_verified'] },
  },
  {
    displayName: '\u00a0\u2003\u3000',
    firstName: ' Ana ',
    lastName: '',
    username: `ana${tag}`,
    isVerified: true,
    shows: { displayName: 'Ana', isVerified: true, badges: [] },
  },
  {
    displayName: null,
    firstName: '',
    lastName: '\tLast\n',
    username: `last${tag}`,
    verifiedPosition: true,
    badges: ['og'],
    shows: { displayName: 'Last', isVerified: true, badges: ['og'] },
  },
  {
    displayName: null,
    firstName: '\u2028Mae',
    lastName: 'West\u00a0',
    username: `mae${tag}`,
    isVerified: true,
    verifiedPosition: true,
    shows: { displayName: 'Mae West', isVerified: true, badges: [] },
  },
  {
    displayName: ' ',
    firstName: '\u205f',
    lastName: ' \ufeff',
    username: ` only${tag}\u00a0`,
    shows: { displayName: `only${tag}`, isVerified: false, badges: [] },
  },
  {
    displayName: '',
    firstName: '',
    lastName: '',
    username: '\u2000 \u200a',
    shows: { displayName: 'User', isVerified: false, badges: [] },
  },
];

describe("a member's shown name, tick and badges", () => {
  const ids: number[] = [];

  beforeAll(async () => {
    for (const [index, member] of MEMBERS.entries()) {
      const user = await gw.prisma.user.create({
        data: {
          email: `rules${index}${tag}@example.com`,
          username: member.username,
          displayName: member.displayName,
          firstName: member.firstName,
          lastName: member.lastName,
          profileType: 'bartender',
          isVerified: member.isVerified ?? false,
          badges: member.badges ?? [],
        },
      });
      if (member.verifiedPosition) {
        await gw.prisma.workEntry.create({
          data: {
            userId: user.id,
            organizationName: 'Rule Bar',
            position: 'Bartender',
            city: 'Porto',
            startDate: '2022-01',
            current: true,
            verificationStatus: 'verified',
          },
        });
      }
      ids.push(user.id);
    }
  });

  it('are the same through Prisma, the read path and /api, for every branch of their rules', async () => {
    for (const [index, member] of MEMBERS.entries()) {
      const expected = { data: { user: member.shows } };
      expect(await everyWay(ids[index]), member.username).toEqual({ text: expected, objects: expected, prisma: expected, api: expected });
    }
  });

  it("are what the web client's mirrors show before the server answers", () => {
    for (const member of MEMBERS) {
      expect(displayNameOf(member)).toBe(member.shows.displayName);
      const tick = { verifiedByAdmin: member.isVerified ?? false, verifiedByPosition: member.verifiedPosition ?? false };
      expect(hasVerifiedTick(tick)).toBe(member.shows.isVerified);
      expect(orderedBadges(member.badges ?? [])).toEqual(member.shows.badges);
    }
  });

  it('follow a change of a rule on every path, with no other change', async () => {
    const [{ definition }] = await gw.prisma.$queryRaw<Array<{ definition: string }>>`
      SELECT pg_get_functiondef('member_shown_name'::regproc) AS definition`;
    // Last name first, in capitals: a rule nobody would write, so no path can already agree with it.
    await gw.prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION member_shown_name(display_name text, first_name text, last_name text, username text)
      RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN upper(coalesce(js_trimmed(last_name), js_trimmed(username), 'User'))`);
    // As a migration changing it would: a stored column is computed again when a column it reads is written.
    const rewrite = () => gw.prisma.$executeRaw`UPDATE users SET display_name = display_name WHERE id = ANY(${ids})`;
    try {
      await rewrite();
      const answers = await everyWay(ids[3]);
      const expected = { data: { user: { displayName: 'WEST', isVerified: true, badges: [] } } };
      expect(answers).toEqual({ text: expected, objects: expected, prisma: expected, api: expected });
    } finally {
      await gw.prisma.$executeRawUnsafe(definition);
      await rewrite();
    }
    expect((await everyWay(ids[3])).api).toEqual({ data: { user: MEMBERS[3].shows } });
  });

  it('are written by the database alone: a write of one is refused, and edits of their sources move them', async () => {
    await expect(gw.prisma.user.update({ where: { id: ids[0] }, data: { shownName: 'Someone else' } })).rejects.toThrow();
    await expect(gw.prisma.user.update({ where: { id: ids[0] }, data: { verifiedTick: true } })).rejects.toThrow();
    const edited = await gw.prisma.user.update({
      where: { id: ids[0] },
      data: { displayName: null, badges: ['og'], isVerified: true },
      select: { shownName: true, verifiedTick: true, shownBadges: true },
    });
    expect(edited).toEqual({ shownName: 'F Zero', verifiedTick: true, shownBadges: ['og'] });
  });

  it('trim exactly what JavaScript trims', async () => {
    // Every character JavaScript's trim() removes (WhiteSpace and LineTerminator), against every one
    // js_trimmed removes, over the Basic Multilingual Plane (no character beyond it is either).
    const javascript: number[] = [];
    for (let code = 1; code <= 0xffff; code++) {
      if (code < 0xd800 || code > 0xdfff) if (String.fromCharCode(code).trim() === '') javascript.push(code);
    }
    const rows = await gw.prisma.$queryRaw<Array<{ code: number }>>`
      SELECT code FROM generate_series(1, 65535) AS code
      WHERE code NOT BETWEEN 55296 AND 57343 AND js_trimmed(chr(code)) IS NULL ORDER BY code`;
    expect(rows.map((row) => row.code)).toEqual(javascript);
  });
});
