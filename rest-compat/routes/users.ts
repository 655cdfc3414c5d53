// Members: profiles (GET and PUT /api/users/profile, GET /api/users/{id}), the avatar
// (POST /api/users/avatar), connection counts and lists (/api/users/{id}/connections/counts,
// /api/users/{id}/{followers|following}) and following (POST and DELETE /api/users/{id}/follow).
import type { Hono } from 'hono';
import { CONNECTION_MESSAGES, isConnectionType } from '../../common/connections';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { PROFILE_MESSAGES, profileInputSchema } from '../../common/profile';
import { toUserGlobalId } from '../ids';
import { graphql } from '../graphql';
import { bodyAs, defined, field, type Json } from '../inputs';
import { operation, type OperationRunner } from '../operation';
import { dataOf, fileField, idParam, intQuery, jsonBody, payloadOf, RestError, snakeCaseFields } from '../respond';
import { CONNECTION_ITEM_FIELDS, connectionItemJson, ERROR_FIELDS, PROFILE_FIELDS, profileJson } from '../shapes';

/** The legacy avatar upload, under /api (gateway/app.ts answers its oversized bodies in its own words). */
export const AVATAR_PATH = '/users/avatar';

const PROFILE_NOT_FOUND = PROFILE_MESSAGES.notFound;

/** The schema's profile input paths in the legacy names: "firstName" -> "first_name"; favoriteStyle as the profile spells it. */
const PROFILE_FIELD_NAMES = snakeCaseFields({ favoriteStyle: 'favoriteStyle' });

const OWN_PROFILE = operation(
  graphql(
    `
      query RestOwnProfile {
        viewer {
          ...RestProfileFields
        }
      }
    `,
    [PROFILE_FIELDS],
  ),
);

const PUBLIC_PROFILE = operation(
  graphql(
    `
      query RestPublicProfile($databaseId: Int!) {
        user(databaseId: $databaseId) {
          ...RestProfileFields
        }
      }
    `,
    [PROFILE_FIELDS],
  ),
);

const UPDATE_PROFILE = operation(
  graphql(
    `
      mutation RestUpdateProfile($input: UpdateProfileInput!) {
        updateProfile(input: $input) {
          __typename
          ... on UpdateProfilePayload {
            user {
              ...RestProfileFields
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [PROFILE_FIELDS, ERROR_FIELDS],
  ),
);

const UPLOAD_AVATAR = operation(
  graphql(
    `
      mutation RestUploadAvatar($avatar: File!) {
        uploadAvatar(input: { avatar: $avatar }) {
          __typename
          ... on UploadAvatarPayload {
            user {
              avatarUrl
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [ERROR_FIELDS],
  ),
);

const CONNECTION_COUNTS = operation(
  graphql(`
    query RestConnectionCounts($databaseId: Int!) {
      user(databaseId: $databaseId) {
        connectionCounts {
          followers
          following
          mutual
        }
      }
    }
  `),
);

const FOLLOWERS = operation(
  graphql(
    `
      query RestFollowers($databaseId: Int!, $first: Int!) {
        user(databaseId: $databaseId) {
          followers(first: $first) {
            edges {
              ...RestConnectionItemFields
            }
          }
        }
      }
    `,
    [CONNECTION_ITEM_FIELDS],
  ),
);

const FOLLOWING = operation(
  graphql(
    `
      query RestFollowing($databaseId: Int!, $first: Int!) {
        user(databaseId: $databaseId) {
          following(first: $first) {
            edges {
              ...RestConnectionItemFields
            }
          }
        }
      }
    `,
    [CONNECTION_ITEM_FIELDS],
  ),
);

const FOLLOW = operation(
  graphql(
    `
      mutation RestFollow($input: FollowInput!) {
        follow(input: $input) {
          __typename
          ... on FollowPayload {
            user {
              databaseId
              viewerIsFollowing
              connectionCounts {
                followers
                following
              }
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [ERROR_FIELDS],
  ),
);

const UNFOLLOW = operation(
  graphql(
    `
      mutation RestUnfollow($input: UnfollowInput!) {
        unfollow(input: $input) {
          __typename
          ... on UnfollowPayload {
            user {
              databaseId
              viewerIsFollowing
              connectionCounts {
                followers
                following
              }
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [ERROR_FIELDS],
  ),
);

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

/**
 * The Edit Profile body as the UpdateProfileInput: specialties as a list or a comma-separated string.
 * work_history is not read: entries are added with POST /api/verification/request, and the list the
 * client sends back after adding one is the server's own.
 */
function profileInput(body: Json) {
  const specialties =
    typeof body.specialties === 'string'
      ? body.specialties
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : body.specialties;
  const input = defined({
    firstName: body.first_name,
    lastName: body.last_name,
    displayName: body.display_name,
    bio: body.bio,
    location: body.location,
    // Left out when null: the account type stays as it is.
    profileType: body.profile_type ?? undefined,
    specialties,
    avatarUrl: body.avatar_url,
    hours: body.hours,
    favoriteStyle: field(body, 'favoriteStyle', 'favorite_style'),
  });
  return bodyAs(profileInputSchema, input, PROFILE_FIELD_NAMES);
}

export function userRoutes(api: Hono, graphql: OperationRunner) {
  // Registered before /users/:id, so that "profile" is never read as an id.
  api.get('/users/profile', async (c) => {
    const { viewer } = dataOf(await graphql.run(c, OWN_PROFILE));
    if (!viewer) throw new RestError(401, PROFILE_MESSAGES.noToken);
    return c.json(profileJson(viewer));
  });

  api.put('/users/profile', async (c) => {
    const input = profileInput(await jsonBody(c));
    const { updateProfile } = dataOf(await graphql.run(c, UPDATE_PROFILE, { input }));
    return c.json(profileJson(payloadOf(updateProfile, 'UpdateProfilePayload', PROFILE_FIELD_NAMES).user));
  });

  api.post(AVATAR_PATH, async (c) => {
    const avatar = await fileField(c, 'avatar');
    const { uploadAvatar } = dataOf(await graphql.run(c, UPLOAD_AVATAR, { avatar }));
    return c.json({ avatar_url: payloadOf(uploadAvatar, 'UploadAvatarPayload').user.avatarUrl }, 201);
  });

  api.get('/users/:id', async (c) => {
    const databaseId = idParam(c, 'id', 'Profile');
    const { user } = dataOf(await graphql.run(c, PUBLIC_PROFILE, { databaseId }));
    if (!user) throw new RestError(404, PROFILE_NOT_FOUND);
    return c.json(profileJson(user));
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
    const { user } =
      type === 'followers'
        ? dataOf(await graphql.run(c, FOLLOWERS, { databaseId, first }))
        : dataOf(await graphql.run(c, FOLLOWING, { databaseId, first }));
    if (!user) throw new RestError(404, CONNECTION_MESSAGES.memberNotFound);
    const list = 'followers' in user ? user.followers : user.following;
    return c.json(list.edges.map(connectionItemJson));
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
