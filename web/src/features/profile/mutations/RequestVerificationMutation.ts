import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { WORK_MESSAGES } from '@common/work-history';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { RequestVerificationMutation } from './__generated__/RequestVerificationMutation.graphql';

const mutation = graphql`
  mutation RequestVerificationMutation($input: RequestVerificationInput!) {
    requestVerification(input: $input) {
      __typename
      ... on RequestVerificationPayload {
        workEntry {
          id
          verificationStatus
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Asks the venue (or an admin) to verify a work entry; toasts "requested" or why not. */
export function useRequestVerificationMutation(): [(workEntryId: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<RequestVerificationMutation>(mutation);
  const request = useCallback(
    (workEntryId: string) => {
      commit({
        variables: { input: { workEntryId } },
        onCompleted: ({ requestVerification }) => {
          const failure = readFailure(requestVerification, 'RequestVerificationPayload');
          if (!failure) toast.success(WORK_MESSAGES.requested);
          else toast.error(failureMessage(failure, WORK_MESSAGES.requestFailed));
        },
        onError: () => void toast.error(WORK_MESSAGES.requestFailed),
      });
    },
    [commit],
  );
  return [request, isInFlight];
}
