import { describe, expect, it } from 'vitest';
import { pasteIntoInviteCode } from './invite-code-input';

describe('pasting into an invite code box', () => {
  it('strips what is not a letter or digit and upper-cases the rest, before cutting at 8', () => {
    expect(pasteIntoInviteCode('', 0, 0, 'ab-23 cd-45')).toEqual({ value: 'AB23CD45', caret: 8 });
    expect(pasteIntoInviteCode('', 0, 0, '  abcd 2345 6789 ')).toEqual({ value: 'ABCD2345', caret: 8 });
  });

  it('inserts at the caret and replaces a selection', () => {
    expect(pasteIntoInviteCode('ABEF', 2, 2, 'c-d')).toEqual({ value: 'ABCDEF', caret: 4 });
    expect(pasteIntoInviteCode('ABXXEF', 2, 4, 'cd')).toEqual({ value: 'ABCDEF', caret: 4 });
  });

  it('keeps the box at 8 characters when the paste would overflow it', () => {
    expect(pasteIntoInviteCode('ABCDEF', 6, 6, '234567')).toEqual({ value: 'ABCDEF23', caret: 8 });
  });
});
