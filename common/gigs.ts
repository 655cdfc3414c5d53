// Gigs (issue 24, docs/decisions/0055): a venue or brand account posts a shift or a job; members open to
// work see the ones for their roles in their cities; a member says they are interested with a short note,
// which only the poster (and its writer) reads. One schema per input, shared by the forms and the gateway.
// The spec gives none of these texts.
import type { ProfileType } from './constants';
import { DEFAULT_PAGE_SIZE } from './constants';
import { earliestUpcomingDate } from './events';
import { canonicalCity, WORK_ROLES } from './hiring';
import { OPEN_TO_WORK_CITY_MAX_LENGTH } from './open-to-work';
import { collapsedText, optionalTrimmedText, tooLongMessage } from './validation';
import { z } from 'zod';

export const GIG_TITLE_MAX = 80;
export const GIG_PAY_MAX = 60;
export const GIG_DESCRIPTION_MAX = 1000;
export const GIG_INTEREST_NOTE_MAX = 280;
/** A gig starts at most this many days ahead. */
export const GIG_STARTS_WITHIN_DAYS = 365;
/** A gig stays listed at most this many days after it starts (a job still hiring in its first weeks). */
export const GIG_CLOSES_AFTER_START_MAX_DAYS = 30;
/** How many gigs a page of the list shows. */
export const GIGS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const GIG_MESSAGES = {
  titleRequired: 'Enter a title',
  titleTooLong: tooLongMessage(GIG_TITLE_MAX),
  roleRequired: 'Choose a role from the list',
  startsOnRequired: 'Enter the date it starts',
  badDate: 'Enter a date as YYYY-MM-DD',
  startsOnPast: 'The start date cannot be in the past',
  startsOnTooFar: `The start date must be within ${GIG_STARTS_WITHIN_DAYS} days`,
  payRequired: 'Say what it pays',
  payTooLong: tooLongMessage(GIG_PAY_MAX),
  cityRequired: 'Enter a city',
  cityTooLong: tooLongMessage(OPEN_TO_WORK_CITY_MAX_LENGTH),
  descriptionRequired: 'Describe the gig',
  descriptionTooLong: tooLongMessage(GIG_DESCRIPTION_MAX),
  closesOnRequired: 'Enter the last day it is listed',
  closesOnPast: 'The closing date cannot be in the past',
  closesOnTooLate: `The closing date can be at most ${GIG_CLOSES_AFTER_START_MAX_DAYS} days after the start`,
  noteTooLong: tooLongMessage(GIG_INTEREST_NOTE_MAX),
  /** Server refusals. */
  signInToPost: 'Sign in with a venue or brand account to post a gig.',
  postersOnly: 'Only venue and brand accounts can post gigs.',
  signInToSee: 'Sign in to see gigs.',
  signInForInterest: 'Sign in to say you are interested.',
  bartendersOnly: 'Only bartender accounts can say they are interested in a gig.',
  ownGig: 'You posted this gig.',
  notFound: 'Gig not found',
  closed: 'This gig is closed.',
  notPoster: 'Only the account that posted this gig can close it.',
  badCursor: 'This page of gigs no longer exists; start again from the first page.',
  backwardsPaging: 'Gigs page forwards only: use first and after.',
  /** Screens. */
  title: 'Gigs',
  intro: 'Shifts and jobs posted by venues and brands.',
  linkTitle: 'Gigs',
  linkHint: 'Shifts and jobs from venues and brands',
  forYou: 'Gigs for you',
  forYouHint: 'Matching the roles and cities you are open to work in.',
  forYouEmpty: 'No open gigs match your roles and cities yet.',
  seeAllGigs: 'See all gigs',
  yourGigs: 'Your gigs',
  yourGigsHint: 'Open and closed, the newest first.',
  yourGigsEmpty: 'You have not posted a gig yet.',
  allGigs: 'All open gigs',
  anyCity: 'Any city',
  anyRole: 'Any role',
  loading: 'Loading gigs...',
  loadFailed: 'Failed to load gigs',
  loadMoreFailed: 'Failed to load more gigs',
  loadMore: 'Show more',
  empty: 'No open gigs match',
  emptyHint: 'Try another city or role, or clear the filters.',
  clearFilters: 'Clear filters',
  post: 'Post a gig',
  posting: 'Posting...',
  posted: 'Gig posted',
  postFailed: 'Failed to post the gig',
  close: 'Close gig',
  closing: 'Closing...',
  closedNotice: 'Gig closed',
  closeFailed: 'Failed to close the gig',
  closesOn: 'Listed until',
  startsOn: 'Starts',
  pay: 'Pay',
  interested: "I'm interested",
  interestNote: 'A short note for the poster (optional)',
  saveInterest: 'Send',
  savingInterest: 'Sending...',
  interestSaved: 'The poster will see your interest',
  interestSaveFailed: 'Failed to save your interest',
  youAreInterested: 'You said you are interested',
  editInterest: 'Edit note',
  withdraw: 'Withdraw',
  withdrawn: 'Interest withdrawn',
  withdrawFailed: 'Failed to withdraw your interest',
  interestsTitle: 'Interested members',
  interestsHint: 'Only you see these notes.',
  noInterests: 'No one has said they are interested yet.',
  postedBy: 'Posted by',
  notFoundTitle: 'Gig not found',
  closedBadge: 'Closed',
} as const;

/** Who may post a gig: venue (bar) and brand accounts (decision 0055). */
export function canPostGigs(viewer: { profileType: ProfileType } | null | undefined): boolean {
  return Boolean(viewer && (viewer.profileType === 'bar' || viewer.profileType === 'brand'));
}

/** Who may say they are interested: bartender accounts. */
export function canShowGigInterest(viewer: { profileType: ProfileType } | null | undefined): boolean {
  return Boolean(viewer && viewer.profileType === 'bartender');
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD calendar date as a UTC midnight, or null when it is not one (2026-02-30 is not). */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text ? date : null;
}

/** A UTC-midnight date as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `days` after a YYYY-MM-DD date. */
export function addDays(text: string, days: number): string {
  return isoDate(new Date((parseIsoDate(text)?.getTime() ?? 0) + days * DAY_MS));
}

/**
 * The earliest date that is still today somewhere: the date in UTC−12, the last time zone to finish a
 * day, as for events (decision 0053). A poster anywhere may still name their today; a date that is over
 * everywhere is refused, and the list hides a gig once its closing day is over everywhere. (It used to be
 * UTC's date less a whole day, a zone that does not exist: yesterday passed all day long; decision 0067.)
 */
export function earliestToday(now: Date = new Date()): string {
  return earliestUpcomingDate(now);
}

const date = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((text) => parseIsoDate(text) !== null, GIG_MESSAGES.badDate);

/**
 * How many days a poster's date can be ahead of earliestToday: UTC+14 is 26 hours ahead of UTC−12, two
 * calendar dates at some hours.
 */
export const POSTER_DATE_AHEAD_DAYS_MAX = 2;

/**
 * What postGig takes and the Post a gig form holds. Dates are YYYY-MM-DD: the start not in the past and
 * within a year; the closing date not in the past and at most 30 days after the start. "The past" is
 * before `todayOf()`: the server's is the earliest today anywhere (earliestToday: it cannot know the
 * poster's time zone); the form's is the phone's own date, so a poster's yesterday is refused there
 * at any hour. "Within a year" counts from the poster's today: the server, counting from the earliest,
 * allows the days a poster's date can be ahead of it (`aheadDays`); the form allows none.
 */
export function gigSchemaFrom(todayOf: () => string, aheadDays = 0) {
  return z
    .object({
      title: collapsedText(GIG_TITLE_MAX, GIG_MESSAGES.titleRequired),
      role: z.enum(WORK_ROLES, { error: GIG_MESSAGES.roleRequired }),
      startsOn: date(GIG_MESSAGES.startsOnRequired),
      payText: collapsedText(GIG_PAY_MAX, GIG_MESSAGES.payRequired),
      city: z
        .string({ error: GIG_MESSAGES.cityRequired })
        .transform(canonicalCity)
        .pipe(z.string().min(1, GIG_MESSAGES.cityRequired).max(OPEN_TO_WORK_CITY_MAX_LENGTH, GIG_MESSAGES.cityTooLong)),
      description: z
        .string({ error: GIG_MESSAGES.descriptionRequired })
        .trim()
        .min(1, GIG_MESSAGES.descriptionRequired)
        .max(GIG_DESCRIPTION_MAX, GIG_MESSAGES.descriptionTooLong),
      closesOn: date(GIG_MESSAGES.closesOnRequired),
    })
    .superRefine((value, context) => {
      const today = todayOf();
      if (parseIsoDate(value.startsOn)) {
        if (value.startsOn < today) context.addIssue({ code: 'custom', path: ['startsOn'], message: GIG_MESSAGES.startsOnPast });
        else if (value.startsOn > addDays(today, GIG_STARTS_WITHIN_DAYS + aheadDays)) {
          context.addIssue({ code: 'custom', path: ['startsOn'], message: GIG_MESSAGES.startsOnTooFar });
        }
      }
      if (parseIsoDate(value.closesOn)) {
        if (value.closesOn < today) context.addIssue({ code: 'custom', path: ['closesOn'], message: GIG_MESSAGES.closesOnPast });
        else if (parseIsoDate(value.startsOn) && value.closesOn > addDays(value.startsOn, GIG_CLOSES_AFTER_START_MAX_DAYS)) {
          context.addIssue({ code: 'custom', path: ['closesOn'], message: GIG_MESSAGES.closesOnTooLate });
        }
      }
    });
}

/** The rules as the server applies them (postGig, /api). */
export const gigSchema = gigSchemaFrom(earliestToday, POSTER_DATE_AHEAD_DAYS_MAX);

export type GigInput = z.input<typeof gigSchema>;
export type Gig = z.output<typeof gigSchema>;

/** What setGigInterest takes: an optional short note. */
export const gigInterestSchema = z.object({ note: optionalTrimmedText(GIG_INTEREST_NOTE_MAX) });
export type GigInterestInput = z.input<typeof gigInterestSchema>;

/** The list's filters: a city and a role, each optional. */
export const gigFiltersSchema = z.object({
  city: z
    .string()
    .nullish()
    .transform((value) => canonicalCity(value ?? '') || null)
    .pipe(z.string().max(OPEN_TO_WORK_CITY_MAX_LENGTH, GIG_MESSAGES.cityTooLong).nullable()),
  role: z.enum(WORK_ROLES, { error: GIG_MESSAGES.roleRequired }).nullish(),
});
export type GigFiltersInput = z.input<typeof gigFiltersSchema>;
