// Sign-up has no username field: one is derived from the member's name (docs/decisions/0010).
import { toSearchText } from '../../common/search-text';
import { MAINTENANCE_USERNAME } from '../../common/constants';
import type { Services } from '../services';
import { likeLiteral } from '../read/prisma-where';

const RESERVED = new Set([
  MAINTENANCE_USERNAME,
  'admin',
  'administrator',
  'root',
  'support',
  'repour',
  'system',
  'api',
  'me',
  'profile',
  'settings',
]);

/** "Zoë O'Brien" -> "zoe.obrien"; the email's local part when the name yields too little. */
export function usernameBase(firstName: string, lastName: string, email: string): string {
  const fromName = [firstName, lastName]
    .map((part) => toSearchText(part).replace(/[^a-z0-9]+/g, ''))
    .filter(Boolean)
    .join('.');
  const fromEmail = toSearchText(email.split('@')[0] ?? '')
    .replace(/[^a-z0-9._]+/g, '')
    .replace(/^[._]+|[._]+$/g, '');
  const base = (fromName.length >= 3 ? fromName : fromEmail.length >= 3 ? fromEmail : `member${fromName}`).slice(0, 24);
  return base.replace(/[._]+$/, '') || 'member';
}

/** The base itself when free, else the base with the lowest free number (jane.doe, jane.doe2, ...). */
export async function availableUsername({ prisma }: Pick<Services, 'prisma'>, base: string): Promise<string> {
  const taken = new Set(
    (await prisma.user.findMany({ where: { username: { startsWith: likeLiteral(base) } }, select: { username: true } })).map(
      (user) => user.username,
    ),
  );
  if (!taken.has(base) && !RESERVED.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
