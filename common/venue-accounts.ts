// What bar and brand accounts keep on their profiles: the venue a bar account speaks for, events,
// partner venues and campaigns (spec section 2, own profile; section 3, user profile).
import { z } from 'zod';
import { isHttpUrl } from './achievements';
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from './constants';
import { collapseSpaces, collapsedText, optionalCollapsedText, optionalTrimmedText, tooLongMessage, trimmedOrNull } from './validation';

export const VENUE_MESSAGES = {
  nameRequired: 'Please enter the venue name',
  cityRequired: 'Please enter the city',
  notListed: 'That venue is not listed',
  barAccountsOnly: 'Only bar accounts can speak for a venue',
  alreadyOwnsVenue: 'Your account already speaks for a venue',
  alreadyListed: 'This venue is already listed: find it and claim it instead',
  alreadyYours: 'Your account already speaks for this venue',
  claimPending: 'You have already asked to speak for a venue; an admin will decide',
  claimSent: 'Claim sent: an admin will confirm that your account speaks for this venue',
  venueListed: 'Venue listed: your account now speaks for it',
  claimNotPending: 'This claim has already been decided',
  claimWithdrawn: 'This claim was withdrawn',
  adminsOnly: 'Only admins can decide venue claims',
  website: 'Enter a link starting with http:// or https://',
} as const;

export const EVENT_MESSAGES = {
  nameRequired: 'Please enter the event name',
  dateRequired: 'Please choose a date',
  dateFormat: 'Use a date such as 2026-05-31',
  dateRange: `Use a date from ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}`,
  datePassed: 'Choose a date that has not passed',
  timeFormat: 'Use a time such as 19:30',
  accountsOnly: 'Events are for bar and brand accounts',
  notYours: 'You can only change your own events',
  notFound: 'Event not found',
  created: 'Event added',
  updated: 'Event updated',
  removed: 'Event removed',
} as const;

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Please enter the campaign name',
  dateFormat: 'Use a date such as 2026-05-31',
  dateRange: `Use a date from ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}`,
  endBeforeStart: 'The end date cannot be before the start date',
  brandsOnly: 'Campaigns are for brand accounts',
  notYours: 'You can only change your own campaigns',
  created: 'Campaign created',
  ended: 'Campaign ended',
  removed: 'Campaign removed',
} as const;

export const PARTNER_MESSAGES = {
  brandsOnly: 'Partner venues are for brand accounts',
  alreadyPartner: 'This venue is already a partner',
  notYours: 'You can only change your own partner venues',
  added: 'Partner venue added',
  removed: 'Partner venue removed',
} as const;

/** Spec defaults where nothing is recorded yet. */
export const HOURS_NOT_SPECIFIED = 'Hours not specified';
export const FAVORITE_STYLE_NOT_SPECIFIED = 'Not specified';

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What is wrong with a typed date: not a calendar date (`formatMessage`), or a year out of bounds; null when fine. */
export function calendarDateError(value: string, messages: { dateFormat: string; dateRange: string }): string | null {
  if (!isCalendarDate(value)) return messages.dateFormat;
  const year = Number(value.slice(0, 4));
  return year < DATE_YEAR_MIN || year > DATE_YEAR_MAX ? messages.dateRange : null;
}

/** "2026-05-31" as "May 31, 2026". */
export function eventDateText(date: string): string {
  if (!isCalendarDate(date)) return date;
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** "19:30" as "7:30 PM". */
export function eventTimeText(time: string | null | undefined): string {
  if (!time || !TIME_PATTERN.test(time)) return time ?? '';
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

// ---------------------------------------------------------------------------------------------------
// Inputs: a venue listing and claim, an event, a campaign
// ---------------------------------------------------------------------------------------------------

export const VENUE_TEXT_MAX = 200;
export const VENUE_CLAIM_MESSAGE_MAX = 1000;
export const EVENT_NAME_MAX = 120;
/** The longest city an event (or the Events screen's city filter) may name: as long as a venue's. */
export const EVENT_CITY_MAX = VENUE_TEXT_MAX;
export const CAMPAIGN_NAME_MAX = 120;
export const CAMPAIGN_DESCRIPTION_MAX = 2000;

/** A bar account lists its venue: a name and a city, the rest optional; a website is an http(s) link. */
export const venueListingSchema = z.object({
  name: collapsedText(VENUE_TEXT_MAX, VENUE_MESSAGES.nameRequired),
  city: collapsedText(VENUE_TEXT_MAX, VENUE_MESSAGES.cityRequired),
  state: optionalCollapsedText(VENUE_TEXT_MAX),
  country: optionalCollapsedText(VENUE_TEXT_MAX),
  address: optionalCollapsedText(VENUE_TEXT_MAX),
  websiteUrl: z
    .string()
    .nullish()
    .transform((value) => collapseSpaces(value) || null)
    .pipe(z.string().refine(isHttpUrl, VENUE_MESSAGES.website).max(VENUE_TEXT_MAX, tooLongMessage(VENUE_TEXT_MAX)).nullable()),
});
export type VenueListingInput = z.input<typeof venueListingSchema>;

/** A claim's note to the admin who decides it. */
export const venueClaimSchema = z.object({ message: optionalCollapsedText(VENUE_CLAIM_MESSAGE_MAX) });

/** A typed date ("2026-05-31") that may be left empty: null, or a calendar date within the date years. */
export const optionalDate = (messages: { dateFormat: string; dateRange: string }) =>
  trimmedOrNull().superRefine((date, ctx) => {
    const message = date === null ? null : calendarDateError(date, messages);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/**
 * An event: a name, a date, a time such as 19:30 if given, and where it is if it is not at the bar's
 * venue (an event at a venue is in the venue's city; else the owner's profile location's city when
 * none is given: decision 0053). A save also keeps the date from the past: `eventSchemaFor` in
 * common/events.ts, which the form and the domain parse.
 */
export const eventSchema = z.object({
  name: collapsedText(EVENT_NAME_MAX, EVENT_MESSAGES.nameRequired),
  date: optionalDate(EVENT_MESSAGES).transform((date, ctx) => {
    if (date === null) {
      ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.dateRequired });
      return z.NEVER;
    }
    return date;
  }),
  time: trimmedOrNull().refine((time) => time === null || TIME_PATTERN.test(time), EVENT_MESSAGES.timeFormat),
  city: optionalCollapsedText(EVENT_CITY_MAX),
});
export type EventInput = z.input<typeof eventSchema>;

/** A campaign: a name, a description, and optional start and end dates, the end not before the start. */
export const campaignSchema = z
  .object({
    name: collapsedText(CAMPAIGN_NAME_MAX, CAMPAIGN_MESSAGES.nameRequired),
    description: optionalTrimmedText(CAMPAIGN_DESCRIPTION_MAX),
    startsOn: optionalDate(CAMPAIGN_MESSAGES),
    endsOn: optionalDate(CAMPAIGN_MESSAGES),
  })
  .superRefine(({ startsOn, endsOn }, ctx) => {
    const valid = (date: string | null): date is string => date !== null && calendarDateError(date, CAMPAIGN_MESSAGES) === null;
    if (valid(startsOn) && valid(endsOn) && endsOn < startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: CAMPAIGN_MESSAGES.endBeforeStart });
  });
export type CampaignInput = z.input<typeof campaignSchema>;
