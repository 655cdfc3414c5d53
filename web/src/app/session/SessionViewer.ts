import { graphql, readInlineData } from 'react-relay/hooks';
import type { SessionViewer_user$data, SessionViewer_user$key } from './__generated__/SessionViewer_user.graphql';

/**
 * What the app keeps about the signed-in member. Sign-in and sign-up mutations spread this fragment on
 * the user they return and pass `readSessionViewer(user)` to `signIn`.
 */
export const SessionViewerFragment = graphql`
  fragment SessionViewer_user on User @inline {
    id
    databaseId
    username
    firstName
    lastName
    avatarUrl
    profileType
    isAdmin
  }
`;

export type SessionViewer = Omit<SessionViewer_user$data, ' $fragmentType'>;

export function readSessionViewer(key: SessionViewer_user$key): SessionViewer {
  const { id, databaseId, username, firstName, lastName, avatarUrl, profileType, isAdmin } = readInlineData(SessionViewerFragment, key);
  return { id, databaseId, username, firstName, lastName, avatarUrl, profileType, isAdmin };
}
