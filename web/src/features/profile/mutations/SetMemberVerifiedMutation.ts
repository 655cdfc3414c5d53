import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { hasVerifiedTick, RECOGNITION_MESSAGES } from '@common/recognition';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { SetMemberVerifiedMutation } from './__generated__/SetMemberVerifiedMutation.graphql';

const mutation = graphql`
  mutation SetMemberVerifiedMutation($input: SetMemberVerifiedInput!) {
    setMemberVerified(input: $input) {
      __typename
      ... on SetMemberVerifiedPayload {
        user {
          id
          isVerified
          verifiedByAdmin
          verifiedByPosition
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export interface VerifiedChange {
  /** The member's Relay id. */
  userId: string;
  verified: boolean;
}

/**
 * An admin grants or removes their grant of a member's verified tick: the tick follows at once (it stays
 * while a verified current position gives it, the rule of decision 50), the answer confirms it, or Relay
 * puts it back and the refusal is toasted in the server's words.
 */
export function useSetMemberVerifiedMutation(): [(change: VerifiedChange) => void, boolean] {
  const [commit, isInFlight] = useMutation<SetMemberVerifiedMutation>(mutation);
  const run = useCallback(
    ({ userId, verified }: VerifiedChange) => {
      commit({
        variables: { input: { userId, verified } },
        optimisticUpdater: (store) => {
          const user = store.get(userId);
          if (!user) return;
          user.setValue(verified, 'verifiedByAdmin');
          const verifiedByPosition = user.getValue('verifiedByPosition') === true;
          user.setValue(hasVerifiedTick({ verifiedByAdmin: verified, verifiedByPosition }), 'isVerified');
        },
        onCompleted: ({ setMemberVerified: result }) => {
          const failure = readFailure(result, 'SetMemberVerifiedPayload');
          if (failure) toast.error(failureMessage(failure, RECOGNITION_MESSAGES.failed));
          else toast.success((verified ? RECOGNITION_MESSAGES.granted : RECOGNITION_MESSAGES.revoked)(RECOGNITION_MESSAGES.tickChip));
        },
        onError: () => void toast.error(RECOGNITION_MESSAGES.failed),
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
