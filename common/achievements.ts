// Awards, competitions and certificates of bartender and brand accounts, and venue awards of bar
// accounts (spec sections 3, 5, 6 and 8).
import { z } from 'zod';
import { type ProfileType, YEAR_MAX, YEAR_MIN } from './constants';
import { boundedYear, collapseSpaces, collapsedText, optionalCollapsedText } from './validation';

export const ACHIEVEMENT_TYPES = ['award', 'competition', 'certificate'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

/** The fields each type keeps besides its title and certificate link (spec section 3). */
export const ACHIEVEMENT_FIELDS: Record<
  AchievementType,
  ReadonlyArray<{ name: 'competition' | 'organizer' | 'issuer' | 'place' | 'result'; label: string }>
> = {
  award: [
    { name: 'competition', label: 'Competition' },
    { name: 'place', label: 'Place' },
  ],
  competition: [
    { name: 'organizer', label: 'Organizer' },
    { name: 'result', label: 'Result' },
  ],
  certificate: [{ name: 'issuer', label: 'Issuer' }],
};

export const ACHIEVEMENT_TYPE_LABELS: Record<AchievementType, string> = {
  award: 'Award',
  competition: 'Competition',
  certificate: 'Certificate',
};

/** The card's sections and their empty texts (spec section 2, public profile). */
export const ACHIEVEMENT_SECTIONS: ReadonlyArray<{ type: AchievementType; title: string; empty: string }> = [
  { type: 'award', title: 'Awards', empty: 'No awards yet' },
  { type: 'competition', title: 'Competitions', empty: 'No competitions yet' },
  { type: 'certificate', title: 'Certificates', empty: 'No certificates yet' },
];

export const ACHIEVEMENTS_CARD_TITLE = 'Awards, Competitions & Certificates';
export const VENUE_AWARDS_CARD_TITLE = 'Venue Awards';

export const ACHIEVEMENT_MESSAGES = {
  saved: 'Saved',
  saveFailed: 'Failed to save',
  notAuthenticated: 'Not authenticated',
  titleRequired: 'Please enter a title',
  venueRequired: 'Please select a venue',
  year: `Enter a year from ${YEAR_MIN} to ${YEAR_MAX}`,
  certificateUrl: 'Enter a link starting with http:// or https://',
  personalOnly: 'Awards, competitions and certificates are for bartender and brand accounts',
  venueAwardsOnly: 'Venue awards are for bar accounts',
  notYourVenue: 'You can only add awards to the venue your account speaks for',
  notYours: 'You can only remove your own awards',
  removed: 'Removed',
} as const;

/** Personal achievements: bartender and brand accounts (admins show as bartenders). */
export function canHaveAchievements(profileType: ProfileType): boolean {
  return profileType === 'bartender' || profileType === 'brand' || profileType === 'admin';
}

export function canHaveVenueAwards(profileType: ProfileType): boolean {
  return profileType === 'bar';
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** "1st Place · Tales of the Cocktail · 2024": the details of an achievement in one line. */
export function achievementDetails(parts: Array<string | number | null | undefined>): string {
  return parts.filter((part) => part !== null && part !== undefined && String(part).trim() !== '').join(' · ');
}

/** Titles and details (competition, organizer, issuer, place, result) are at most this long; a certificate link, 500. */
export const ACHIEVEMENT_TEXT_MAX = 150;
export const CERTIFICATE_URL_MAX = 500;

const detail = optionalCollapsedText(ACHIEVEMENT_TEXT_MAX);

/** What every achievement and venue award has: a title, an optional year and an optional http(s) certificate link. */
const achievementBasics = {
  title: collapsedText(ACHIEVEMENT_TEXT_MAX, ACHIEVEMENT_MESSAGES.titleRequired),
  year: boundedYear(YEAR_MIN, YEAR_MAX, ACHIEVEMENT_MESSAGES.year),
  certificateUrl: z
    .string()
    .nullish()
    .transform((value) => collapseSpaces(value) || null)
    .refine((url) => url === null || (isHttpUrl(url) && url.length <= CERTIFICATE_URL_MAX), ACHIEVEMENT_MESSAGES.certificateUrl),
};

/** An award, competition or certificate: each type keeps only its own fields (ACHIEVEMENT_FIELDS); others are dropped. */
export const achievementSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('award'), ...achievementBasics, competition: detail, place: detail }),
  z.object({ type: z.literal('competition'), ...achievementBasics, organizer: detail, result: detail }),
  z.object({ type: z.literal('certificate'), ...achievementBasics, issuer: detail }),
]);
export type AchievementInput = z.input<typeof achievementSchema>;

/** A venue award: a selected venue first, then what every award has, with its competition and place. */
export const venueAwardSchema = z.object({
  venueId: z
    .number()
    .nullish()
    .transform((venueId, ctx) => {
      if (venueId === null || venueId === undefined) {
        ctx.addIssue({ code: 'custom', message: ACHIEVEMENT_MESSAGES.venueRequired });
        return z.NEVER;
      }
      return venueId;
    }),
  ...achievementBasics,
  competition: detail,
  place: detail,
});
export type VenueAwardInput = z.input<typeof venueAwardSchema>;
