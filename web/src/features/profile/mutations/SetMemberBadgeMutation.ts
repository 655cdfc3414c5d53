import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { type Badge, badgeLabel, orderedBadges, RECOGNITION_MESSAGES } from '@common/recognition';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { SetMemberBadgeMutation } from './__generated__/SetMemberBadgeMutation.graphql';

const mutation = graphql`
  mutation SetMemberBadgeMutation($input: SetMemberBadgeInput!) {
    setMemberBadge(input: $input) {
      __typename
      ... on SetMemberBadgePayload {
        user {
          id
          badges
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export interface BadgeChange {
  /** The member's Relay id. */
  userId: string;
  badge: Badge;
  granted: boolean;
}

/**
 * An admin grants or removes a member's badge: the badge shows or goes at once on the profile, the answer
 * confirms it ("OG Crew granted"), or Relay puts it back and the refusal is toasted in the server's words.
 */
export function useSetMemberBadgeMutation(): [(change: BadgeChange) => void, boolean] {
  const [commit, isInFlight] = useMutation<SetMemberBadgeMutation>(mutation);
  const run = useCallback(
    ({ userId, badge, granted }: BadgeChange) => {
      commit({
        variables: { input: { userId, badge, granted } },
        optimisticUpdater: (store) => {
          const user = store.get(userId);
          const current = user?.getValue('badges');
          if (!user || !Array.isArray(current)) return;
          const others = (current as string[]).filter((held) => held !== badge);
          user.setValue(orderedBadges(granted ? [...others, badge] : others), 'badges');
        },
        onCompleted: ({ setMemberBadge: result }) => {
          const failure = readFailure(result, 'SetMemberBadgePayload');
          if (failure) toast.error(failureMessage(failure, RECOGNITION_MESSAGES.failed));
          else toast.success((granted ? RECOGNITION_MESSAGES.granted : RECOGNITION_MESSAGES.revoked)(badgeLabel(badge)));
        },
        onError: () => void toast.error(RECOGNITION_MESSAGES.failed),
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
