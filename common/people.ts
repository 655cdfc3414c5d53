// How people are named on screen (spec section 2: own profile, public profile, connections).
// The server's one definition of the shown name is SQL, member_shown_name (migration member_rules,
// decision 69), read as users.shown_name; displayNameOf mirrors it for the web client, which may show a
// name before the server answers. The server never calls it (gateway/schema/member-rules.test.ts checks
// that the two agree).

export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  username?: string | null;
}

/** The chosen display name, else first and last name, else the username, else "User". */
export function displayNameOf(person: NamedPerson): string {
  const chosen = person.displayName?.trim();
  if (chosen) return chosen;
  const full = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || person.username?.trim() || 'User';
}

/** "@name", unless the username already contains an @ (an email used as a username). */
export function usernameHandle(username: string | null | undefined): string {
  if (!username) return '';
  return username.includes('@') ? username : `@${username}`;
}

/** The avatar's fallback letter: first name, else username, else "U". */
export function avatarInitial(person: NamedPerson): string {
  const source = person.firstName?.trim() || person.username?.trim() || '';
  return (source.charAt(0) || 'U').toUpperCase();
}
