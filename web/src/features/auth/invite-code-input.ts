// Typing and pasting into an invite code box: uppercase letters and digits only, at most 8 (decision 3).
import { sanitizeInviteCode } from '../../../../common/invite-code';

/**
 * The box's new value after pasting `pasted` over the selection [start, end) of `current`. Handled by
 * hand because the browser would cut the raw clipboard text at maxlength before we strip it
 * ("ab-12 cd-34" would lose its last digits).
 */
export function pasteIntoInviteCode(current: string, start: number, end: number, pasted: string): { value: string; caret: number } {
  const before = sanitizeInviteCode(current.slice(0, start));
  const inserted = sanitizeInviteCode(before + pasted).slice(before.length);
  const value = sanitizeInviteCode(before + inserted + current.slice(end));
  return { value, caret: Math.min(before.length + inserted.length, value.length) };
}
