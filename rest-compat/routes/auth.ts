// Invites and accounts: /api/invites/validate/{code}, /api/auth/{login,signup,me,change-password}.
import type { Hono } from 'hono';
import { changePasswordSchema, logInSchema, MESSAGES, signUpSchema } from '../../common/auth';
import { graphql } from '../graphql';
import { bodyAs } from '../inputs';
import { operation, type OperationRunner } from '../operation';
import { dataOf, jsonBody, payloadOf, RestError } from '../respond';
import { ERROR_FIELDS, USER_FIELDS, userJson } from '../shapes';

const VALIDATE_INVITE = operation(
  graphql(`
    query RestValidateInvite($code: String!) {
      validateInvite(code: $code) {
        valid
        profileType
        isAdmin
        error
        errorCode
      }
    }
  `),
);

const LOG_IN = operation(
  graphql(
    `
      mutation RestLogIn($input: LogInInput!) {
        logIn(input: $input) {
          __typename
          ... on AuthPayload {
            token
            viewer {
              ...RestUserFields
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [USER_FIELDS, ERROR_FIELDS],
  ),
);

const SIGN_UP = operation(
  graphql(
    `
      mutation RestSignUp($input: SignUpInput!) {
        signUp(input: $input) {
          __typename
          ... on AuthPayload {
            token
            viewer {
              ...RestUserFields
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [USER_FIELDS, ERROR_FIELDS],
  ),
);

const ME = operation(
  graphql(
    `
      query RestMe {
        viewer {
          ...RestUserFields
        }
      }
    `,
    [USER_FIELDS],
  ),
);

const CHANGE_PASSWORD = operation(
  graphql(
    `
      mutation RestChangePassword($input: ChangePasswordInput!) {
        changePassword(input: $input) {
          __typename
          ... on ChangePasswordPayload {
            sessionsEnded
          }
          ...RestErrorFields
        }
      }
    `,
    [ERROR_FIELDS],
  ),
);

export function authRoutes(api: Hono, graphql: OperationRunner) {
  api.get('/invites/validate/:code', async (c) => {
    const { validateInvite } = dataOf(await graphql.run(c, VALIDATE_INVITE, { code: c.req.param('code') }));
    const body = {
      valid: validateInvite.valid,
      profile_type: validateInvite.profileType,
      is_admin: validateInvite.isAdmin,
      error: validateInvite.error,
    };
    if (validateInvite.valid) return c.json(body);
    // A malformed code is bad input; an unknown, used or expired one is not found (the body says which).
    return c.json(body, validateInvite.errorCode === 'malformed' ? 400 : 404);
  });

  api.post('/auth/login', async (c) => {
    const body = await jsonBody(c);
    const input = bodyAs(logInSchema, { emailOrUsername: body.email, password: body.password }, (path) =>
      path === 'emailOrUsername' ? 'email' : path,
    );
    const { logIn } = dataOf(await graphql.run(c, LOG_IN, { input }));
    const payload = payloadOf(logIn, 'AuthPayload');
    return c.json({ token: payload.token, user: userJson(payload.viewer) });
  });

  api.post('/auth/signup', async (c) => {
    const body = await jsonBody(c);
    const { inviteCode, firstName, lastName, email, password } = body;
    const input = bodyAs(signUpSchema, { inviteCode, firstName, lastName, email, password });
    const { signUp } = dataOf(await graphql.run(c, SIGN_UP, { input }));
    const payload = payloadOf(signUp, 'AuthPayload');
    return c.json({ token: payload.token, user: userJson(payload.viewer) }, 201);
  });

  api.get('/auth/me', async (c) => {
    const { viewer } = dataOf(await graphql.run(c, ME));
    if (!viewer) throw new RestError(401, 'Not authenticated');
    return c.json({ user: userJson(viewer) });
  });

  api.post('/auth/change-password', async (c) => {
    const body = await jsonBody(c);
    const { currentPassword, newPassword } = bodyAs(changePasswordSchema, {
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
    });
    const input = { currentPassword: currentPassword || null, newPassword };
    const { changePassword } = dataOf(await graphql.run(c, CHANGE_PASSWORD, { input }));
    payloadOf(changePassword, 'ChangePasswordPayload');
    return c.json({ message: MESSAGES.passwordChanged });
  });
}
