// Work history and its verification (spec sections 3, 4, 5 and 8), for the client and the server.
import { DEFAULT_WORK_COUNTRY, type VerificationStatus } from './constants';

export const WORK_MESSAGES = {
  organizationNameRequired: 'Please enter the organization name',
  cityRequired: 'Please enter the city',
  positionRequired: 'Please enter your position',
  startDateRequired: 'Please choose a start date',
  monthFormat: 'Use a month such as 2024-03',
  startInFuture: 'The start date cannot be in the future',
  endBeforeStart: 'The end date cannot be before the start date',
  addFailed: 'Failed to add work experience',
  addedAndRequested: 'Work experience added and verification request submitted!',
  added: 'Work experience added',
  updated: 'Work experience updated',
  removed: 'Work experience removed',
  requestFailed: 'Failed to submit verification request',
  requested: 'Verification request submitted successfully!',
  notYours: 'You can only change your own work history',
  alreadyRequested: 'This entry is already verified or waiting for a decision',
  notPending: 'This request has already been decided',
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

/** The own profile's Work tab: "⏳ Pending" only when the entry links to an organisation's record. */
export function workTabBadge(status: VerificationStatus, linkedToOrganization: boolean): string | null {
  if (status === 'verified') return '✓ Verified';
  if (status === 'pending' && linkedToOrganization) return '⏳ Pending';
  return null;
}

export const VERIFIED_EMPLOYEE = 'Verified Employee';

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

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

/**
 * The spec's rule (organization name, city, position and start date, all non-empty; "I currently work
 * here" nulls the end date) plus sane dates. Returns the cleaned entry, or the failing fields.
 */
export function checkWorkEntry(
  draft: WorkEntryDraft,
  now: Date = new Date(),
): { entry: WorkEntryFields; errors: null } | { entry: null; errors: Array<{ path: string; message: string }> } {
  const text = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
  const optional = (value: string | null | undefined) => text(value) || null;
  const current = Boolean(draft.current);
  const entry: WorkEntryFields = {
    organizationName: text(draft.organizationName),
    position: text(draft.position),
    city: text(draft.city),
    country: text(draft.country) || DEFAULT_WORK_COUNTRY,
    region: optional(draft.region),
    postalCode: optional(draft.postalCode),
    startDate: text(draft.startDate),
    endDate: current ? null : optional(draft.endDate),
    current,
  };
  const errors: Array<{ path: string; message: string }> = [];
  if (!entry.organizationName) errors.push({ path: 'organizationName', message: WORK_MESSAGES.organizationNameRequired });
  if (!entry.city) errors.push({ path: 'city', message: WORK_MESSAGES.cityRequired });
  if (!entry.position) errors.push({ path: 'position', message: WORK_MESSAGES.positionRequired });
  if (!entry.startDate) errors.push({ path: 'startDate', message: WORK_MESSAGES.startDateRequired });
  else if (!MONTH_PATTERN.test(entry.startDate)) errors.push({ path: 'startDate', message: WORK_MESSAGES.monthFormat });
  else if (entry.startDate > monthOf(now)) errors.push({ path: 'startDate', message: WORK_MESSAGES.startInFuture });
  if (entry.endDate !== null) {
    if (!MONTH_PATTERN.test(entry.endDate)) errors.push({ path: 'endDate', message: WORK_MESSAGES.monthFormat });
    else if (MONTH_PATTERN.test(entry.startDate) && entry.endDate < entry.startDate) errors.push({ path: 'endDate', message: WORK_MESSAGES.endBeforeStart });
  }
  const long = (['organizationName', 'position', 'city', 'country', 'region', 'postalCode'] as const).find(
    (field) => (entry[field]?.length ?? 0) > 120,
  );
  if (long) errors.push({ path: long, message: 'At most 120 characters' });
  return errors.length ? { entry: null, errors } : { entry, errors: null };
}

/** "Head Bartender at Dante", the public profile's line. */
export function positionLine(position: string, organizationName: string): string {
  return `${position} at ${organizationName}`;
}

/** "New York, NY, USA" from the parts that are there. */
export function placeLine(...parts: Array<string | null | undefined>): string {
  return parts.map((part) => part?.trim()).filter(Boolean).join(', ');
}
