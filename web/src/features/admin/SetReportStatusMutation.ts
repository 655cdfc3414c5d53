import { graphql, useMutation } from 'react-relay';
import type { SetReportStatusMutation } from './__generated__/SetReportStatusMutation.graphql';

const mutation = graphql`
  mutation SetReportStatusMutation($input: SetReportStatusInput!) {
    setReportStatus(input: $input) {
      __typename
      ... on SetReportStatusPayload {
        report {
          id
          status
          statusChangedAt
        }
        counts {
          id
          total
          open
          reviewing
          resolved
          dismissed
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export function useSetReportStatusMutation() {
  return useMutation<SetReportStatusMutation>(mutation);
}
