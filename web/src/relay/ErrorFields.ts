// The one selection of a mutation's expected failure (decision 5: failures are data). Every mutation
// result union spreads `...ErrorFields @alias(as: "error")`, and `readResult` (./mutation-result.ts)
// reads it: the payload, or the failure by its type and code.
import { graphql } from 'react-relay/hooks';

export const ErrorFieldsFragment = graphql`
  fragment ErrorFields on Error @inline {
    __typename
    message
    code
    ... on ValidationError {
      fields {
        path
        message
      }
    }
  }
`;
