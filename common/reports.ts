// Suggested corrections (reports): the spec's texts (sections 2 and 8) and the server's limits.
import { z } from 'zod';

export const REPORT_MESSAGES = {
  prompt: 'Help us improve this recipe by suggesting changes or corrections.',
  submitted: 'Report submitted successfully! Thank you for helping improve our database.',
  failed: 'Failed to submit report',
  empty: 'Please describe the change you suggest.',
  tooLong: 'Suggestions can be at most 2000 characters.',
  unauthorized: 'Unauthorized - Please login as admin',
  forbidden: 'Forbidden - Admin access required',
  listFailed: 'Failed to fetch reports',
  statusFailed: 'Failed to update report status',
  statusError: 'Error updating report status',
  statusNotAllowed: 'A report can be set to reviewing, resolved or dismissed.',
  notFound: 'Report not found',
} as const;

/** Report statuses (spec section 9), in the order the admin screen counts them. */
export const REPORT_STATUSES = ['open', 'reviewing', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What an admin may set a report to, at any time (spec section 4). */
export const REPORT_REVIEW_STATUSES = ['reviewing', 'resolved', 'dismissed'] as const;
export type ReportReviewStatus = (typeof REPORT_REVIEW_STATUSES)[number];

export function isReviewStatus(status: string): status is ReportReviewStatus {
  return (REPORT_REVIEW_STATUSES as readonly string[]).includes(status);
}

export const REPORT_MESSAGE_MAX_LENGTH = 2000;

/** "Report status updated to reviewing" (spec section 8). */
export function reportStatusUpdated(status: string): string {
  return `Report status updated to ${status}`;
}

/** A suggestion: its text, trimmed, 1 to 2000 characters. */
export const reportSchema = z.object({
  message: z.string().trim().min(1, REPORT_MESSAGES.empty).max(REPORT_MESSAGE_MAX_LENGTH, REPORT_MESSAGES.tooLong),
});

/** A report's new status: one of the statuses (whether it may be set is the domain's rule). */
export const reportStatusSchema = z.object({ status: z.enum(REPORT_STATUSES) });
