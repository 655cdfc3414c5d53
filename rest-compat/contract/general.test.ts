// What every /api call shares: JSON errors for unknown paths, oversized bodies and bad JSON, and tokens
// read as the GraphQL side reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('unknown /api paths', () => {
  it('KO @404 with a JSON error, whatever the method', async () => {
    expect(await gw.rest('GET', '/api/nothing/here')).toMatchObject({ status: 404, body: { error: 'Not found' } });
    expect(await gw.rest('DELETE', '/api/cocktails')).toMatchObject({ status: 404, body: { error: 'Not found' } });
    expect(await gw.rest('POST', '/api/users/7/friends')).toMatchObject({ status: 404, body: { error: 'Not found' } });
  });
});

describe('request bodies', () => {
  it('KO @413: a JSON body over 1 MB, refused before it is read', async () => {
    const { token } = await gw.signedInMember();
    const response = await gw.rest('POST', '/api/cocktails', { token, body: { name: 'x'.repeat(1024 * 1024 + 1) } });
    expect(response).toMatchObject({ status: 413, body: { error: 'The request is too large.' } });
  });

  it('KO @400: a body that is not JSON, or not an object', async () => {
    const { token } = await gw.signedInMember();
    expect(await gw.rest('POST', '/api/cocktails', { token, body: 'name=Negroni' })).toMatchObject({
      status: 400,
      body: { error: 'The request body must be JSON.' },
    });
    expect(await gw.rest('POST', '/api/cocktails', { token, body: [{ name: 'Negroni' }] })).toMatchObject({
      status: 400,
      body: { error: 'The request body must be a JSON object.' },
    });
  });
});

describe('bearer tokens', () => {
  it('are read as /graphql reads them: a signed-out session is signed out on both', async () => {
    const { token } = await gw.signedInMember();
    expect((await gw.rest('GET', '/api/auth/me', { token })).status).toBe(200);
    await gw.graphql('mutation { logOut { __typename } }', {}, { token });
    expect(await gw.rest('GET', '/api/auth/me', { token })).toMatchObject({ status: 401 });
    expect((await gw.graphql('{ viewer { databaseId } }', {}, { token })).data).toEqual({ viewer: null });
    // A scheme other than Bearer is no token at all.
    const other = await gw.signedInMember();
    expect((await gw.rest('GET', '/api/auth/me', { headers: { authorization: `Basic ${other.token}` } })).status).toBe(401);
  });
});
