// Profile rules and messages (spec sections 4, 5 and 8), for the client and the server alike.
import { type ProfileType, SPECIALTY_LIMIT_BARTENDER, SPECIALTY_LIMIT_OTHER, SPECIALTY_PRESET_CAP } from './constants';
import { z } from 'zod';
import { NAME_MAX_LENGTH } from './auth';
import { collapseSpaces, optionalTrimmedText, tooLongMessage } from './validation';

export const SPECIALTY_MAX_LENGTH = 40;

export const PROFILE_MESSAGES = {
  loading: 'Loading profile...',
  loadFailedTitle: 'Failed to Load Profile',
  noToken: 'No authentication token found',
  fetchFailed: 'Failed to fetch profile',
  publicLoadFailed: 'Failed to load',
  notFound: 'Profile not found',
  updated: 'Profile updated successfully!',
  /** "Failed to update profile ({status})": GraphQL has no status, so the client names the failure. */
  updateFailed: (status: number | string) => `Failed to update profile (${status})`,
  avatarUpdated: 'Profile picture updated successfully!',
  avatarFailed: 'Failed to upload avatar',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  accountTypeLocked: 'Your account type comes from your invite and cannot be changed',
  adminTypeOnlyForAdmins: 'Only admins can choose the admin profile type',
  specialtiesNotOffered: 'Specialties are for professional accounts',
  specialtyTooLong: `A specialty can be at most ${SPECIALTY_MAX_LENGTH} characters`,
  hoursOnlyForBars: 'Opening hours are for bar accounts',
  favoriteStyleOnlyForBarflies: 'Favorite style is for barfly accounts',
  shareCheckInsLabel: 'Share my check-ins with the people who follow me',
  shareCheckInsHint:
    'Off: only you see where you checked in. On: the people who follow you see your check-ins, earlier ones too, in their feeds.',
} as const;
export const BIO_MAX_LENGTH = 500;
export const LOCATION_MAX_LENGTH = 100;
export const DISPLAY_NAME_MAX_LENGTH = 60;
export const HOURS_MAX_LENGTH = 300;
export const FAVORITE_STYLE_MAX_LENGTH = 60;
/** An avatar URL is one of the member's own uploads (/uploads/...): far shorter than this. */
export const AVATAR_URL_MAX_LENGTH = 500;

/** How many specialties an account type may choose: bartender 3, other non-user types 1, user none. */
export function specialtyLimit(profileType: ProfileType): number {
  if (profileType === 'user') return 0;
  return profileType === 'bartender' ? SPECIALTY_LIMIT_BARTENDER : SPECIALTY_LIMIT_OTHER;
}

/**
 * The spec's "You can only select up to {n} specialty", written as the spec writes it for 1; for 3 the
 * plural, which is also the preset buttons' message (docs/decisions: specialty limits).
 */
export function specialtyLimitMessage(limit: number): string {
  return limit === 1 ? 'You can only select up to 1 specialty' : `You can only select up to ${limit} specialties`;
}

export const SPECIALTY_PRESET_CAP_MESSAGE = `You can only select up to ${SPECIALTY_PRESET_CAP} specialties`;

/** Custom specialties are trimmed; empty ones and duplicates (ignoring case) are dropped, first kept. */
export function normalizeSpecialties(specialties: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of specialties) {
    const specialty = collapseSpaces(raw);
    const key = specialty.toLowerCase();
    if (!specialty || seen.has(key)) continue;
    seen.add(key);
    result.push(specialty);
  }
  return result;
}

/** Why a specialty list is refused for an account type, or null. Expects a normalized list. */
export function specialtiesError(specialties: readonly string[], profileType: ProfileType): string | null {
  const limit = specialtyLimit(profileType);
  if (limit === 0) return specialties.length ? PROFILE_MESSAGES.specialtiesNotOffered : null;
  if (specialties.length > limit) return specialtyLimitMessage(limit);
  if (specialties.some((specialty) => specialty.length > SPECIALTY_MAX_LENGTH)) return PROFILE_MESSAGES.specialtyTooLong;
  return null;
}

/**
 * What tapping a preset (or adding a custom specialty) does: the new list, or the message when the
 * limit is reached. Presets stop at 3 with their own message; the account type's limit applies to both.
 */
export function toggleSpecialty(
  current: readonly string[],
  specialty: string,
  profileType: ProfileType,
  source: 'preset' | 'custom',
): { specialties: string[]; error: string | null } {
  const wanted = collapseSpaces(specialty);
  if (!wanted) return { specialties: [...current], error: null };
  const index = current.findIndex((item) => item.toLowerCase() === wanted.toLowerCase());
  if (index >= 0) {
    // A preset tapped again is deselected; a custom duplicate is ignored.
    return source === 'preset'
      ? { specialties: current.filter((_, i) => i !== index), error: null }
      : { specialties: [...current], error: null };
  }
  if (source === 'preset' && current.length >= SPECIALTY_PRESET_CAP)
    return { specialties: [...current], error: SPECIALTY_PRESET_CAP_MESSAGE };
  const limit = specialtyLimit(profileType);
  if (current.length >= limit) return { specialties: [...current], error: specialtyLimitMessage(limit) };
  if (wanted.length > SPECIALTY_MAX_LENGTH) return { specialties: [...current], error: PROFILE_MESSAGES.specialtyTooLong };
  return { specialties: [...current, wanted], error: null };
}

/** The displayed role of spec section 4: admin and anything unknown show as bartender and barfly. */
export type ProfileRole = 'bartender' | 'barfly' | 'bar' | 'brand';

export function roleOf(profileType: string): ProfileRole {
  switch (profileType) {
    case 'bartender':
    case 'admin':
      return 'bartender';
    case 'bar':
      return 'bar';
    case 'brand':
      return 'brand';
    case 'user':
      return 'barfly';
    default:
      // Spec section 8's "Unmatched role": logged only, the profile shows as a barfly's.
      console.warn(`No profile type matched for role: ${profileType}`);
      return 'barfly';
  }
}

export const PREVIEW_ROLES: ReadonlyArray<{ role: ProfileRole; label: string }> = [
  { role: 'bartender', label: 'Bartender' },
  { role: 'barfly', label: 'Barfly' },
  { role: 'bar', label: 'Bar' },
  { role: 'brand', label: 'Brand' },
];

export interface CompletenessInput {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  bio: string | null | undefined;
  location: string | null | undefined;
  profileType: ProfileType;
  workEntryCount: number;
}

export type RequiredProfileField = 'firstName' | 'lastName' | 'bio' | 'location';
export const REQUIRED_PROFILE_FIELDS: readonly RequiredProfileField[] = ['firstName', 'lastName', 'bio', 'location'];

/** Work history is required for bar and brand profiles (and recommended for bartenders). */
export function workHistoryRequired(profileType: ProfileType): boolean {
  return profileType === 'bar' || profileType === 'brand';
}

/** Filled required items over all of them, rounded; bar and brand add one item for work history. */
export function profileCompleteness(input: CompletenessInput): { percent: number; complete: boolean; missing: string[] } {
  const missing: string[] = REQUIRED_PROFILE_FIELDS.filter((field) => !input[field]?.trim());
  let total = REQUIRED_PROFILE_FIELDS.length;
  if (workHistoryRequired(input.profileType)) {
    total += 1;
    if (input.workEntryCount < 1) missing.push('workHistory');
  }
  const percent = Math.round(((total - missing.length) / total) * 100);
  return { percent, complete: missing.length === 0, missing };
}

/** "2024-03" as "Mar 2024". */
export function monthText(month: string | null | undefined): string {
  if (!month) return '';
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

// ---------------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------------

const required = (max: number, message: string) => z.string().trim().min(1, message).max(max, tooLongMessage(max));

/** Text that "" or null clears (to null), while undefined keeps what is stored. */
const optionalProfileText = (max: number) => optionalTrimmedText(max).optional();

/** Text that "" clears (to null), while null or undefined keeps what is stored. */
const clearableProfileText = (max: number) => z.string().trim().max(max, tooLongMessage(max)).nullish();

/** The most specialties any account type may choose (a bartender's); specialtiesError holds each type to its own. */
const SPECIALTIES_MAX = Math.max(SPECIALTY_LIMIT_BARTENDER, SPECIALTY_LIMIT_OTHER);

/**
 * Specialties as saved (normalizeSpecialties: trimmed, duplicates dropped), then refused on the list in
 * the words of specialtiesError: no more than any account type may choose, each at most
 * SPECIALTY_MAX_LENGTH characters. The account type's own limit needs the stored type: the domain's.
 */
const specialtiesInput = z
  .array(z.string())
  .transform(normalizeSpecialties)
  .refine((specialties) => specialties.length <= SPECIALTIES_MAX, specialtyLimitMessage(SPECIALTIES_MAX))
  .refine((specialties) => specialties.every((specialty) => specialty.length <= SPECIALTY_MAX_LENGTH), PROFILE_MESSAGES.specialtyTooLong);

/**
 * What updateProfile takes: each field left out (null or undefined) keeps its value. First and last
 * name cannot be emptied (every account has them from sign-up); the rest may be left blank.
 */
export const profileInputSchema = z.object({
  firstName: required(NAME_MAX_LENGTH, PROFILE_MESSAGES.firstNameRequired).nullish(),
  lastName: required(NAME_MAX_LENGTH, PROFILE_MESSAGES.lastNameRequired).nullish(),
  displayName: optionalProfileText(DISPLAY_NAME_MAX_LENGTH),
  // Counted by completeness, never needed to save (docs/decisions/0038): empty clears them.
  bio: clearableProfileText(BIO_MAX_LENGTH),
  location: clearableProfileText(LOCATION_MAX_LENGTH),
  specialties: specialtiesInput.nullish(),
  profileType: z.enum(['user', 'bartender', 'bar', 'brand', 'admin']).nullish(),
  avatarUrl: z.string().max(AVATAR_URL_MAX_LENGTH, tooLongMessage(AVATAR_URL_MAX_LENGTH)).nullish(),
  hours: optionalProfileText(HOURS_MAX_LENGTH),
  favoriteStyle: optionalProfileText(FAVORITE_STYLE_MAX_LENGTH),
  // Whether followers see the member's check-ins (decision 0046 as amended): off unless turned on.
  shareCheckIns: z.boolean().nullish(),
});

export type ProfileInput = z.input<typeof profileInputSchema>;
