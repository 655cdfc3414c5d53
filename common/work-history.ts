// Work history and its verification (spec sections 3, 4, 5 and 8), for the client and the server.
import { DATE_YEAR_MAX, DATE_YEAR_MIN, DEFAULT_WORK_COUNTRY, type VerificationStatus } from './constants';
import { z } from 'zod';
import { collapseSpaces, type FieldError, fieldErrorsOf, tooLongMessage } from './validation';

export const WORK_MESSAGES = {
  organizationNameRequired: 'Please enter the organization name',
  cityRequired: 'Please enter the city',
  positionRequired: 'Please enter your position',
  startDateRequired: 'Please choose a start date',
  monthFormat: 'Use a month such as 2024-03',
  monthIncomplete: 'Choose both a month and a year',
  monthRange: `Use a month from ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}`,
  startInFuture: 'The start date cannot be in the future',
  endBeforeStart: 'The end date cannot be before the start date',
  addFailed: 'Failed to add work experience',
  addedAndRequested: 'Work experience added and verification request submitted!',
  added: 'Work experience added',
  updated: 'Work experience updated',
  removed: 'Work experience removed',
  requestFailed: 'Failed to submit verification request',
  requested: 'Verification request submitted successfully!',
  requestAgain: 'Request verification again',
  notYours: 'You can only change your own work history',
  alreadyRequested: 'This entry is already verified or waiting for a decision',
  notPending: 'This request has already been decided',
  withdrawn: 'The member withdrew this request',
  ownEntry: 'You cannot decide a verification of your own work history',
  notTheVenue: 'Only the account that speaks for this venue, or an admin, can decide this request',
  unknownVenue: 'That venue is not listed',
  venueNotConfirmed: 'An admin has yet to confirm that your account speaks for this venue; you can verify your team after that',
} as const;

/** The work-history list of Edit Profile (spec section 4). */
export const VERIFICATION_BADGES: Record<VerificationStatus, string> = {
  verified: 'Verified by organization',
  pending: 'Pending verification',
  denied: 'Verification denied',
  unverified: 'Not verified',
};

/**
/**
 * The Work tab's badge: "✓ Verified", "⏳ Pending" only when the entry links to an organisation's
 * record, and an entry never confirmed says "Not verified" rather than nothing. The hourglass is drawn
 * with the app's icon, not the emoji glyph, which some devices lack (decision 0039): `text` is what is
 * written, `status` picks the icon and colour. Only the member (and the venue, and admins) ever read
 * "denied": to anyone else the server reports a denied entry as unverified (decision 0038).
 */
export function workTabBadge(status: VerificationStatus, linkedToOrganization: boolean): WorkTabBadge | null {
  if (status === 'verified') return { status, text: '✓ Verified' };
  if (status === 'pending') return linkedToOrganization ? { status, text: 'Pending' } : null;
  return { status, text: VERIFICATION_BADGES[status] };
}

/** Whether a work entry can be sent for verification: never asked, or denied and asked again. */
export function canRequestVerification(status: VerificationStatus): boolean {
  return status === 'unverified' || status === 'denied';
}

export interface WorkTabBadge {
  status: VerificationStatus;
  text: string;
}

export const VERIFIED_EMPLOYEE = 'Verified Employee';

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What is wrong with a typed month ("YYYY-MM"): its form, or a year out of bounds; null when fine. */
export function monthError(value: string): string | null {
  // Half a month ("2024-", "-03"): what the month list and year box send when one is left empty.
  if (/^(\d{4}-|-(0[1-9]|1[0-2]))$/.test(value)) return WORK_MESSAGES.monthIncomplete;
  if (!MONTH_PATTERN.test(value)) return WORK_MESSAGES.monthFormat;
  const year = Number(value.slice(0, 4));
  return year < DATE_YEAR_MIN || year > DATE_YEAR_MAX ? WORK_MESSAGES.monthRange : null;
}

export interface WorkEntryFields {
  organizationName: string;
  position: string;
  city: string;
  country: string;
  region: string | null;
  postalCode: string | null;
  startDate: string;
  endDate: string | null;
  current: boolean;
}

export interface WorkEntryDraft {
  organizationName?: string | null;
  position?: string | null;
  city?: string | null;
  country?: string | null;
  region?: string | null;
  postalCode?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  current?: boolean | null;
}

/** "YYYY-MM" of a date, in UTC. */
export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export const WORK_TEXT_MAX = 120;

const requiredText = (message: string) =>
  z
    .string()
    .nullish()
    .transform(collapseSpaces)
    .refine((value) => value !== '', message);
const optionalText = z
  .string()
  .nullish()
  .transform((value) => collapseSpaces(value) || null);

/**
 * The spec's rule (organization name, city, position and start date, all non-empty; "I currently work
 * here" nulls the end date) plus sane dates, as of `now` (a start month after it is refused).
 */
export function workEntrySchema(now: Date = new Date()) {
  return z
    .object({
      organizationName: requiredText(WORK_MESSAGES.organizationNameRequired),
      city: requiredText(WORK_MESSAGES.cityRequired),
      position: requiredText(WORK_MESSAGES.positionRequired),
      // A start date in the future says so before its year is out of bounds (the bound that matters is today).
      startDate: z
        .string()
        .nullish()
        .transform(collapseSpaces)
        .superRefine((start, ctx) => {
          const message = startDateError(start, now);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
      current: z
        .boolean()
        .nullish()
        .transform((value) => Boolean(value)),
      endDate: optionalText,
      country: z
        .string()
        .nullish()
        .transform((value) => collapseSpaces(value) || DEFAULT_WORK_COUNTRY),
      region: optionalText,
      postalCode: optionalText,
    })
    .superRefine((entry, ctx) => {
      const endDate = entry.current ? null : entry.endDate;
      if (endDate !== null) {
        const endMessage = monthError(endDate);
        if (endMessage) ctx.addIssue({ code: 'custom', path: ['endDate'], message: endMessage });
        else if (!startDateError(entry.startDate, now) && endDate < entry.startDate)
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: WORK_MESSAGES.endBeforeStart });
      }
      // One length failure is told, the first in the form's order.
      const long = (['organizationName', 'position', 'city', 'country', 'region', 'postalCode'] as const).find(
        (field) => (entry[field]?.length ?? 0) > WORK_TEXT_MAX,
      );
      if (long) ctx.addIssue({ code: 'custom', path: [long], message: tooLongMessage(WORK_TEXT_MAX) });
    })
    .transform((draft): WorkEntryFields => ({ ...draft, endDate: draft.current ? null : draft.endDate }));
}

function startDateError(start: string, now: Date): string | null {
  if (!start) return WORK_MESSAGES.startDateRequired;
  return MONTH_PATTERN.test(start) && start > monthOf(now) ? WORK_MESSAGES.startInFuture : monthError(start);
}

/** The cleaned entry, or the failing fields (workEntrySchema, for callers that want a result rather than a parse). */
export function checkWorkEntry(
  draft: WorkEntryDraft,
  now: Date = new Date(),
): { entry: WorkEntryFields; errors: null } | { entry: null; errors: FieldError[] } {
  const result = workEntrySchema(now).safeParse(draft);
  return result.success ? { entry: result.data, errors: null } : { entry: null, errors: fieldErrorsOf(result.error) };
}

/** A listed venue as a work entry linked to it names it: its name and where it is. */
export interface ListedVenue {
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
}

/**
 * An entry linked to a listed venue names it as the listing does (decision 0020: the match is by the
 * venue's record): the venue's name, and, when the listing gives its city, its place: that city, its state
 * as the region and its country (the member's country only where the listing has none). The venue's
 * account confirms the entry, so what it confirms is a position at its own venue, never at another place
 * typed beside the link. The postal code, which listings do not have, stays the member's.
 */
export function entryAtVenue<Entry extends Pick<WorkEntryFields, 'organizationName' | 'city' | 'region' | 'country'>>(
  entry: Entry,
  venue: ListedVenue,
): Entry {
  const place = venue.city ? { city: venue.city, region: venue.state || null, country: venue.country || entry.country } : {};
  return { ...entry, organizationName: venue.name, ...place };
}

/** "Head Bartender at Dante", the public profile's line. */
export function positionLine(position: string, organizationName: string): string {
  return `${position} at ${organizationName}`;
}

/** "New York, NY, USA" from the parts that are there. */
export function placeLine(...parts: Array<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
