// Dates as the spec shows them: the en-US short month format ("Jan 5, 2026").

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Jan 5, 2026" for an ISO instant; an empty string for a value that is not a date. */
export function formatShortDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}
