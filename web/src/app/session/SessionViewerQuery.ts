import { graphql } from 'react-relay/hooks';

/** The startup check: is the stored token still a live session, and whose? */
export const SessionViewerQuery = graphql`
  query SessionViewerQuery {
    viewer {
      ...SessionViewer_user
    }
  }
`;
