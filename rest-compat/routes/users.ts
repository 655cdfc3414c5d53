// Members: public profiles, connection counts and lists, and following (GET /api/users/{id},
// /api/users/{id}/connections/counts, /api/users/{id}/{followers|following}, POST and DELETE
// /api/users/{id}/follow).
import type { Hono } from 'hono';
import { CONNECTION_MESSAGES, isConnectionType } from '../../common/connections';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { toUserGlobalId } from '../ids';
import { operation, type OperationRunner } from '../operation';
import { dataOf, idParam, intQuery, payloadOf, RestError } from '../respond';
import { CONNECTION_ITEM_FIELDS, connectionItemJson, type ConnectionItemFields, USER_FIELDS, userJson } from '../shapes';

const PROFILE_NOT_FOUND = 'Profile not found';

const PUBLIC_PROFILE = operation(/* GraphQL */ `
  query RestPublicProfile($databaseId: Int!) {
    user(databaseId: $databaseId) { ${USER_FIELDS} }
  }
`);

const CONNECTION_COUNTS = operation(/* GraphQL */ `
  query RestConnectionCounts($databaseId: Int!) {
    user(databaseId: $databaseId) { connectionCounts { followers following mutual } }
  }
`);

const FOLLOWERS = operation(/* GraphQL */ `
  query RestFollowers($databaseId: Int!, $first: Int!) {
    user(databaseId: $databaseId) { followers(first: $first) { edges { ${CONNECTION_ITEM_FIELDS} } } }
  }
`);

const FOLLOWING = operation(/* GraphQL */ `
  query RestFollowing($databaseId: Int!, $first: Int!) {
    user(databaseId: $databaseId) { following(first: $first) { edges { ${CONNECTION_ITEM_FIELDS} } } }
  }
`);

const followResult = (payload: 'FollowPayload' | 'UnfollowPayload') => /* GraphQL */ `
  __typename
  ... on ${payload} { user { databaseId viewerIsFollowing connectionCounts { followers following } } }
  ... on Error { message code }
  ... on ValidationError { fields { path message } }
`;

const FOLLOW = operation(/* GraphQL */ `
  mutation RestFollow($input: FollowInput!) { follow(input: $input) { ${followResult('FollowPayload')} } }
`);

const UNFOLLOW = operation(/* GraphQL */ `
  mutation RestUnfollow($input: UnfollowInput!) { unfollow(input: $input) { ${followResult('UnfollowPayload')} } }
`);

interface FollowedUser {
  databaseId: number;
  viewerIsFollowing: boolean;
  connectionCounts: { followers: number; following: number };
}

const followJson = (user: FollowedUser) => ({
  id: user.databaseId,
  is_following: user.viewerIsFollowing,
  followers: user.connectionCounts.followers,
  following: user.connectionCounts.following,
});

export function userRoutes(api: Hono, graphql: OperationRunner) {
  api.get('/users/:id', async (c) => {
    const databaseId = idParam(c, 'id', 'Profile');
    const { user } = dataOf(await graphql.run(c, PUBLIC_PROFILE, { databaseId }));
    if (!user) throw new RestError(404, PROFILE_NOT_FOUND);
    return c.json(userJson(user));
  });

  api.get('/users/:id/connections/counts', async (c) => {
    const databaseId = idParam(c, 'id', 'Member');
    const { user } = dataOf(await graphql.run(c, CONNECTION_COUNTS, { databaseId }));
    if (!user) throw new RestError(404, CONNECTION_MESSAGES.memberNotFound);
    return c.json(user.connectionCounts);
  });

  api.get('/users/:id/:type', async (c) => {
    const type = c.req.param('type');
    if (!isConnectionType(type)) throw new RestError(404, 'Not found');
    const databaseId = idParam(c, 'id', 'Member');
    const first = intQuery(c, 'limit', { fallback: MAX_PAGE_SIZE, min: 1, max: MAX_PAGE_SIZE });
    const { user } = dataOf(await graphql.run(c, type === 'followers' ? FOLLOWERS : FOLLOWING, { databaseId, first }));
    if (!user) throw new RestError(404, CONNECTION_MESSAGES.memberNotFound);
    return c.json((user[type].edges as ConnectionItemFields[]).map(connectionItemJson));
  });

  // Not in the spec's calls table: following has no legacy call, so these follow the GraphQL mutations.
  api.post('/users/:id/follow', async (c) => {
    const userId = toUserGlobalId(idParam(c, 'id', 'Member'));
    const { follow } = dataOf(await graphql.run(c, FOLLOW, { input: { userId } }));
    return c.json(followJson(payloadOf(follow, 'FollowPayload').user));
  });

  api.delete('/users/:id/follow', async (c) => {
    const userId = toUserGlobalId(idParam(c, 'id', 'Member'));
    const { unfollow } = dataOf(await graphql.run(c, UNFOLLOW, { input: { userId } }));
    return c.json(followJson(payloadOf(unfollow, 'UnfollowPayload').user));
  });
}
