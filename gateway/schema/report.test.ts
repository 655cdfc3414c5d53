import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
let negroniId: string;
let negroniDatabaseId: number;

beforeAll(async () => {
  gw = await setupTestGateway();
  const negroni = await gw.prisma.cocktail.findFirstOrThrow({ where: { name: 'Negroni' } });
  negroniDatabaseId = negroni.id;
  negroniId = (await gw.graphql(`query($id: Int!) { cocktail(databaseId: $id) { id } }`, { id: negroni.id })).data!.cocktail.id;
});
afterAll(async () => {
  await gw?.close();
});

const REPORT = `mutation($input: ReportCocktailInput!) {
  reportCocktail(input: $input) {
    __typename
    ... on ReportCocktailPayload { report { message status reporter { username } cocktail { name } } }
    ... on Error { message code }
    ... on ValidationError { fields { path message } }
  }
}`;

describe('suggesting a correction', () => {
  it('records the suggestion, open, with its signed-in reporter', async () => {
    const { user, token } = await gw.signedInMember();
    const { data } = await gw.graphql(REPORT, { input: { cocktailId: negroniId, message: '  Stir, do not shake.  ' } }, { token });
    expect(data!.reportCocktail).toEqual({
      __typename: 'ReportCocktailPayload',
      report: { message: 'Stir, do not shake.', status: 'open', reporter: { username: user.username }, cocktail: { name: 'Negroni' } },
    });
  });

  it('is open to signed-out callers too, who are not recorded and cannot read it back', async () => {
    const before = await gw.prisma.cocktailReport.count({ where: { reporterId: null } });
    const { data } = await gw.graphql(REPORT, { input: { cocktailId: negroniId, message: 'Garnish is an orange peel.' } });
    expect(data!.reportCocktail).toEqual({ __typename: 'ReportCocktailPayload', report: null });
    expect(await gw.prisma.cocktailReport.count({ where: { reporterId: null } })).toBe(before + 1);
  });

  it('refuses an empty or an overlong message with a clear error, recording nothing', async () => {
    const { token } = await gw.signedInMember();
    const before = await gw.prisma.cocktailReport.count();
    const empty = (await gw.graphql(REPORT, { input: { cocktailId: negroniId, message: '   ' } }, { token })).data!.reportCocktail;
    expect(empty).toEqual({
      __typename: 'ValidationError',
      message: 'Please describe the change you suggest.',
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'message', message: 'Please describe the change you suggest.' }],
    });
    const long = (await gw.graphql(REPORT, { input: { cocktailId: negroniId, message: 'x'.repeat(2001) } }, { token })).data!.reportCocktail;
    expect(long.message).toBe('Suggestions can be at most 2000 characters.');
    expect(await gw.prisma.cocktailReport.count()).toBe(before);
  });

  it('refuses unknown cocktails and ids of other types', async () => {
    const { token } = await gw.signedInMember();
    const unknown = (await gw.graphql(REPORT, { input: { cocktailId: Buffer.from('Cocktail:999999').toString('base64'), message: 'x' } }, { token })).data!.reportCocktail;
    expect(unknown).toMatchObject({ __typename: 'NotFoundError', message: 'Cocktail not found' });
    const wrongType = (await gw.graphql(REPORT, { input: { cocktailId: Buffer.from(`User:${negroniDatabaseId}`).toString('base64'), message: 'x' } }, { token })).data!.reportCocktail;
    expect(wrongType.__typename).toBe('NotFoundError');
    expect((await gw.graphql(REPORT, { input: { cocktailId: 'garbage', message: 'x' } }, { token })).data!.reportCocktail.__typename).toBe('NotFoundError');
  });

  it('is rate-limited per reporter: the eleventh suggestion in an hour waits', async () => {
    const { token } = await gw.signedInMember();
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await gw.graphql(REPORT, { input: { cocktailId: negroniId, message: `Note ${i}` } }, { token }));
    expect(results.slice(0, 10).every((result) => result.data?.reportCocktail.__typename === 'ReportCocktailPayload')).toBe(true);
    expect(results[10].errors![0].extensions!.code).toBe('RATE_LIMITED');
  });

  it('lets reporters read their own reports but not other members', async () => {
    const author = await gw.signedInMember();
    const other = await gw.signedInMember();
    const { data } = await gw.graphql(`mutation($input: ReportCocktailInput!) { reportCocktail(input: $input) { ... on ReportCocktailPayload { report { id } } } }`,
      { input: { cocktailId: negroniId, message: 'Needs more Campari.' } }, { token: author.token });
    const id = data!.reportCocktail.report.id;
    const query = `query($id: ID!) { node(id: $id) { ... on CocktailReport { message } } }`;
    expect((await gw.graphql(query, { id }, { token: author.token })).data!.node).toEqual({ message: 'Needs more Campari.' });
    const forbidden = await gw.graphql(query, { id }, { token: other.token });
    expect(forbidden.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await gw.graphql(query, { id })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
