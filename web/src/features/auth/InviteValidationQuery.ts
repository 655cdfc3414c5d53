import { fetchQuery, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { ProfileType } from '../../../../common/constants';
import type { InviteCheck } from './auth-text';
import { storeInviteInfo } from './invite-info';
import type {
  InviteValidationQuery as InviteValidationQueryType,
  InviteValidationQuery$data,
} from './__generated__/InviteValidationQuery.graphql';

/** Whether an invite code can be used, and the account type it makes (validateInvite). */
export const InviteValidationQuery = graphql`
  query InviteValidationQuery($code: String!) {
    validateInvite(code: $code) {
      valid
      profileType
      isAdmin
      error
      errorCode
    }
  }
`;

/** The server's answer as an InviteCheck; also kept as inviteInfo (spec section 3). */
export function inviteCheckFrom(code: string, answer: InviteValidationQuery$data['validateInvite']): InviteCheck {
  storeInviteInfo(answer);
  if (answer.valid && answer.profileType) {
    return { kind: 'valid', code, profileType: answer.profileType as ProfileType, isAdmin: answer.isAdmin };
  }
  return { kind: 'invalid', code, error: answer.error ?? null, errorCode: answer.errorCode ?? null };
}

/** Asks the server every time (a code may have been used meanwhile); never rejects. */
export async function checkInvite(environment: Environment, code: string): Promise<InviteCheck> {
  try {
    const data = await fetchQuery<InviteValidationQueryType>(
      environment,
      InviteValidationQuery,
      { code },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    if (!data) return { kind: 'failed', code, error: new Error('No answer') };
    return inviteCheckFrom(code, data.validateInvite);
  } catch (error) {
    return { kind: 'failed', code, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
