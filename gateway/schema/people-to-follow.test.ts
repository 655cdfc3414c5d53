// People to follow (issue 40, decision 0073): the same city and the same specialties are Find People's
// (common/hiring.ts cityKey, common/open-to-work.ts specialtyKey), which PostgreSQL keeps in users'
// city_key and specialty_keys through their SQL twins; then verified bartenders, venues, the most
// followed; never oneself, an admin, someone followed or muted; six at most. Every way a request is
// answered (the read path as text and as objects, and Prisma) gives the same list.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '../../common/cities';
import type { ProfileType } from '../../common/constants';
import { FEED_SUGGESTIONS_MAX } from '../../common/feed';
import { cityKey } from '../../common/hiring';
import { specialtyKey } from '../../common/open-to-work';
import { toSearchText } from '../../common/search-text';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { inWay } from '../testing/read-ways';

let gw: TestGateway;
let peopleToFollowQuery: string;

beforeAll(async () => {
  gw = await setupTestGateway();
  // The web's own request (web/src/features/feed/PeopleToFollow.tsx), as Relay sends it.
  const artifact = await readFile(
    new URL('../../web/src/features/feed/__generated__/PeopleToFollowQuery.graphql.ts', import.meta.url),
    'utf8',
  );
  peopleToFollowQuery = JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)![1]) as string;
});

afterAll(async () => {
  await gw?.close();
});

type Member = Awaited<ReturnType<TestGateway['signedInMember']>>;

const gid = (id: number) => encodeGlobalID('User', id);

/** A member as the test arranges them: where they are, what they do, how many follow them. */
async function member(
  data: { location?: string; specialties?: string[]; profileType?: ProfileType; isVerified?: boolean; followers?: number } = {},
): Promise<Member> {
  const made = await gw.signedInMember({ profileType: data.profileType ?? 'user' });
  await gw.prisma.user.update({
    where: { id: made.user.id },
    data: {
      location: data.location ?? null,
      specialties: data.specialties ?? [],
      isVerified: data.isVerified ?? false,
      followersCount: data.followers ?? 0,
    },
  });
  return made;
}

/** The member's suggestions' ids, best first: the same in each way the server answers. */
async function suggestionsOf(viewer: Member): Promise<number[]> {
  const answers: string[] = [];
  for (const way of ['text', 'objects', 'prisma'] as const)
    answers.push(
      await inWay(way, async () => {
        const response = await gw.app.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${viewer.token}` },
          body: JSON.stringify({ query: peopleToFollowQuery }),
        });
        return response.text();
      }),
    );
  expect(answers[1]).toBe(answers[0]);
  expect(answers[2]).toBe(answers[0]);
  const { data, errors } = JSON.parse(answers[0]);
  expect(errors).toBeUndefined();
  return data.viewer.peopleToFollow.map((person: { databaseId: number }) => person.databaseId);
}

const ids = (...members: Member[]) => members.map((one) => one.user.id);

describe("Find People's keys, kept by PostgreSQL", () => {
  it('keys a location as cityKey does: any case, accents or spaces, and a built-in city by its name alone', async () => {
    const places = [
      ...CITIES.flatMap((city) => [
        city.name,
        city.city,
        city.city.toUpperCase(),
        `  ${city.city.toLowerCase()} `,
        city.name.replace(/ /g, '  '),
      ]),
      'Zürich, Switzerland',
      'Zurich, Switzerland',
      'ZÜRICH,  switzerland',
      'Zürich',
      'São Paulo, Brazil',
      'Kraków',
      'Łódź',
      'Ærøskøbing',
      'Straße des 17. Juni',
      'Đà Nẵng',
      'Hà Nội',
      'Þingvellir',
      'İstanbul',
      'ΑΘΗΝΑΣ',
      'Αθήνα',
      'Москва',
      '東京',
      'ギンザ',
      'मुंबई',
      'القاهرة',
      '“Little” Havana – Miami',
      'No. 5 №',
      'a\tb\u00a0c\u3000d\u2028e',
      'ﬁnland',
      'Ｔｏｋｙｏ',
      '',
    ];
    const keyed = await gw.prisma.$queryRaw<Array<{ key: string }>>`
      SELECT city_key_of(p) AS key FROM unnest(${places}::text[]) WITH ORDINALITY AS t(p, n) ORDER BY n`;
    expect(keyed.map((row) => row.key)).toEqual(places.map(cityKey));
  });

  it('folds every mark away as toSearchText does', async () => {
    const marked: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      if (/\p{M}/u.test(character)) marked.push(`a${character}b`);
    }
    const folded = await gw.prisma.$queryRaw<Array<{ text: string }>>`
      SELECT search_text_of(p) AS text FROM unnest(${marked}::text[]) WITH ORDINALITY AS t(p, n) ORDER BY n`;
    expect(folded.map((row) => row.text)).toEqual(marked.map((text) => toSearchText(text)));
  });

  it("keeps a member's city key and specialty keys with their location and specialties", async () => {
    const { user } = await member({ location: 'zürich,   Switzerland', specialties: ['Tiki Drinks', 'Agave'] });
    const read = () => gw.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { cityKey: true, specialtyKeys: true } });
    expect(await read()).toEqual({ cityKey: cityKey('Zurich, Switzerland'), specialtyKeys: ['agave', specialtyKey('Tiki Drinks')] });
    await gw.prisma.user.update({ where: { id: user.id }, data: { location: null, specialties: [] } });
    expect(await read()).toEqual({ cityKey: null, specialtyKeys: [] });
  });
});

describe('people to follow', () => {
  it('counts the same city as Find People does: any case or accents, not a city named alone that is not built in', async () => {
    const viewer = await member({ location: 'Zürich, Switzerland' });
    const unaccented = await member({ location: 'Zurich, Switzerland', followers: 3 });
    const accented = await member({ location: 'Zürich, Switzerland', followers: 2 });
    const shouted = await member({ location: 'ZÜRICH,  switzerland', followers: 1 });
    // Find People keys the whole place: "Zürich" alone is not "Zürich, Switzerland" (as a gig's city is
    // not), so the most followed of them does not come first.
    await member({ location: 'Zürich', followers: 4 });
    expect((await suggestionsOf(viewer)).slice(0, 3)).toEqual(ids(unaccented, accented, shouted));
  });

  it('counts the same specialty as Find People does, in any case, after the city', async () => {
    const viewer = await member({ profileType: 'bartender', location: 'Tromsø, Norway', specialties: ['tiki drinks'] });
    const capitalised = await member({ profileType: 'bartender', location: 'Tromsø, Norway', specialties: ['Tiki Drinks'] });
    const same = await member({ profileType: 'bartender', location: 'Tromsø, Norway', specialties: ['tiki drinks'] });
    const otherSpecialty = await member({ profileType: 'bartender', location: 'Tromsø, Norway', specialties: ['Agave'], followers: 5 });
    // Followed by more than any other member of the database, so no seeded verified bartender comes between.
    const elsewhere = await member({ profileType: 'bartender', specialties: ['TIKI DRINKS'], followers: 1_000_000 });
    expect((await suggestionsOf(viewer)).slice(0, 4)).toEqual(ids(capitalised, same, otherSpecialty, elsewhere));
  });

  it('puts verified bartenders, then venues, before the other members of the city, the most followed first', async () => {
    const viewer = await member({ location: 'Hobart, Australia' });
    const popular = await member({ location: 'hobart, australia', followers: 10 });
    const venue = await member({ profileType: 'bar', location: 'Hobart, Australia' });
    const verified = await member({ profileType: 'bartender', isVerified: true, location: 'Hobart, Australia' });
    const bartender = await member({ profileType: 'bartender', location: 'Hobart, Australia', followers: 5 });
    expect((await suggestionsOf(viewer)).slice(0, 4)).toEqual(ids(verified, venue, popular, bartender));
  });

  it(`never suggests oneself, an admin, someone followed or muted, and at most ${FEED_SUGGESTIONS_MAX}`, async () => {
    const viewer = await member({ location: 'Ushuaia, Argentina' });
    const locals: Member[] = [];
    for (let followers = 9; followers >= 1; followers--) locals.push(await member({ location: 'Ushuaia, Argentina', followers }));
    const admin = await member({ profileType: 'admin', location: 'Ushuaia, Argentina', followers: 100 });
    const [followed, muted] = locals;
    const follow = await gw.graphql<any>(
      `mutation($input: FollowInput!) { follow(input: $input) { __typename } }`,
      { input: { userId: gid(followed.user.id) } },
      { token: viewer.token },
    );
    expect(follow.data!.follow.__typename).toBe('FollowPayload');
    const mute = await gw.graphql<any>(
      `mutation($input: MuteMemberInput!) { muteMember(input: $input) { __typename } }`,
      { input: { userId: gid(muted.user.id) } },
      { token: viewer.token },
    );
    expect(mute.data!.muteMember.__typename).toBe('MuteMemberPayload');
    const suggested = await suggestionsOf(viewer);
    expect(suggested).toEqual(ids(...locals.slice(2, 2 + FEED_SUGGESTIONS_MAX)));
    expect(suggested).not.toContain(admin.user.id);
    expect(suggested).not.toContain(viewer.user.id);
  });

  it('are read only by the member', async () => {
    const viewer = await member({ location: 'Ushuaia, Argentina' });
    const stranger = await member();
    const { data } = await gw.graphql<any>(
      `query($id: Int!) { user(databaseId: $id) { peopleToFollow { databaseId } } }`,
      { id: viewer.user.id },
      { token: stranger.token },
    );
    expect(data!.user.peopleToFollow).toEqual([]);
  });
});
