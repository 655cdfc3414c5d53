// What bar and brand accounts keep on their profiles: the venue a bar account speaks for, events,
// partner venues and campaigns (spec section 2, own profile; section 3, user profile).

export const VENUE_MESSAGES = {
  nameRequired: 'Please enter the venue name',
  cityRequired: 'Please enter the city',
  barAccountsOnly: 'Only bar accounts can speak for a venue',
  alreadyOwnsVenue: 'Your account already speaks for a venue',
  alreadyListed: 'This venue is already listed: find it and claim it instead',
  alreadyYours: 'Your account already speaks for this venue',
  claimPending: 'You have already asked to speak for a venue; an admin will decide',
  claimSent: 'Claim sent: an admin will confirm that your account speaks for this venue',
  venueListed: 'Venue listed: your account now speaks for it',
  claimNotPending: 'This claim has already been decided',
  adminsOnly: 'Only admins can decide venue claims',
  website: 'Enter a link starting with http:// or https://',
} as const;

export const EVENT_MESSAGES = {
  nameRequired: 'Please enter the event name',
  dateRequired: 'Please choose a date',
  dateFormat: 'Use a date such as 2026-05-31',
  timeFormat: 'Use a time such as 19:30',
  accountsOnly: 'Events are for bar and brand accounts',
  notYours: 'You can only change your own events',
  created: 'Event added',
  updated: 'Event updated',
  removed: 'Event removed',
} as const;

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Please enter the campaign name',
  dateFormat: 'Use a date such as 2026-05-31',
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

/** Today as "YYYY-MM-DD" in UTC: events from this day on are upcoming. */
export function todayDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
