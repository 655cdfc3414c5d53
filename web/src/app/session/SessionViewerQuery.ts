import { graphql } from 'react-relay/hooks';

/**
 * The startup check: is the stored token still a live session, and whose? The session store sends the
 * compiled artifact's text itself, before Relay has loaded (session-store.ts).
 */
export const SessionViewerQuery = graphql`
  query SessionViewerQuery {
    viewer {
      ...SessionViewer_user
    }
  }
`;
