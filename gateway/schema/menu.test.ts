// Menus of bar and brand accounts (issue 41, decision 0077): building and saving one, who reads a
// draft, refused input that changes nothing, "On the menu at" on a cocktail, and the export.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_MESSAGES, MENU_SECTIONS_MAX } from '../../common/menus';
import { databaseFingerprint } from '../testing/fingerprint';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { inWay } from '../testing/read-ways';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const ERRORS = `... on Error { message code } ... on ValidationError { fields { path message } }`;
const MENU_FIELDS = `id databaseId name published viewerIsOwner itemCount venue { name }
  sections { name items { name price note available cocktail { databaseId name } } }`;
const CREATE = `mutation($input: CreateMenuInput!) { createMenu(input: $input) { __typename ... on MenuPayload { menu { ${MENU_FIELDS} } owner { menus(first: 10) { totalCount } } } ${ERRORS} } }`;
const UPDATE = `mutation($input: UpdateMenuInput!) { updateMenu(input: $input) { __typename ... on MenuPayload { menu { ${MENU_FIELDS} } } ${ERRORS} } }`;
const REMOVE = `mutation($input: RemoveMenuInput!) { removeMenu(input: $input) { __typename ... on RemoveMenuPayload { removedMenuId owner { menus(first: 10) { totalCount } } } ${ERRORS} } }`;
const READ = `query($id: Int!) { menu(databaseId: $id) { ${MENU_FIELDS} } }`;
const PLACES = `query($id: Int!) { cocktail(databaseId: $id) { onTheMenuAt { name owner { displayName } venue { name city } } } }`;

let serial = 0;

async function barWithVenue(city: string, location: string | null = null) {
  serial += 1;
  const bar = await gw.signedInMember({ profileType: 'bar' });
  if (location) await gw.prisma.user.update({ where: { id: bar.user.id }, data: { location } });
  const venue = await gw.prisma.venue.create({
    data: { name: `Menu Bar ${serial}`, city, ownerId: bar.user.id, searchText: `menu bar ${serial} ${city.toLowerCase()}` },
  });
  return { ...bar, venue };
}

async function publicCocktail(name: string) {
  return gw.prisma.cocktail.create({ data: { name, nameSearch: name.toLowerCase(), visibility: 'public' } });
}

describe('a menu', () => {
  it('is built by a bar account with sections, cocktails and its own items, and read by anyone once published', async () => {
    const bar = await barWithVenue('Lisbon');
    const daiquiri = await publicCocktail(`Menu Daiquiri ${serial}`);
    const input = {
      name: 'Cocktails',
      sections: [
        {
          name: 'Classics',
          items: [
            { cocktailId: encodeGlobalID('Cocktail', daiquiri.id), price: '$12', note: 'Made with house rum blend' },
            { name: 'Espresso Martini', price: '$14', available: false },
          ],
        },
        { name: 'Zero proof', items: [{ name: 'Tepache Spritz', price: '$8' }] },
      ],
    };
    const created = (await gw.graphql<any>(CREATE, { input }, { token: bar.token })).data!.createMenu;
    expect(created.__typename).toBe('MenuPayload');
    expect(created.menu).toMatchObject({
      name: 'Cocktails',
      published: false,
      viewerIsOwner: true,
      itemCount: 3,
      venue: { name: bar.venue.name },
      sections: [
        {
          name: 'Classics',
          items: [
            {
              name: daiquiri.name,
              price: '$12',
              note: 'Made with house rum blend',
              available: true,
              cocktail: { databaseId: daiquiri.id },
            },
            { name: 'Espresso Martini', price: '$14', available: false, cocktail: null },
          ],
        },
        { name: 'Zero proof', items: [{ name: 'Tepache Spritz', price: '$8' }] },
      ],
    });
    expect(created.owner.menus.totalCount).toBe(1);

    // A draft is its owner's only: signed out it does not exist.
    const id = created.menu.databaseId;
    expect((await gw.graphql<any>(READ, { id })).data!.menu).toBeNull();
    const other = await gw.signedInMember({ profileType: 'bar' });
    expect((await gw.graphql<any>(READ, { id }, { token: other.token })).data!.menu).toBeNull();
    expect((await gw.graphql<any>(`query($id: ID!) { node(id: $id) { id } }`, { id: created.menu.id })).data!.node).toBeNull();

    // Saved whole: sections swapped and an item moved, then published.
    const saved = (
      await gw.graphql<any>(
        UPDATE,
        {
          input: {
            menuId: created.menu.id,
            name: 'Cocktails',
            published: true,
            sections: [input.sections[1], { name: 'Classics', items: [input.sections[0].items[1], input.sections[0].items[0]] }],
          },
        },
        { token: bar.token },
      )
    ).data!.updateMenu;
    expect(saved.menu.sections.map((section: any) => section.name)).toEqual(['Zero proof', 'Classics']);
    expect(saved.menu.sections[1].items.map((item: any) => item.name)).toEqual(['Espresso Martini', daiquiri.name]);

    const seen = (await gw.graphql<any>(READ, { id })).data!.menu;
    expect(seen).toMatchObject({ name: 'Cocktails', published: true, viewerIsOwner: false, itemCount: 3 });
    const profile = (
      await gw.graphql<any>(`query($id: Int!) { user(databaseId: $id) { menus(first: 10) { edges { node { name } } } } }`, {
        id: bar.user.id,
      })
    ).data!.user;
    expect(profile.menus.edges).toEqual([{ node: { name: 'Cocktails' } }]);
  });

  it('keeps an item moved to another section there, at its place, with its price, note and availability', async () => {
    const bar = await barWithVenue('Madrid');
    const negroni = await publicCocktail(`Menu Negroni ${serial}`);
    const negroniItem = { cocktailId: encodeGlobalID('Cocktail', negroni.id), price: '€11', note: 'Stirred, big ice', available: false };
    const spritz = { name: 'House Spritz', price: '€9', note: 'With our own bitter', available: true };
    const tonic = { name: 'Tonic & Lime', price: '€4' };
    const soda = { name: 'Soda', price: '€3' };
    const created = (
      await gw.graphql<any>(
        CREATE,
        {
          input: {
            name: 'Drinks',
            sections: [
              { name: 'Classics', items: [negroniItem, spritz] },
              { name: 'Zero proof', items: [tonic, soda] },
            ],
          },
        },
        { token: bar.token },
      )
    ).data!.createMenu;

    // As the editor sends it: the Negroni taken out of Classics and put between the two zero-proof items.
    const moved = {
      menuId: created.menu.id,
      name: 'Drinks',
      sections: [
        { name: 'Classics', items: [spritz] },
        { name: 'Zero proof', items: [tonic, negroniItem, soda] },
      ],
    };
    const saved = (await gw.graphql<any>(UPDATE, { input: moved }, { token: bar.token })).data!.updateMenu;
    expect(saved.__typename).toBe('MenuPayload');
    const expected = [
      { name: 'Classics', items: [{ name: 'House Spritz', price: '€9', note: 'With our own bitter', available: true, cocktail: null }] },
      {
        name: 'Zero proof',
        items: [
          { name: 'Tonic & Lime', price: '€4', note: null, available: true, cocktail: null },
          {
            name: negroni.name,
            price: '€11',
            note: 'Stirred, big ice',
            available: false,
            cocktail: { databaseId: negroni.id, name: negroni.name },
          },
          { name: 'Soda', price: '€3', note: null, available: true, cocktail: null },
        ],
      },
    ];
    expect(saved.menu.sections).toEqual(expected);
    // Read back afresh, as the editor is after a reload.
    const read = (await gw.graphql<any>(READ, { id: created.menu.databaseId }, { token: bar.token })).data!.menu;
    expect(read).toMatchObject({ itemCount: 4, sections: expected });
  });

  it('is refused with typed errors on bad input, to other accounts and to members who are not venues, and nothing changes', async () => {
    const bar = await barWithVenue('Porto');
    const stranger = await gw.signedInMember({ profileType: 'bar' });
    const barfly = await gw.signedInMember({ profileType: 'user' });
    const privateCocktail = await gw.prisma.cocktail.create({
      data: { name: 'Secret Sour', nameSearch: 'secret sour', visibility: 'private', creatorId: bar.user.id },
    });
    const menu = await gw.prisma.menu.create({ data: { ownerId: bar.user.id, name: 'Kept' } });
    const before = await databaseFingerprint(gw.prisma);

    const blank = (
      await gw.graphql<any>(CREATE, { input: { name: '  ', sections: [{ name: 'A', items: [{ price: '' }] }] } }, { token: bar.token })
    ).data!.createMenu;
    expect(blank.__typename).toBe('ValidationError');
    expect(blank.fields).toEqual(
      expect.arrayContaining([
        { path: 'name', message: MENU_MESSAGES.nameRequired },
        { path: 'sections.0.items.0.price', message: MENU_MESSAGES.priceRequired },
        { path: 'sections.0.items.0.name', message: MENU_MESSAGES.itemNameRequired },
      ]),
    );
    const tooMany = Array.from({ length: MENU_SECTIONS_MAX + 1 }, (_, i) => ({ name: `S${i}`, items: [] }));
    const big = (await gw.graphql<any>(CREATE, { input: { name: 'Big', sections: tooMany } }, { token: bar.token })).data!.createMenu;
    expect(big).toMatchObject({ __typename: 'ValidationError', message: MENU_MESSAGES.tooManySections });
    // Even its owner's private cocktail cannot go on a menu the public reads.
    const hidden = (
      await gw.graphql<any>(
        CREATE,
        {
          input: {
            name: 'Private',
            sections: [{ name: 'A', items: [{ cocktailId: encodeGlobalID('Cocktail', privateCocktail.id), price: '$1' }] }],
          },
        },
        { token: bar.token },
      )
    ).data!.createMenu;
    expect(hidden).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: 'sections.0.items.0.cocktailId', message: MENU_MESSAGES.cocktailNotPublic }],
    });
    const notVenue = (await gw.graphql<any>(CREATE, { input: { name: 'Mine' } }, { token: barfly.token })).data!.createMenu;
    expect(notVenue).toMatchObject({ __typename: 'NotAuthorizedError', code: 'FORBIDDEN', message: MENU_MESSAGES.accountsOnly });
    const signedOut = (await gw.graphql<any>(CREATE, { input: { name: 'Mine' } })).data!.createMenu;
    expect(signedOut).toMatchObject({ __typename: 'NotAuthorizedError', code: 'UNAUTHENTICATED' });
    const menuId = encodeGlobalID('Menu', menu.id);
    const theirs = (await gw.graphql<any>(UPDATE, { input: { menuId, name: 'Taken' } }, { token: stranger.token })).data!.updateMenu;
    expect(theirs).toMatchObject({ __typename: 'NotFoundError', message: MENU_MESSAGES.notFound });
    const removed = (await gw.graphql<any>(REMOVE, { input: { menuId } }, { token: stranger.token })).data!.removeMenu;
    expect(removed).toMatchObject({ __typename: 'NotFoundError' });
    const wrongId = (await gw.graphql<any>(UPDATE, { input: { menuId: encodeGlobalID('Cocktail', 1), name: 'X' } }, { token: bar.token }))
      .data!.updateMenu;
    expect(wrongId).toMatchObject({ __typename: 'NotFoundError', message: MENU_MESSAGES.notFound });

    expect(await databaseFingerprint(gw.prisma)).toEqual(before);
    const gone = (await gw.graphql<any>(REMOVE, { input: { menuId } }, { token: bar.token })).data!.removeMenu;
    expect(gone).toMatchObject({ removedMenuId: menuId, owner: { menus: { totalCount: 0 } } });
  });
});

describe("a bar menu's venue", () => {
  const LIST_VENUE = `mutation($input: ListVenueInput!) { listVenue(input: $input) { ... on VenueClaimPayload { venueClaim { id } } ${ERRORS} } }`;
  const CLAIM = `mutation($input: ClaimVenueInput!) { claimVenue(input: $input) { ... on VenueClaimPayload { venueClaim { id } } ${ERRORS} } }`;
  const DECIDE = `mutation($input: DecideVenueClaimInput!) { decideVenueClaim(input: $input) { __typename ${ERRORS} } }`;
  const ADDRESS = `query($id: Int!) { menu(databaseId: $id) { venue { name city } } }`;
  const NODE = `query($id: ID!) { node(id: $id) { ... on Menu { venue { name city } } } }`;
  const PROFILE = `query($id: Int!) { user(databaseId: $id) { menus(first: 10) { edges { node { venue { name city } } } } } }`;
  const EXPORT = `{ myMenuExport(format: json) { content } }`;

  /** The menu's venue as every read answers it: its address, node(id), its account's profile, "On the menu at" and the export. */
  async function venueAsRead(
    menu: { id: string; databaseId: number },
    owner: { token: string; user: { id: number } },
    cocktailId: number,
    reader: string,
  ) {
    const read = async () => ({
      address: (await gw.graphql<any>(ADDRESS, { id: menu.databaseId })).data!.menu.venue,
      node: (await gw.graphql<any>(NODE, { id: menu.id })).data!.node.venue,
      profile: (await gw.graphql<any>(PROFILE, { id: owner.user.id })).data!.user.menus.edges[0].node.venue,
      onTheMenuAt: (await gw.graphql<any>(PLACES, { id: cocktailId }, { token: reader })).data!.cocktail.onTheMenuAt.map(
        (place: any) => place.venue,
      ),
    });
    const inSql = await read();
    // The Prisma path answers the same.
    expect(await inWay('prisma', read)).toEqual(inSql);
    const exported = JSON.parse((await gw.graphql<any>(EXPORT, {}, { token: owner.token })).data!.myMenuExport.content);
    return { ...inSql, exported: exported.menus[0].venue };
  }

  it("is none while the bar's claim is pending, and the venue once an admin approves it", async () => {
    serial += 1;
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const bar = await gw.signedInMember({ profileType: 'bar' });
    const venue = await gw.prisma.venue.create({
      data: { name: `Claimed Bar ${serial}`, city: 'Oslo', searchText: `claimed bar ${serial} oslo` },
    });
    const claim = (await gw.graphql<any>(CLAIM, { input: { venue: encodeGlobalID('Venue', venue.id) } }, { token: bar.token })).data!
      .claimVenue;
    const sour = await publicCocktail(`Menu Sour ${serial}`);
    const item = { cocktailId: encodeGlobalID('Cocktail', sour.id), price: '120 kr' };
    const created = (
      await gw.graphql<any>(
        CREATE,
        { input: { name: 'Drinks', published: true, sections: [{ name: 'All', items: [item] }] } },
        { token: bar.token },
      )
    ).data!.createMenu;
    const reader = (await gw.signedInMember({ profileType: 'user' })).token;
    expect(await venueAsRead(created.menu, bar, sour.id, reader)).toEqual({
      address: null,
      node: null,
      profile: null,
      onTheMenuAt: [null],
      exported: null,
    });

    const decided = (await gw.graphql<any>(DECIDE, { input: { id: claim.venueClaim.id, approve: true } }, { token: admin.token })).data!
      .decideVenueClaim;
    expect(decided.__typename).toBe('VenueClaimPayload');
    const place = { name: venue.name, city: 'Oslo' };
    expect(await venueAsRead(created.menu, bar, sour.id, reader)).toEqual({
      address: place,
      node: place,
      profile: place,
      onTheMenuAt: [place],
      exported: venue.name,
    });
  });

  it("is no longer the venue once an admin rejects the bar's listing of it, nor its city the menu's", async () => {
    serial += 1;
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const lister = await gw.signedInMember({ profileType: 'bar' });
    await gw.prisma.user.update({ where: { id: lister.user.id }, data: { location: 'Austin, TX' } });
    const place = { name: `Listed Bar ${serial}`, city: 'Berlin' };
    const listed = (await gw.graphql<any>(LIST_VENUE, { input: place }, { token: lister.token })).data!.listVenue;
    const other = await barWithVenue('Austin');
    const fizz = await publicCocktail(`Menu Fizz ${serial}`);
    const item = { cocktailId: encodeGlobalID('Cocktail', fizz.id), price: '€9' };
    const input = { name: 'Drinks', published: true, sections: [{ name: 'All', items: [item] }] };
    const created = (await gw.graphql<any>(CREATE, { input }, { token: lister.token })).data!.createMenu;
    await gw.graphql(CREATE, { input }, { token: other.token });
    const berliner = await gw.signedInMember({ profileType: 'user' });
    await gw.prisma.user.update({ where: { id: berliner.user.id }, data: { location: 'Berlin' } });

    const before = await venueAsRead(created.menu, lister, fizz.id, berliner.token);
    expect(before).toEqual({
      address: place,
      node: place,
      profile: place,
      onTheMenuAt: [place, { name: other.venue.name, city: 'Austin' }],
      exported: place.name,
    });

    const decided = (await gw.graphql<any>(DECIDE, { input: { id: listed.venueClaim.id, approve: false } }, { token: admin.token })).data!
      .decideVenueClaim;
    expect(decided.__typename).toBe('VenueClaimPayload');
    // Its place is now its account's location, Austin, as the other bar's is: for the reader in Berlin
    // neither comes first by city any more, and the latest saved (the other bar's) leads.
    expect(await venueAsRead(created.menu, lister, fizz.id, berliner.token)).toEqual({
      address: null,
      node: null,
      profile: null,
      onTheMenuAt: [{ name: other.venue.name, city: 'Austin' }, null],
      exported: null,
    });
  });
});

describe('"On the menu at" on a cocktail', () => {
  it("lists the published menus with it, one per account, those in the viewer's city first, in one statement", async () => {
    const negroni = await publicCocktail(`Menu Negroni ${serial}`);
    const item = { cocktailId: encodeGlobalID('Cocktail', negroni.id), price: '€10' };
    const far = await barWithVenue('Berlin');
    const near = await barWithVenue('Austin');
    const draft = await barWithVenue('Austin');
    for (const bar of [far, near, draft]) {
      const input = { name: 'Drinks', published: bar !== draft, sections: [{ name: 'All', items: [item] }] };
      await gw.graphql(CREATE, { input }, { token: bar.token });
    }
    // A second menu of the same bar is one place.
    await gw.graphql(
      CREATE,
      { input: { name: 'Late', published: true, sections: [{ name: 'All', items: [item] }] } },
      { token: far.token },
    );

    const viewer = await gw.signedInMember({ profileType: 'user' });
    await gw.prisma.user.update({ where: { id: viewer.user.id }, data: { location: 'austin,  TX' } });
    const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(PLACES, { id: negroni.id }, { token: viewer.token }));
    expect(result.data!.cocktail.onTheMenuAt.map((menu: any) => menu.venue.name)).toEqual([near.venue.name, far.venue.name]);
    expect(statements.filter((text) => !/"sessions"/.test(text))).toHaveLength(1);

    const berliner = await gw.signedInMember({ profileType: 'user' });
    await gw.prisma.user.update({ where: { id: berliner.user.id }, data: { location: 'Berlin, Germany' } });
    const fromBerlin = (await gw.graphql<any>(PLACES, { id: negroni.id }, { token: berliner.token })).data!.cocktail.onTheMenuAt;
    expect(fromBerlin[0].venue.name).toBe(far.venue.name);
  });
});

describe('the menu export', () => {
  it('gives the account its menus as versioned JSON and as CSV, drafts included', async () => {
    const brand = await gw.signedInMember({ profileType: 'brand' });
    await gw.graphql(
      CREATE,
      {
        input: {
          name: 'Pop-up, "Summer"',
          sections: [{ name: 'Spritz', items: [{ name: '=Aperol Spritz', price: '9', note: 'Big glass' }] }],
        },
      },
      { token: brand.token },
    );
    const json = (
      await gw.graphql<any>(`{ myMenuExport(format: json) { filename contentType content count } }`, {}, { token: brand.token })
    ).data!.myMenuExport;
    expect(json).toMatchObject({ contentType: 'application/json', count: 1 });
    expect(JSON.parse(json.content)).toMatchObject({
      format: 'repour.menus',
      version: 1,
      menus: [
        {
          name: 'Pop-up, "Summer"',
          published: false,
          venue: null,
          sections: [
            { name: 'Spritz', items: [{ name: '=Aperol Spritz', cocktailId: null, price: '9', note: 'Big glass', available: true }] },
          ],
        },
      ],
    });
    const csv = (await gw.graphql<any>(`{ myMenuExport(format: csv) { content } }`, {}, { token: brand.token })).data!.myMenuExport.content;
    expect(csv.split('\r\n')).toEqual([
      'menu,published,venue,section,position,item,cocktail_id,description,price,note,available',
      `"Pop-up, ""Summer""",false,,Spritz,1,'=Aperol Spritz,,,9,Big glass,true`,
      '',
    ]);
    const signedOut = await gw.graphql<any>(`{ myMenuExport(format: json) { content } }`);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
