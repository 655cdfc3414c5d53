// Invite codes: 8 characters of uppercase letters and digits, everywhere (docs/decisions/0003-invite-codes.md).
import { INVITE_CODE_LENGTH } from './constants';

/** Without 0/O and 1/I, so a code read aloud or typed from paper comes out right. 32 symbols: 40 bits a code. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const INVITE_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${INVITE_CODE_LENGTH}}$`);

/** What the invite inputs keep of typed or pasted text: uppercase letters and digits, at most 8. */
export function sanitizeInviteCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, INVITE_CODE_LENGTH);
}

export function isInviteCodeFormat(code: string): boolean {
  return INVITE_CODE_PATTERN.test(code);
}

/** A new random code from a cryptographic source, without modulo bias (32 divides 256). */
export function generateInviteCode(randomBytes: (size: number) => Uint8Array): string {
  const bytes = randomBytes(INVITE_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += INVITE_CODE_ALPHABET[byte % INVITE_CODE_ALPHABET.length];
  return code;
}
