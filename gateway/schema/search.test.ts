import { offsetToCursor } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSearchText, userSearchText, venueSearchText } from '../../common/search-text';
import { visibleCocktailsSqlOn, visibleCocktailsWhere } from '../domain/cocktails';
import { createInvites } from '../domain/invites';
import { correctionSql, COUNT_LIMIT, matchingSql, matchSql, SEARCH_KINDS, searchRulesOf, searchTerms } from '../domain/search';
import { Prisma } from '../generated/prisma/client';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { inWay } from '../testing/read-ways';

let gw: TestGateway;

const SEARCH = /* GraphQL */ `
  query Search($query: String!, $first: Int, $after: String) {
    search(query: $query) {
      query
      totalCount
      totalCountIsExact
      cocktails(first: $first, after: $after) {
        totalCount
        totalCountIsExact
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          rating
          node {
            id
            databaseId
            name
            glassware
            garnish
            description
            creator {
              displayName
            }
          }
        }
      }
      ingredients(first: $first) {
        totalCount
        edges {
          node {
            databaseId
            name
            category
            abv
            description
            variantCount
          }
        }
      }
      people(first: $first) {
        totalCount
        edges {
          node {
            databaseId
            displayName
            username
            profileType
            location
            bio
            specialties
          }
        }
      }
      venues(first: $first) {
        totalCount
        totalCountIsExact
        edges {
          node {
            databaseId
            name
            city
            state
            country
            address
            isVerified
            websiteUrl
          }
        }
      }
    }
  }
`;

async function search(query: string, options: { first?: number; after?: string; token?: string } = {}) {
  const { data, errors } = await gw.graphql(SEARCH, { query, first: options.first ?? 20, after: options.after }, { token: options.token });
  expect(errors).toBeUndefined();
  return data!.search;
}

const names = (connection: { edges: Array<{ node: { name?: string; displayName?: string } }> }) =>
  connection.edges.map(({ node }) => node.name ?? node.displayName);

beforeAll(async () => {
  gw = await setupTestGateway();
});

afterAll(async () => {
  await gw?.close();
});

describe('search', () => {
  it('finds Negroni under cocktails for "negr", counting every public cocktail that matches', async () => {
    const result = await search('negr');
    expect(result.query).toBe('negr');
    expect(names(result.cocktails)[0]).toBe('Negroni');
    expect(names(result.cocktails)).toEqual(expect.arrayContaining(['Negroni Sbagliato', 'White Negroni', 'Coffee Negroni']));
    const expected = await gw.prisma.cocktail.count({
      where: { visibility: 'public', OR: [{ nameSearch: { contains: 'negr' } }, { ingredientsSearch: { contains: 'negr' } }] },
    });
    expect(result.cocktails.totalCount).toBe(expected);
    expect(result.cocktails.totalCount).toBeGreaterThanOrEqual(10);
    expect(result.totalCount).toBe(
      result.cocktails.totalCount + result.ingredients.totalCount + result.people.totalCount + result.venues.totalCount,
    );
    expect(result.totalCountIsExact).toBe(true);
  });

  it('ignores case and accents: "frappe" and "FRAPPÉ" find the Absinthe Frappé', async () => {
    for (const query of ['frappe', 'FRAPPÉ', '  Frappé ']) {
      expect(names((await search(query)).cocktails)).toContain('Absinthe Frappé');
    }
    expect(names((await search('creme de mure')).ingredients)).toEqual(['Crème de mûre']);
  });

  it('forgives small typos: "negorni" finds Negroni, and the exact name ranks first', async () => {
    expect(names((await search('negorni')).cocktails)[0]).toBe('Negroni');
    expect(names((await search('Negroni')).cocktails)[0]).toBe('Negroni');
    expect(names((await search('margarta')).cocktails)).toContain('Margarita');
    expect(names((await search('negorni sbagliato')).cocktails)).toEqual(['Negroni Sbagliato']);
    expect(names((await search('campri')).ingredients)).toEqual(['Campari']);
  });

  it('corrects to words written after the start too, and leaves the beginning of a known word alone', async () => {
    const venue = { name: 'Zephyrine Lounge', city: 'Oaxaca' };
    await gw.prisma.venue.create({ data: { ...venue, searchText: venueSearchText(venue) } });
    expect(names((await search('zephyrene')).venues)).toEqual(['Zephyrine Lounge']);
    // "zephyr" starts a known word: nothing to correct, and the match finds the lounge anyway.
    expect(names((await search('zephyr')).venues)).toEqual(['Zephyrine Lounge']);
    expect((await search('qwxzv')).totalCount).toBe(0);
  });

  it('finds nothing, and asks the database nothing, for queries under 2 characters after trimming', async () => {
    for (const query of ['', ' ', 'n', '  n  ', '\u00e9']) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql(SEARCH, { query, first: 20 }));
      expect(result.errors).toBeUndefined();
      const found = result.data!.search;
      expect(found.totalCount).toBe(0);
      for (const kind of ['cocktails', 'ingredients', 'people', 'venues']) {
        expect(found[kind]).toMatchObject({ totalCount: 0, edges: [] });
      }
      expect(statements).toEqual([]);
    }
    expect((await search('ne')).cocktails.totalCount).toBeGreaterThan(0);
  });

  it('answers a search that asks for no kind of result (its query alone, or only __typename)', async () => {
    for (const selection of ['query', '__typename', 'query __typename']) {
      const result = await gw.graphql(`query($query: String!) { search(query: $query) { ${selection} } }`, { query: 'gin' });
      expect(result.errors, selection).toBeUndefined();
      expect(result.data!.search, selection).toEqual({
        ...(selection.includes('query') ? { query: 'gin' } : {}),
        ...(selection.includes('__typename') ? { __typename: 'Search' } : {}),
      });
    }
  });

  it('finds cocktails by an ingredient, after the ones whose name matches', async () => {
    const result = await search('campari', { first: 100 });
    const found = names(result.cocktails);
    expect(found[0]).toBe('Campari Spritz');
    expect(found).toContain('Americano');
    const rows = await gw.prisma.cocktail.findMany({
      where: { id: { in: result.cocktails.edges.map((edge: any) => edge.node.databaseId) } },
      select: { nameSearch: true, ingredientsSearch: true },
    });
    for (const row of rows) expect(`${row.nameSearch} ${row.ingredientsSearch}`).toContain('campari');
  });

  it('needs every word of the query: "lime gin" finds cocktails made with both', async () => {
    const result = await search('lime gin', { first: 100 });
    expect(result.cocktails.totalCount).toBeGreaterThan(5);
    const rows = await gw.prisma.cocktail.findMany({
      where: { id: { in: result.cocktails.edges.map((edge: any) => edge.node.databaseId) } },
      select: { nameSearch: true, ingredientsSearch: true },
    });
    for (const row of rows) {
      expect(`${row.nameSearch} ${row.ingredientsSearch}`).toContain('lime');
      expect(`${row.nameSearch} ${row.ingredientsSearch}`).toContain('gin');
    }
  });

  it('shows the details a cocktail card needs: glass, garnish, description, creator and rating', async () => {
    const negroni = await gw.prisma.cocktail.findFirstOrThrow({ where: { name: 'Negroni' } });
    const reviewers = await Promise.all([gw.createMember(), gw.createMember()]);
    await gw.prisma.cocktailReview.createMany({
      data: [
        { userId: reviewers[0].user.id, cocktailId: negroni.id, rating: 5 },
        { userId: reviewers[1].user.id, cocktailId: negroni.id, rating: 4 },
      ],
    });
    const [first] = (await search('negroni')).cocktails.edges;
    expect(first).toMatchObject({
      rating: 4.5,
      node: {
        databaseId: negroni.id,
        name: 'Negroni',
        glassware: negroni.glassware,
        garnish: negroni.garnish,
        creator: { displayName: 'Bar Assistant' },
      },
    });
    const [fizz] = (await search('gin fizz')).cocktails.edges;
    expect(fizz.rating).toBeNull();
  });
});

describe('search: who sees which cocktails', () => {
  it('shows public cocktails to everyone, a private one to its creator and admins only', async () => {
    const creator = await gw.signedInMember({ profileType: 'bartender' });
    const other = await gw.signedInMember();
    const admin = await gw.signedInMember({ profileType: 'admin' });
    await gw.prisma.cocktail.create({
      data: {
        name: 'Zanzibar Hush Sour',
        nameSearch: toSearchText('Zanzibar Hush Sour'),
        visibility: 'private',
        creatorId: creator.user.id,
      },
    });
    const found = async (token?: string) => names((await search('zanzibar hush', { token })).cocktails);
    expect(await found()).toEqual([]);
    expect(await found(other.token)).toEqual([]);
    expect(await found(creator.token)).toEqual(['Zanzibar Hush Sour']);
    expect(await found(admin.token)).toEqual(['Zanzibar Hush Sour']);
  });

  it('keeps the SQL visibility rule the same as visibleCocktailsWhere for visitors, members and admins', async () => {
    const member = await gw.createMember();
    await gw.prisma.cocktail.create({
      data: { name: 'Quiet Private Flip', nameSearch: 'quiet private flip', visibility: 'private', creatorId: member.user.id },
    });
    const viewers = [
      null,
      { id: member.user.id, sessionId: 's', username: member.user.username, profileType: 'user' as const, isAdmin: false },
      { id: member.user.id + 100000, sessionId: 's', username: 'x', profileType: 'admin' as const, isAdmin: true },
    ];
    for (const viewer of viewers) {
      const [{ count }] = await gw.prisma.$queryRaw<Array<{ count: bigint }>>(
        Prisma.sql`SELECT count(*) AS count FROM cocktails c WHERE ${visibleCocktailsSqlOn(gw.prisma, viewer)}`,
      );
      expect(Number(count)).toBe(await gw.prisma.cocktail.count({ where: visibleCocktailsWhere(viewer) }));
    }
  });
});

describe('search: people, ingredients and venues', () => {
  it('finds people by display name, username, location and specialties, with what their card shows', async () => {
    const zoe = await gw.createMember({ profileType: 'bartender', firstName: 'Zoë', lastName: 'Quillfeather', username: 'zoe.quill' });
    const profile = {
      displayName: 'Zoë the Mixer',
      location: 'Zürich, Switzerland',
      specialties: ['Tiki & Tropical', 'Spirits', 'Cocktail History', 'Bar Management'],
    };
    await gw.prisma.user.update({
      where: { id: zoe.user.id },
      data: { ...profile, bio: 'Rum and stories.', searchText: userSearchText({ ...zoe.user, ...profile }) },
    });
    for (const query of ['zoe the mixer', 'quillfeather', 'zoe.quill', 'zurich', 'tiki', 'Zoë', 'quilfeather']) {
      expect(names((await search(query)).people), query).toContain('Zoë the Mixer');
    }
    const [card] = (await search('quillfeather')).people.edges;
    expect(card.node).toEqual({
      databaseId: zoe.user.id,
      displayName: 'Zoë the Mixer',
      username: 'zoe.quill',
      profileType: 'bartender',
      location: 'Zürich, Switzerland',
      bio: 'Rum and stories.',
      specialties: profile.specialties,
    });
  });

  it('finds a member who just signed up by first name, last name and username', async () => {
    const [invite] = await createInvites(gw.services, { profileType: 'user' });
    const { data } = await gw.graphql(
      `mutation($input: SignUpInput!) { signUp(input: $input) { __typename ... on AuthPayload { viewer { databaseId username } } } }`,
      {
        input: {
          inviteCode: invite.code,
          firstName: 'Ignatius',
          lastName: 'Brûlée',
          email: 'ignatius@example.com',
          password: 'Sup3r-secret!',
        },
      },
    );
    const { databaseId, username } = data!.signUp.viewer;
    const stored = await gw.prisma.user.findUniqueOrThrow({ where: { id: databaseId } });
    expect(stored.searchText).toBe(userSearchText(stored));
    for (const query of ['ignatius', 'brulee', username]) {
      expect(
        (await search(query)).people.edges.map((edge: any) => edge.node.databaseId),
        query,
      ).toContain(databaseId);
    }
  });

  it('finds ingredients by name with their category, ABV and how many variants point at them', async () => {
    const gin = await gw.prisma.ingredient.findUniqueOrThrow({ where: { nameSearch: 'gin' } });
    for (const name of ['Plymouth-Style Gin', 'Navy Strength Gin']) {
      await gw.prisma.ingredient.create({ data: { name, nameSearch: toSearchText(name), category: 'spirit', abv: 57, parentId: gin.id } });
    }
    const result = await search('gin');
    expect(result.ingredients.edges[0].node).toMatchObject({ name: 'Gin', category: 'spirit', abv: gin.abv, variantCount: 2 });
    expect(names(result.ingredients)).toEqual(expect.arrayContaining(['Ginger', 'Navy Strength Gin', 'Plymouth-Style Gin']));
    const navy = result.ingredients.edges.find((edge: any) => edge.node.name === 'Navy Strength Gin');
    expect(navy.node.variantCount).toBe(0);
  });

  it('finds venues by name or city, with their location, verification and website', async () => {
    await gw.prisma.venue.updateMany({ where: { name: 'Paradiso' }, data: { isVerified: true, address: 'Carrer de Rera Palau 4' } });
    for (const query of ['paradiso', 'barcelona', 'paradiso barcelona', 'paradisso']) {
      expect(names((await search(query)).venues), query).toContain('Paradiso');
    }
    expect((await search('paradiso')).venues.edges[0].node).toMatchObject({
      name: 'Paradiso',
      city: 'Barcelona',
      state: 'Catalonia',
      country: 'Spain',
      address: 'Carrer de Rera Palau 4',
      isVerified: true,
      websiteUrl: 'https://paradiso.cat',
    });
    // The reference bars of New York, and the demo events' bar there (prisma/seed/demo-events.ts).
    expect(names((await search('new york')).venues)).toEqual([
      'Attaboy',
      'Dante',
      'Double Chicken Please',
      'Employees Only',
      'Repour Social Club',
    ]);
  });
});

describe('search: counts, pages and cost', () => {
  it('pages through one kind by cursor, each match exactly once', async () => {
    const all = await search('gin', { first: 100 });
    expect(all.cocktails.totalCount).toBeGreaterThan(30);
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await search('gin', { first: 7, after });
      seen.push(...page.cocktails.edges.map((edge: any) => edge.node.id));
      if (!page.cocktails.pageInfo.hasNextPage) break;
      after = page.cocktails.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.cocktails.edges.map((edge: any) => edge.node.id));
  });

  it(`stops counting at ${COUNT_LIMIT} and says the count is not exact`, async () => {
    await gw.prisma.venue.createMany({
      data: Array.from({ length: COUNT_LIMIT + 5 }, (_, index) => {
        const venue = { name: `Countless Tavern ${index}`, city: 'Lyon' };
        return { ...venue, searchText: venueSearchText(venue) };
      }),
    });
    const result = await search('countless tavern', { first: 100 });
    expect(result.venues).toMatchObject({ totalCount: COUNT_LIMIT, totalCountIsExact: false });
    expect(result.totalCountIsExact).toBe(false);
    expect(result.totalCount).toBe(COUNT_LIMIT + result.cocktails.totalCount + result.ingredients.totalCount + result.people.totalCount);

    // The last page stops at the thousandth, built in the matching statement as through Prisma.
    const pageAt = (after: number, shaped: boolean) =>
      inWay(shaped ? 'text' : 'prisma', async () => {
        const { data, errors } = await gw.graphql(
          `query($query: String!, $after: String) { search(query: $query) { venues(first: 10, after: $after) {
            pageInfo { hasNextPage endCursor } edges { cursor node { name } } } } }`,
          { query: 'countless tavern', after: offsetToCursor(after) },
        );
        expect(errors).toBeUndefined();
        return data!.search.venues;
      });
    const last = await pageAt(COUNT_LIMIT - 6, true);
    expect(last.edges).toHaveLength(5);
    expect(last.pageInfo).toEqual({ hasNextPage: false, endCursor: offsetToCursor(COUNT_LIMIT - 1) });
    expect(last).toEqual(await pageAt(COUNT_LIMIT - 6, false));
    expect(await pageAt(COUNT_LIMIT + 3, true)).toEqual(await pageAt(COUNT_LIMIT + 3, false));
  });

  it('loads every kind with its nodes and relations in the same number of statements for 5 results as for 50', async () => {
    const counts: number[] = [];
    for (const first of [5, 50]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql(SEARCH, { query: 'gin', first }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.search.cocktails.edges.length).toBe(first);
      counts.push(statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // One statement: the four kinds' matching, each page's nodes built with it, the cocktails' ratings from
    // the counters they are built with (decision 0063).
    expect(counts[0]).toBe(1);
  });

  it('matches the four kinds in one statement, and the kinds a misspelling left empty in one more', async () => {
    const matchingStatements = (statements: string[]) => statements.filter((text) => text.includes('by_key AS MATERIALIZED'));
    const exact = await gw.recordQueries(() => gw.graphql(SEARCH, { query: 'gin', first: 5 }));
    expect(exact.result.errors).toBeUndefined();
    expect(matchingStatements(exact.statements).map((text) => text.split('by_key AS MATERIALIZED').length - 1)).toEqual([4]);

    // "negorni" matches nothing of any kind as typed; corrected to "negroni", every kind is matched again, together.
    const misspelt = await gw.recordQueries(() => gw.graphql(SEARCH, { query: 'negorni', first: 5 }));
    expect(misspelt.result.errors).toBeUndefined();
    expect(names(misspelt.result.data!.search.cocktails)[0]).toBe('Negroni');
    expect(matchingStatements(misspelt.statements).map((text) => text.split('by_key AS MATERIALIZED').length - 1)).toEqual([4, 4]);
  });

  it("serves every statement from a trigram index: each kind's matching and the spelling correction", async () => {
    // A word list of a realistic size (the demo's is small enough to read whole).
    await gw.prisma.$executeRaw`INSERT INTO search_words (word) SELECT 'filler' || md5(n::text) FROM generate_series(1, 20000) AS n`;
    await gw.prisma.$executeRaw`ANALYZE search_words`;
    const terms = searchTerms('negroni sour')!;
    const statements = [
      ...SEARCH_KINDS.map((kind) => [kind, matchSql(kind, terms, searchRulesOf(gw.prisma, null))] as const),
      ['every kind in one statement', matchingSql(SEARCH_KINDS, terms, searchRulesOf(gw.prisma, null))] as const,
      ['correction', correctionSql(['negorni', 'sour'])] as const,
    ];
    for (const [label, statement] of statements) {
      const plan = await gw.prisma.$transaction(async (tx) => {
        // The demo tables are small enough that a sequential scan wins; forbid it to see whether the index can serve.
        await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
        return tx.$queryRaw<Array<{ 'QUERY PLAN': string }>>(Prisma.sql`EXPLAIN ${statement}`);
      });
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text, `${label}\n${text}`).toMatch(/Index Scan on \w+_trgm_idx/);
      expect(text, `${label}\n${text}`).not.toMatch(/Seq Scan/);
    }
  });
});
