// "Open to work" (issue 24, docs/decisions/0051): a bartender says which roles they want, in which
// cities, with a short note; venue and brand accounts find them. The inputs' schemas (the form's, the
// domain's) and their messages; the roles, the city matching and who hires are in common/hiring.ts.
// The spec gives none of these texts.
import { SPECIALTY_PRESETS } from './constants';
import { canonicalCity, cityKey, WORK_ROLES } from './hiring';
import { LOCATION_MAX_LENGTH } from './profile';
import { collapseSpaces, optionalTrimmedText, tooLongMessage } from './validation';
import { z } from 'zod';

/** At most this many cities: where one would really go to work, not a wish list of the world. */
export const OPEN_TO_WORK_CITIES_MAX = 5;
/** The note: a line or two, as on a card ("Free from June; happy to do weekend shifts"). */
export const OPEN_TO_WORK_NOTE_MAX = 280;
/** A city as the location field takes it. */
export const OPEN_TO_WORK_CITY_MAX_LENGTH = LOCATION_MAX_LENGTH;

export const OPEN_TO_WORK_MESSAGES = {
  label: 'Open to work',
  rolesRequired: 'Choose at least one role',
  unknownRole: 'Choose roles from the list',
  citiesRequired: 'Add at least one city',
  cityRequired: 'Enter a city',
  tooManyCities: `You can add up to ${OPEN_TO_WORK_CITIES_MAX} cities`,
  cityTooLong: tooLongMessage(OPEN_TO_WORK_CITY_MAX_LENGTH),
  noteTooLong: tooLongMessage(OPEN_TO_WORK_NOTE_MAX),
  bartendersOnly: 'Open to work is for bartender accounts',
  unknownSpecialty: 'Choose a specialty from the list',
  badCursor: 'This page of people no longer exists; start again from the first page.',
  backwardsPaging: 'People open to work page forwards only: use first and after.',
  nowOpen: 'You are shown as open to work',
  saved: 'Open to work saved',
  nowClosed: 'You are no longer shown as open to work',
  saveFailed: 'Failed to save open to work',
} as const;

/** What a specialty filter compares: the stored specialties lower-cased (the trigger on users keeps them). */
export function specialtyKey(specialty: string): string {
  return collapseSpaces(specialty).toLowerCase();
}

const city = z
  .string()
  .transform(canonicalCity)
  .pipe(z.string().min(1, OPEN_TO_WORK_MESSAGES.cityRequired).max(OPEN_TO_WORK_CITY_MAX_LENGTH, OPEN_TO_WORK_MESSAGES.cityTooLong));

/** Cities once canonical, the first of each (by key) kept. */
function distinctCities(cities: readonly string[]): string[] {
  const seen = new Set<string>();
  return cities.filter((name) => {
    const key = cityKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What setOpenToWork takes, and the Edit Profile form holds: on or off, the roles (at least one), the
 * cities (1 to 5) and an optional note. Switched off, the rest is not kept, but is still bounded.
 */
export const openToWorkSchema = z
  .object({
    open: z.boolean(),
    roles: z
      .array(z.enum(WORK_ROLES, { error: OPEN_TO_WORK_MESSAGES.unknownRole }))
      .max(WORK_ROLES.length, OPEN_TO_WORK_MESSAGES.unknownRole)
      .nullish()
      .transform((roles) => WORK_ROLES.filter((role) => roles?.includes(role))),
    cities: z
      .array(city)
      .max(OPEN_TO_WORK_CITIES_MAX, OPEN_TO_WORK_MESSAGES.tooManyCities)
      .nullish()
      .transform((cities) => distinctCities(cities ?? [])),
    note: optionalTrimmedText(OPEN_TO_WORK_NOTE_MAX),
  })
  .superRefine((value, context) => {
    if (!value.open) return;
    if (value.roles.length === 0) context.addIssue({ code: 'custom', path: ['roles'], message: OPEN_TO_WORK_MESSAGES.rolesRequired });
    if (value.cities.length === 0) context.addIssue({ code: 'custom', path: ['cities'], message: OPEN_TO_WORK_MESSAGES.citiesRequired });
  });

export type OpenToWorkInput = z.input<typeof openToWorkSchema>;
export type OpenToWork = z.output<typeof openToWorkSchema>;

/** The filters of the people search: a city, a role and a specialty preset, each optional. */
export const peopleSearchSchema = z.object({
  city: z
    .string()
    .nullish()
    .transform((value) => canonicalCity(value ?? '') || null)
    .pipe(z.string().max(OPEN_TO_WORK_CITY_MAX_LENGTH, OPEN_TO_WORK_MESSAGES.cityTooLong).nullable()),
  role: z.enum(WORK_ROLES, { error: OPEN_TO_WORK_MESSAGES.unknownRole }).nullish(),
  specialty: z
    .string()
    .nullish()
    .transform((value) => collapseSpaces(value) || null)
    .refine(
      (value) => value === null || SPECIALTY_PRESETS.some((preset) => preset.toLowerCase() === value.toLowerCase()),
      OPEN_TO_WORK_MESSAGES.unknownSpecialty,
    ),
});

export type PeopleSearchInput = z.input<typeof peopleSearchSchema>;
