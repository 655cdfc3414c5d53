// What the achievement and venue award mutations show when they fail, as the spec words it.
import { ACHIEVEMENT_MESSAGES } from '@common/achievements';
import type { MutationFailure } from '@/relay/mutation-result';

/** "Not authenticated" for a lost session, else the validation reason or "Failed to save". */
export function achievementFailure(failure: MutationFailure | null): string {
  if (failure?.code === 'UNAUTHENTICATED') return ACHIEVEMENT_MESSAGES.notAuthenticated;
  return (failure?.type === 'ValidationError' && failure.message) || ACHIEVEMENT_MESSAGES.saveFailed;
}
