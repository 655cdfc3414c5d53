import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { inWay, type Way } from '../testing/read-ways';

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
    const long = (await gw.graphql(REPORT, { input: { cocktailId: negroniId, message: 'x'.repeat(2001) } }, { token })).data!
      .reportCocktail;
    expect(long.message).toBe('Suggestions can be at most 2000 characters.');
    expect(await gw.prisma.cocktailReport.count()).toBe(before);
  });

  it('refuses unknown cocktails and ids of other types', async () => {
    const { token } = await gw.signedInMember();
    const unknown = (
      await gw.graphql(REPORT, { input: { cocktailId: Buffer.from('Cocktail:999999').toString('base64'), message: 'x' } }, { token })
    ).data!.reportCocktail;
    expect(unknown).toMatchObject({ __typename: 'NotFoundError', message: 'Cocktail not found' });
    const wrongType = (
      await gw.graphql(
        REPORT,
        { input: { cocktailId: Buffer.from(`User:${negroniDatabaseId}`).toString('base64'), message: 'x' } },
        { token },
      )
    ).data!.reportCocktail;
    expect(wrongType.__typename).toBe('NotFoundError');
    expect((await gw.graphql(REPORT, { input: { cocktailId: 'garbage', message: 'x' } }, { token })).data!.reportCocktail.__typename).toBe(
      'NotFoundError',
    );
  });

  it('is rate-limited per reporter: the eleventh suggestion in an hour waits', async () => {
    const { token } = await gw.signedInMember();
    const results = [];
    for (let i = 0; i < 11; i++)
      results.push(await gw.graphql(REPORT, { input: { cocktailId: negroniId, message: `Note ${i}` } }, { token }));
    expect(results.slice(0, 10).every((result) => result.data?.reportCocktail.__typename === 'ReportCocktailPayload')).toBe(true);
    expect(results[10].errors![0].extensions!.code).toBe('RATE_LIMITED');
  });

  it('lets reporters read their own reports but not other members', async () => {
    const author = await gw.signedInMember();
    const other = await gw.signedInMember();
    const { data } = await gw.graphql(
      `mutation($input: ReportCocktailInput!) { reportCocktail(input: $input) { ... on ReportCocktailPayload { report { id } } } }`,
      { input: { cocktailId: negroniId, message: 'Needs more Campari.' } },
      { token: author.token },
    );
    const id = data!.reportCocktail.report.id;
    const query = `query($id: ID!) { node(id: $id) { ... on CocktailReport { message } } }`;
    expect((await gw.graphql(query, { id }, { token: author.token })).data!.node).toEqual({ message: 'Needs more Campari.' });
    const forbidden = await gw.graphql(query, { id }, { token: other.token });
    expect(forbidden.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await gw.graphql(query, { id })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('keeps a report readable by its reporter when the cocktail goes private, without the cocktail, which admins still see', async () => {
    const creator = await gw.signedInMember();
    const reporter = await gw.signedInMember();
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const name = `Secret Sour ${Date.now()}`;
    const target = await gw.prisma.cocktail.create({ data: { name, nameSearch: name.toLowerCase(), creatorId: creator.user.id } });
    const cocktailId = Buffer.from(`Cocktail:${target.id}`).toString('base64');
    const { data } = await gw.graphql(REPORT, { input: { cocktailId, message: 'Less sugar.' } }, { token: reporter.token });
    expect(data!.reportCocktail.report.cocktail).toEqual({ name });
    const reportId = (await gw.prisma.cocktailReport.findFirstOrThrow({ where: { reporterId: reporter.user.id } })).id;
    // Its creator makes it private: the reporter keeps the report and sees nothing of the cocktail now.
    await gw.prisma.cocktail.update({ where: { id: target.id }, data: { visibility: 'private', description: 'Private words.' } });

    const query = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on CocktailReport { message status cocktail { databaseId name description } } } }`;
    const ids = [Buffer.from(`CocktailReport:${reportId}`).toString('base64')];
    const seen = await gw.graphql(query, { ids }, { token: reporter.token });
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.nodes).toEqual([{ message: 'Less sugar.', status: 'open', cocktail: null }]);
    expect(JSON.stringify(seen)).not.toContain('Private words.');

    const asAdmin = await gw.graphql(query, { ids }, { token: admin.token });
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data!.nodes[0].cocktail).toEqual({ databaseId: target.id, name, description: 'Private words.' });
  });
});

describe('the name a report was made under', () => {
  const CREATE = `mutation($input: CocktailInput!) { createCocktail(input: $input) { ... on CocktailPayload { cocktail { id } } } }`;
  const UPDATE = `mutation($input: UpdateCocktailInput!) { updateCocktail(input: $input) { __typename } }`;
  const READ = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on CocktailReport { cocktailName cocktailEditedSince cocktail { name } } } }`;
  const WAYS: Way[] = ['text', 'objects', 'prisma'];

  it('stays the name as reported when the cocktail is renamed, and the report says it was edited since', async () => {
    const creator = await gw.signedInMember();
    const reporter = await gw.signedInMember();
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const name = `Audit Sour ${Date.now()}`;
    const created = await gw.graphql(
      CREATE,
      { input: { name, visibility: 'public', ingredients: [{ amount: 50, ingredient: 'Gin' }] } },
      { token: creator.token },
    );
    const cocktailId = created.data!.createCocktail.cocktail.id as string;
    const reported = await gw.graphql(
      `mutation($input: ReportCocktailInput!) { reportCocktail(input: $input) { ... on ReportCocktailPayload { report { id cocktailName cocktailEditedSince } } } }`,
      { input: { cocktailId, message: 'Use lime instead of lemon' } },
      { token: reporter.token },
    );
    const report = reported.data!.reportCocktail.report;
    expect(report).toMatchObject({ cocktailName: name, cocktailEditedSince: false });
    const read = async (token: string) =>
      Promise.all(WAYS.map((way) => inWay(way, async () => (await gw.graphql(READ, { ids: [report.id] }, { token })).data!.nodes[0])));

    const renamed = `Audit Daiquiri ${Date.now()}`;
    const updated = await gw.graphql(UPDATE, { input: { id: cocktailId, cocktail: { name: renamed } } }, { token: creator.token });
    expect(updated.data!.updateCocktail.__typename).toBe('CocktailPayload');

    const asEdited = { cocktailName: name, cocktailEditedSince: true, cocktail: { name: renamed } };
    expect(await read(admin.token)).toEqual([asEdited, asEdited, asEdited]);
    expect(await read(reporter.token)).toEqual([asEdited, asEdited, asEdited]);
    const queue = await gw.graphql(
      `query { cocktailReports(first: 5) { edges { node { id cocktailName cocktailEditedSince cocktail { name } } } } }`,
      {},
      { token: admin.token },
    );
    expect(queue.data!.cocktailReports.edges.find((edge: { node: { id: string } }) => edge.node.id === report.id).node).toEqual({
      id: report.id,
      ...asEdited,
    });

    // Its creator makes it private: the reporter keeps the name they reported, and learns nothing of it since.
    await gw.graphql(UPDATE, { input: { id: cocktailId, cocktail: { visibility: 'private' } } }, { token: creator.token });
    const hidden = { cocktailName: name, cocktailEditedSince: null, cocktail: null };
    expect(await read(reporter.token)).toEqual([hidden, hidden, hidden]);
  });
});

const QUEUE = `query($first: Int, $after: String, $status: ReportStatus) {
  cocktailReports(first: $first, after: $after, status: $status) {
    totalCount
    counts { id total open reviewing resolved dismissed }
    pageInfo { hasNextPage endCursor }
    edges { node { id databaseId message status createdAt cocktail { databaseId name } reporter { username } statusChangedBy { username } statusChangedAt } }
  }
}`;

const SET_STATUS = `mutation($input: SetReportStatusInput!) {
  setReportStatus(input: $input) {
    __typename
    ... on SetReportStatusPayload {
      report { id status statusChangedAt statusChangedBy { username } }
      counts { id total open reviewing resolved dismissed }
    }
    ... on Error { message code }
    ... on ValidationError { fields { path message } }
  }
}`;

async function suggest(token: string, message: string): Promise<string> {
  const { data } = await gw.graphql(
    `mutation($input: ReportCocktailInput!) { reportCocktail(input: $input) { ... on ReportCocktailPayload { report { id } } } }`,
    { input: { cocktailId: negroniId, message } },
    { token },
  );
  return data!.reportCocktail.report?.id;
}

const NON_ADMIN_TYPES = ['user', 'bartender', 'bar', 'brand'] as const;

describe('the admin review queue', () => {
  it('lists reports newest first with cocktail, message, status, date and reporter, and counts them by status', async () => {
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const reporter = await gw.signedInMember();
    await suggest(reporter.token, 'First: use Punt e Mes.');
    await suggest(reporter.token, 'Second: an orange twist.');
    const { data, errors } = await gw.graphql(QUEUE, { first: 2 }, { token: admin.token });
    expect(errors).toBeUndefined();
    const { cocktailReports } = data!;
    expect(cocktailReports.edges.map((edge: any) => edge.node.message)).toEqual(['Second: an orange twist.', 'First: use Punt e Mes.']);
    expect(cocktailReports.edges[0].node).toMatchObject({
      status: 'open',
      cocktail: { databaseId: negroniDatabaseId, name: 'Negroni' },
      reporter: { username: reporter.user.username },
      statusChangedBy: null,
      statusChangedAt: null,
    });
    expect(Date.parse(cocktailReports.edges[0].node.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const all = await gw.prisma.cocktailReport.count();
    const open = await gw.prisma.cocktailReport.count({ where: { status: 'open' } });
    expect(cocktailReports.totalCount).toBe(all);
    expect(cocktailReports.counts).toMatchObject({ total: all, open });
    expect(cocktailReports.pageInfo.hasNextPage).toBe(all > 2);
  });

  it('filters by status, with that status’s total, while the counts stay those of every report', async () => {
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const id = await suggest((await gw.signedInMember()).token, 'Dismiss me.');
    await gw.graphql(SET_STATUS, { input: { reportId: id, status: 'dismissed' } }, { token: admin.token });
    const { data } = await gw.graphql(QUEUE, { first: 100, status: 'dismissed' }, { token: admin.token });
    const dismissed = await gw.prisma.cocktailReport.count({ where: { status: 'dismissed' } });
    expect(data!.cocktailReports.totalCount).toBe(dismissed);
    expect(data!.cocktailReports.edges.every((edge: any) => edge.node.status === 'dismissed')).toBe(true);
    expect(data!.cocktailReports.edges.map((edge: any) => edge.node.id)).toContain(id);
    expect(data!.cocktailReports.counts.total).toBe(await gw.prisma.cocktailReport.count());
  });

  it('answers a page in the same number of statements whatever its size', async () => {
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const reporter = await gw.signedInMember();
    for (let i = 0; i < 6; i++) await suggest(reporter.token, `Batch ${i}`);
    const counts: number[] = [];
    for (const first of [1, 5]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql(QUEUE, { first }, { token: admin.token }));
      expect(result.data!.cocktailReports.edges).toHaveLength(first);
      // The session is read once, then its viewer is cached (decision 0031): left out of the count.
      counts.push(statements.filter((sql) => !/FROM "public"\."sessions"/.test(sql)).length);
    }
    // One statement (decision 0065): the page with its cocktails and members, and the grouped count.
    expect(counts).toEqual([1, 1]);
  });

  it('counts every status in one pass over the reports, comparing the status as stored so its index may serve', async () => {
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const statementOf = async (selection: string) => {
      const { result, statements } = await gw.recordQueries(() =>
        gw.graphql(`query { cocktailReports(first: 1) { ${selection} } }`, {}, { token: admin.token }),
      );
      expect(result.errors).toBeUndefined();
      const [statement, ...more] = statements.filter((sql) => !/FROM "public"\."sessions"/.test(sql));
      expect(more).toEqual([]);
      return statement;
    };
    const reads = (statement: string) => statement.match(/\bcocktail_reports\b/g)?.length ?? 0;
    const page = await statementOf('pageInfo { hasNextPage }');
    const withCounts = await statementOf('pageInfo { hasNextPage } counts { total open reviewing resolved dismissed }');
    expect(reads(withCounts) - reads(page)).toBe(1);
    expect(withCounts).not.toMatch(/status::text = 'open'/);
  });

  it('refuses anonymous callers with the spec’s 401 words and every member who is not an admin with its 403 words', async () => {
    const anonymous = await gw.graphql(QUEUE, { first: 5 });
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors![0]).toMatchObject({
      message: 'Unauthorized - Please login as admin',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    for (const profileType of NON_ADMIN_TYPES) {
      const { token } = await gw.signedInMember({ profileType });
      const refused = await gw.graphql(QUEUE, { first: 5 }, { token });
      expect(refused.errors![0], profileType).toMatchObject({
        message: 'Forbidden - Admin access required',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });
});

describe('setting a report’s status', () => {
  it('moves a report to reviewing then resolved, recording who and when, with the new counts', async () => {
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const id = await suggest((await gw.signedInMember()).token, 'Needs a lemon twist.');
    const before = (await gw.graphql(QUEUE, { first: 1 }, { token: admin.token })).data!.cocktailReports.counts;

    const reviewing = (await gw.graphql(SET_STATUS, { input: { reportId: id, status: 'reviewing' } }, { token: admin.token })).data!
      .setReportStatus;
    expect(reviewing).toMatchObject({
      __typename: 'SetReportStatusPayload',
      report: { id, status: 'reviewing', statusChangedBy: { username: admin.user.username } },
      counts: { id: before.id, total: before.total, open: before.open - 1, reviewing: before.reviewing + 1, resolved: before.resolved },
    });
    expect(Date.parse(reviewing.report.statusChangedAt)).toBeGreaterThan(Date.now() - 60_000);

    const resolved = (await gw.graphql(SET_STATUS, { input: { reportId: id, status: 'resolved' } }, { token: admin.token })).data!
      .setReportStatus;
    expect(resolved.report.status).toBe('resolved');
    expect(resolved.counts).toMatchObject({ open: before.open - 1, reviewing: before.reviewing, resolved: before.resolved + 1 });
  });

  it('leaves a report as it was when set to the status it has', async () => {
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const other = await gw.signedInMember({ profileType: 'admin' });
    const id = await suggest((await gw.signedInMember()).token, 'Shake it.');
    const first = (await gw.graphql(SET_STATUS, { input: { reportId: id, status: 'reviewing' } }, { token: admin.token })).data!
      .setReportStatus;
    const again = (await gw.graphql(SET_STATUS, { input: { reportId: id, status: 'reviewing' } }, { token: other.token })).data!
      .setReportStatus;
    expect(again.report).toEqual(first.report);
  });

  it('refuses moving a report back to open, and unknown reports, changing nothing', async () => {
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const id = await suggest((await gw.signedInMember()).token, 'Stir it.');
    const reopen = (await gw.graphql(SET_STATUS, { input: { reportId: id, status: 'open' } }, { token: admin.token })).data!
      .setReportStatus;
    expect(reopen).toEqual({
      __typename: 'ValidationError',
      message: 'A report can be set to reviewing, resolved or dismissed.',
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'status', message: 'A report can be set to reviewing, resolved or dismissed.' }],
    });
    for (const reportId of [Buffer.from('CocktailReport:99999999').toString('base64'), negroniId]) {
      const missing = (await gw.graphql(SET_STATUS, { input: { reportId, status: 'resolved' } }, { token: admin.token })).data!
        .setReportStatus;
      expect(missing).toEqual({ __typename: 'NotFoundError', message: 'Report not found', code: 'NOT_FOUND' });
    }
    const { databaseId } = (
      await gw.graphql(`query($id: ID!) { node(id: $id) { ... on CocktailReport { databaseId } } }`, { id }, { token: admin.token })
    ).data!.node;
    expect(await gw.prisma.cocktailReport.findUniqueOrThrow({ where: { id: databaseId } })).toMatchObject({
      status: 'open',
      statusChangedById: null,
    });
  });

  it('is refused to anonymous callers and to every member who is not an admin, with the spec’s words', async () => {
    const id = await suggest((await gw.signedInMember()).token, 'Not yours to judge.');
    const anonymous = (await gw.graphql(SET_STATUS, { input: { reportId: id, status: 'resolved' } })).data!.setReportStatus;
    expect(anonymous).toEqual({
      __typename: 'NotAuthorizedError',
      message: 'Unauthorized - Please login as admin',
      code: 'UNAUTHENTICATED',
    });
    for (const profileType of NON_ADMIN_TYPES) {
      const { token } = await gw.signedInMember({ profileType });
      const refused = (await gw.graphql(SET_STATUS, { input: { reportId: id, status: 'resolved' } }, { token })).data!.setReportStatus;
      expect(refused, profileType).toEqual({
        __typename: 'NotAuthorizedError',
        message: 'Forbidden - Admin access required',
        code: 'FORBIDDEN',
      });
    }
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const { databaseId } = (
      await gw.graphql(`query($id: ID!) { node(id: $id) { ... on CocktailReport { databaseId } } }`, { id }, { token: admin.token })
    ).data!.node;
    expect((await gw.prisma.cocktailReport.findUniqueOrThrow({ where: { id: databaseId } })).status).toBe('open');
  });

  it('links a report to its cocktail, which the admin may edit to apply it and its reporter may not', async () => {
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const reporter = await gw.signedInMember({ profileType: 'bartender' });
    const id = await suggest(reporter.token, 'Apply me.');
    const query = `query($id: ID!) { node(id: $id) { ... on CocktailReport { cocktail { databaseId viewerCanEdit } } } }`;
    expect((await gw.graphql(query, { id }, { token: admin.token })).data!.node.cocktail).toEqual({
      databaseId: negroniDatabaseId,
      viewerCanEdit: true,
    });
    expect((await gw.graphql(query, { id }, { token: reporter.token })).data!.node.cocktail).toEqual({
      databaseId: negroniDatabaseId,
      viewerCanEdit: false,
    });
  });
});
