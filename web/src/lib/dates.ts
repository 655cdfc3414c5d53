// Dates as the spec shows them: the en-US short month format ("Jan 5, 2026"). Each format is made on its
// first use and kept: making one costs a phone tens of milliseconds, which a first screen showing no date
// should not pay.

/** An en-US format made on first use, then kept. */
export function lazyFormat(options: Intl.DateTimeFormatOptions): { format(date: Date): string } {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (date) => (made ??= new Intl.DateTimeFormat('en-US', options)).format(date) };
}

const shortDate = lazyFormat({ month: 'short', day: 'numeric', year: 'numeric' });

/**
 * "Jan 5, 2026" for an ISO instant, on the day it was in the device's time zone: the one way an instant
 * is written as a date (a calendar day, YYYY-MM-DD, is eventDateText's). An empty string for a value that
 * is not a date.
 */
export function formatShortDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

/** "Joined Mar 5, 2026", the day formatShortDate writes; without a date, "Recently". */
export function joinedText(createdAt: string | Date | null | undefined): string {
  const day = createdAt ? formatShortDate(createdAt) : '';
  return day ? `Joined ${day}` : 'Recently';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, as a phone's inbox says it: "now" under a minute, then "5m", "3h", "6d", and from a week
 * on the short date ("Jan 5, 2026"). An empty string for a value that is not a date.
 */
export function formatTimeAgo(value: string | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d`;
  return shortDate.format(date);
}

const shortDateTime = lazyFormat({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Jan 5, 2026, 9:41 PM" in the device's time zone; an empty string for a value that is not a date. */
export function formatShortDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDateTime.format(date);
}

const timeOfDay = lazyFormat({ hour: 'numeric', minute: '2-digit' });
const monthDayTime = lazyFormat({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * When something was saved, as short as is still clear, in the device's time zone: "today, 9:41 PM",
 * "Jan 5, 9:41 PM" earlier this year, "Jan 5, 2025, 9:41 PM" before that.
 */
export function formatSavedAt(value: Date, now: Date = new Date()): string {
  if (Number.isNaN(value.getTime())) return '';
  if (localToday(value) === localToday(now)) return `today, ${timeOfDay.format(value)}`;
  return value.getFullYear() === now.getFullYear() ? monthDayTime.format(value) : shortDateTime.format(value);
}

/** The member's calendar day as "YYYY-MM-DD", in their own time zone. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
