// Contract tests of creating and changing cocktails: POST /api/cocktails/photo, POST /api/cocktails,
// PUT /api/cocktails/{id} (spec sections 3, 5, 7 and 8).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#b5452a' } })
    .png()
    .toBuffer();
const form = (field: string, bytes: Uint8Array, name = 'photo.png', type = 'image/png') => {
  const data = new FormData();
  data.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return data;
};

/** What the create screen sends (spec section 7). */
const createBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rw Paper Plane',
  description: 'Equal parts',
  visibility: 'public',
  is_mocktail: false,
  type_enum: 'other',
  glassware: 'Coupe',
  photo_url: null,
  ingredients: [
    { amount: 0.75, unit: 'oz', ingredient: 'Bourbon Whiskey', brand: 'Rw Bottling', order_index: 1 },
    { amount: '0.75', unit: 'oz', ingredient: 'Aperol', brand: null, order_index: 2 },
    { amount: 22, unit: 'ml', ingredient: 'Lemon juice', brand: null, order_index: 3 },
  ],
  categories: ['Modern', 'Sour'],
  attribution: {
    attribution_type: 'other',
    original_creator_name: 'Sam Ross',
    source_link: 'https://example.com/paper-plane',
    year: 2008,
    venue: 'Rw Violet Hour',
  },
  ...overrides,
});

describe('@POST /api/cocktails/photo', () => {
  it('OK @201: {photo_url} of the stored photo, which /uploads serves', async () => {
    const { token } = await gw.signedInMember();
    const response = await gw.rest('POST', '/api/cocktails/photo', { token, form: form('photo', await png()) });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ photo_url: expect.stringMatching(/^\/uploads\/cocktails\/.+\.webp$/), width: 64, height: 48 });
    expect((await gw.app.request(response.body.photo_url)).status).toBe(200);
  });

  it('KO @401: without a token', async () => {
    expect(await gw.rest('POST', '/api/cocktails/photo', { form: form('photo', await png()) })).toMatchObject({
      status: 401,
      body: { error: 'You need to sign in to do that.' },
    });
  });

  it('KO @400: not an image, no photo field, not a form', async () => {
    const { token } = await gw.signedInMember();
    expect(
      await gw.rest('POST', '/api/cocktails/photo', { token, form: form('photo', new TextEncoder().encode('not a picture'), 'x.png') }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Please select an image file', field: 'photo' },
    });
    expect(await gw.rest('POST', '/api/cocktails/photo', { token, form: form('picture', await png()) })).toMatchObject({
      status: 400,
      body: { error: 'photo is required', field: 'photo' },
    });
    expect(await gw.rest('POST', '/api/cocktails/photo', { token, body: { photo: 'x' } })).toMatchObject({
      status: 400,
      body: { error: 'Send the file as multipart/form-data, in the field photo', field: 'photo' },
    });
  });

  it('KO @413: a photo over 5 MB', async () => {
    const { token } = await gw.signedInMember();
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await png());
    expect(await gw.rest('POST', '/api/cocktails/photo', { token, form: form('photo', big) })).toMatchObject({
      status: 413,
      body: { error: 'Photo must be under 5MB', field: 'photo' },
    });
  });
});

describe('@POST /api/cocktails', () => {
  it('OK @201: the cocktail as saved, in the shape GET /api/cocktails/{id} gives, with its photo', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'bartender' });
    const photo = (await gw.rest('POST', '/api/cocktails/photo', { token, form: form('photo', await png()) })).body.photo_url;
    const response = await gw.rest('POST', '/api/cocktails', { token, body: createBody({ photo_url: photo }) });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(Number),
      name: 'Rw Paper Plane',
      description: 'Equal parts',
      glassware: 'Coupe',
      classic_era: 'Modern',
      is_mocktail: false,
      photo_url: photo,
      creator_id: user.id,
      creator_username: user.username,
      visibility: 'public',
      type_enum: 'other',
      categories: ['Modern', 'Sour'],
      original_creator_name: 'Sam Ross',
      source_link: 'https://example.com/paper-plane',
      year: 2008,
      venue: 'Rw Violet Hour',
      year_venue: null,
      attribution: {
        iAmCreator: false,
        originalCreator: 'Sam Ross',
        sourceUrl: 'https://example.com/paper-plane',
        year: 2008,
        venue: { name: 'Rw Violet Hour', city: null, state: null, country: null },
      },
      ingredients: [
        { ingredient: 'Bourbon Whiskey', amount: 0.75, amountOz: 0.75, unit: 'oz', brand: 'Rw Bottling', order_index: 1 },
        { ingredient: 'Aperol', amount: 0.75, unit: 'oz', brand: null, order_index: 2 },
        { ingredient: 'Lemon juice', amount: 22, amountOz: 0.74, unit: 'ml', order_index: 3 },
      ],
    });
    expect((await gw.rest('GET', `/api/cocktails/${response.body.id}`)).body).toEqual(response.body);
  });

  it('OK @201: "I am the creator" (type_enum my_own, attribution_type self), lines put in order_index order', async () => {
    const { token } = await gw.signedInMember();
    const response = await gw.rest('POST', '/api/cocktails', {
      token,
      body: createBody({
        name: 'Rw House Sour',
        type_enum: 'my_own',
        attribution: { attribution_type: 'self', year: 2024, venue: { name: 'Rw Home Bar', city: 'Oslo', country: 'Norway' } },
        ingredients: [
          { amount: 15, unit: 'ml', ingredient: 'Simple Syrup', order_index: 2 },
          { amount: 50, unit: 'ml', ingredient: 'Gin', order_index: 1 },
        ],
      }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      type_enum: 'my_own',
      original_creator_name: null,
      attribution: { iAmCreator: true, year: 2024, venue: { name: 'Rw Home Bar', city: 'Oslo', country: 'Norway' } },
    });
    expect(response.body.ingredients.map((line: { name: string }) => line.name)).toEqual(['Gin', 'Simple Syrup']);
  });

  it('KO @401: without a token, "Please log in to create cocktails"', async () => {
    expect(await gw.rest('POST', '/api/cocktails', { body: createBody() })).toMatchObject({
      status: 401,
      body: { error: 'Please log in to create cocktails' },
    });
  });

  it('KO @400: the spec rules, naming the field in the legacy JSON', async () => {
    const { token } = await gw.signedInMember();
    const refused = async (overrides: Record<string, unknown>) => gw.rest('POST', '/api/cocktails', { token, body: createBody(overrides) });
    expect(await refused({ name: '' })).toMatchObject({ status: 400, body: { error: 'Please enter a cocktail name', field: 'name' } });
    expect(await refused({ glassware: 'Other' })).toMatchObject({
      status: 400,
      body: { error: 'Please specify the glassware', field: 'glassware' },
    });
    expect(await refused({ attribution: { attribution_type: 'other', year: 1700 } })).toMatchObject({
      status: 400,
      body: { error: 'Year must be between 1800 and 2030', field: 'attribution.year' },
    });
    expect(await refused({ attribution: { attribution_type: 'other', source_link: 'example.com' } })).toMatchObject({
      status: 400,
      body: { error: 'Enter a link starting with http:// or https://', field: 'attribution.source_link' },
    });
    expect(await refused({ ingredients: [{ amount: 1, unit: 'ml', ingredient: 'Rw Unheard Of Tincture' }] })).toMatchObject({
      status: 400,
      body: { error: 'Please provide a category', field: 'ingredients.0.category' },
    });
    // Several failures: the first names the error, `errors` lists each.
    const several = await refused({ name: '', glassware: 'Other' });
    expect(several.body).toEqual({
      error: 'Please enter a cocktail name',
      field: 'name',
      errors: [
        { field: 'name', message: 'Please enter a cocktail name' },
        { field: 'glassware', message: 'Please specify the glassware' },
      ],
    });
  });

  it('KO @400: values of the wrong JSON type, before anything is saved', async () => {
    const { token } = await gw.signedInMember();
    const refused = async (overrides: Record<string, unknown>) => gw.rest('POST', '/api/cocktails', { token, body: createBody(overrides) });
    expect(await refused({ is_mocktail: 'yes' })).toMatchObject({
      status: 400,
      body: { error: 'is_mocktail must be true or false', field: 'is_mocktail' },
    });
    expect(await refused({ categories: 'Sour' })).toMatchObject({
      status: 400,
      body: { error: 'categories must be a list of strings', field: 'categories' },
    });
    expect(await refused({ ingredients: [{ amount: 'a splash', unit: 'ml', ingredient: 'Gin' }] })).toMatchObject({
      status: 400,
      body: { error: 'ingredients.0.amount must be a number', field: 'ingredients.0.amount' },
    });
    expect(await refused({ visibility: 'friends' })).toMatchObject({
      status: 400,
      body: { error: 'visibility must be public or private', field: 'visibility' },
    });
    expect(await refused({ attribution: { attribution_type: 'borrowed' } })).toMatchObject({
      status: 400,
      body: { error: 'attribution_type must be self or other', field: 'attribution.attribution_type' },
    });
  });
});

describe('@PUT /api/cocktails/{id}', () => {
  const make = async (token: string) =>
    (await gw.rest('POST', '/api/cocktails', { token, body: createBody({ name: `Rw Edit ${Math.random()}` }) })).body;

  it('OK @200: what the edit dialog sends; fields left out keep their value', async () => {
    const { token } = await gw.signedInMember();
    const before = await make(token);
    const response = await gw.rest('PUT', `/api/cocktails/${before.id}`, {
      token,
      body: {
        name: 'Rw Paper Plane No. 2',
        directions: 'Shake hard, double strain.',
        glassware: 'Martini',
        classic_era: 'Classic',
        is_mocktail: false,
        garnish: 'Paper plane',
        original_creator: 'Sam Ross',
        ingredients: [
          { amount: '1', unit: 'oz', ingredient: 'Bourbon Whiskey', brand: 'Rw Bottling' },
          { amount: 1, unit: 'oz', ingredient: 'Amaro Nonino', brand: null },
        ],
        photo_url: null,
        attribution: {
          originalCreator: 'Sam Ross',
          sourceUrl: 'https://example.com/pp2',
          year: 2010,
          venue: { name: 'Rw Milk & Honey', city: 'New York', state: 'NY', country: 'USA' },
        },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: before.id,
      name: 'Rw Paper Plane No. 2',
      directions: 'Shake hard, double strain.',
      instructions: 'Shake hard, double strain.',
      glassware: 'Martini',
      classic_era: 'Classic',
      garnish: 'Paper plane',
      description: 'Equal parts',
      categories: ['Modern', 'Sour'],
      attribution: {
        originalCreator: 'Sam Ross',
        sourceUrl: 'https://example.com/pp2',
        year: 2010,
        venue: { name: 'Rw Milk & Honey', city: 'New York', state: 'NY', country: 'USA' },
      },
      ingredients: [
        { ingredient: 'Bourbon Whiskey', amount: 1, unit: 'oz', brand: 'Rw Bottling', order_index: 1 },
        { ingredient: 'Amaro Nonino', amount: 1, unit: 'oz', brand: null, order_index: 2 },
      ],
    });
    expect((await gw.rest('GET', `/api/cocktails/${before.id}`)).body).toEqual(response.body);
  });

  it("OK @200: lines sent back as GET gives them keep their note and optional flag; lines in the spec's shape keep the saved ones", async () => {
    const { token } = await gw.signedInMember();
    const before = await make(token);
    const lines = [
      { amount: 0.75, unit: 'oz', ingredient: 'Bourbon Whiskey', brand: 'Rw Bottling', note: null, optional: false, order_index: 1 },
      { amount: 2, unit: 'dash', ingredient: 'Angostura aromatic bitters', brand: null, note: 'or orange', optional: true, order_index: 2 },
    ];
    const sent = await gw.rest('PUT', `/api/cocktails/${before.id}`, { token, body: { ingredients: lines } });
    expect(sent.status).toBe(200);
    expect(sent.body.ingredients).toMatchObject(
      lines.map(({ ingredient, note, optional, order_index }) => ({ ingredient, note, optional, order_index })),
    );

    // The spec's line has no optional flag: the old app's edit sends {amount, unit, ingredient, brand, order_index}.
    const spec = lines.map(({ amount, unit, ingredient, brand, order_index }) => ({ amount, unit, ingredient, brand, order_index }));
    const edited = await gw.rest('PUT', `/api/cocktails/${before.id}`, { token, body: { name: 'Rw Bitter Plane', ingredients: spec } });
    expect(edited.body.ingredients.map(({ note, optional }: { note: string | null; optional: boolean }) => [note, optional])).toEqual([
      [null, false],
      ['or orange', true],
    ]);
    expect((await gw.rest('GET', `/api/cocktails/${before.id}`)).body.ingredients).toEqual(edited.body.ingredients);

    // A note sent as null (or empty) is cleared; only a line that leaves it out keeps it.
    const cleared = await gw.rest('PUT', `/api/cocktails/${before.id}`, {
      token,
      body: { ingredients: spec.map((line) => ({ ...line, note: line.order_index === 2 ? null : 'stirred in' })) },
    });
    expect(cleared.body.ingredients.map((line: { note: string | null }) => line.note)).toEqual(['stirred in', null]);
  });

  it('KO @401: without a token; KO @403: not the creator nor an admin; admins may', async () => {
    const { token } = await gw.signedInMember();
    const cocktail = await make(token);
    expect(await gw.rest('PUT', `/api/cocktails/${cocktail.id}`, { body: { name: 'Mine now' } })).toMatchObject({
      status: 401,
      body: { error: 'Please log in to create cocktails' },
    });
    const other = await gw.signedInMember();
    expect(await gw.rest('PUT', `/api/cocktails/${cocktail.id}`, { token: other.token, body: { name: 'Mine now' } })).toMatchObject({
      status: 403,
      body: { error: 'Only the creator of this cocktail or an admin can edit it' },
    });
    const admin = await gw.signedInMember({ profileType: 'admin' });
    expect(await gw.rest('PUT', `/api/cocktails/${cocktail.id}`, { token: admin.token, body: { notes: 'Checked.' } })).toMatchObject({
      status: 200,
      body: { notes: 'Checked.', name: cocktail.name },
    });
  });

  it('KO @404: an unknown cocktail; KO @400: a rule, naming the field', async () => {
    const { token } = await gw.signedInMember();
    expect(await gw.rest('PUT', '/api/cocktails/99999999', { token, body: { name: 'x' } })).toMatchObject({
      status: 404,
      body: { error: 'Cocktail not found' },
    });
    const cocktail = await make(token);
    expect(await gw.rest('PUT', `/api/cocktails/${cocktail.id}`, { token, body: { classic_era: 'Ancient' } })).toMatchObject({
      status: 400,
      body: { error: 'The era is Classic or Modern', field: 'classic_era' },
    });
    expect(
      await gw.rest('PUT', `/api/cocktails/${cocktail.id}`, { token, body: { photo_url: 'https://elsewhere.example/p.jpg' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Upload the photo first, then save.', field: 'photo_url' },
    });
  });
});
