import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateInviteCode, isInviteCodeFormat, sanitizeInviteCode } from './invite-code';

describe('invite codes', () => {
  it('are 8 uppercase letters and digits', () => {
    for (let i = 0; i < 200; i++) expect(generateInviteCode(randomBytes)).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('do not repeat across many draws', () => {
    const codes = new Set(Array.from({ length: 5000 }, () => generateInviteCode(randomBytes)));
    expect(codes.size).toBe(5000);
  });

  it('keep only uppercase letters and digits of typed or pasted text, at most 8', () => {
    expect(sanitizeInviteCode(' ab-12 cd!34xyz')).toBe('AB12CD34');
    expect(sanitizeInviteCode('héllo')).toBe('HLLO');
  });

  it('accept exactly 8 uppercase letters or digits', () => {
    expect(isInviteCodeFormat('AB12CD34')).toBe(true);
    expect(isInviteCodeFormat('AB12CD3')).toBe(false);
    expect(isInviteCodeFormat('ab12cd34')).toBe(false);
  });
});
