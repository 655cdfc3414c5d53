import { builder } from '../builder';
import { revokeSession } from '../auth/sessions';
import { NotAuthorizedError, SIGN_IN_REQUIRED } from '../errors';

const LogOutPayload = builder.objectRef<{ loggedOut: boolean }>('LogOutPayload').implement({
  description: 'The session was ended; its token no longer works.',
  fields: (t) => ({ loggedOut: t.exposeBoolean('loggedOut') }),
});

builder.mutationFields((t) => ({
  logOut: t.field({
    type: LogOutPayload,
    description: 'Ends the session of the token sent with this request.',
    errors: {},
    resolve: async (_root, _args, context) => {
      if (!context.viewer) throw new NotAuthorizedError(SIGN_IN_REQUIRED, 'UNAUTHENTICATED');
      await revokeSession(context.viewer.sessionId);
      return { loggedOut: true };
    },
  }),
}));
