import { graphql } from 'react-relay/hooks';
import { GOING_MESSAGES } from '@common/events';
import { type ToggleSpec, useToggleMutation } from '@/relay/toggle-mutation';
import type { MarkEventGoingMutation } from './__generated__/MarkEventGoingMutation.graphql';
import type { UnmarkEventGoingMutation } from './__generated__/UnmarkEventGoingMutation.graphql';
import { optimisticGoingUpdater } from './going-store';
import { unmarkEventGoingMutation } from './UnmarkEventGoingMutation';

const markEventGoingMutation = graphql`
  mutation MarkEventGoingMutation($input: MarkEventGoingInput!) {
    markEventGoing(input: $input) {
      __typename
      ... on MarkEventGoingPayload {
        event {
          id
          goingCount
          viewerIsGoing
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

const goingToggle: ToggleSpec<MarkEventGoingMutation, UnmarkEventGoingMutation, string> = {
  on: {
    mutation: markEventGoingMutation,
    result: (response) => response.markEventGoing,
    payload: 'MarkEventGoingPayload',
    failed: GOING_MESSAGES.goingFailed,
  },
  off: {
    mutation: unmarkEventGoingMutation,
    result: (response) => response.unmarkEventGoing,
    payload: 'UnmarkEventGoingPayload',
    failed: GOING_MESSAGES.notGoingFailed,
  },
  variables: (eventId) => ({ input: { eventId } }),
  optimisticUpdater: optimisticGoingUpdater,
};

/**
 * Marks the member as going (`toggle(true, eventId)`) or takes it back (`toggle(false, eventId)`): the
 * toggle and the count change at once; the server's answer confirms them, or puts them back with a toast.
 * Returns the toggle and whether a change is under way.
 */
export function useMarkEventGoingMutation() {
  return useToggleMutation(goingToggle);
}
