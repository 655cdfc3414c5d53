import { CalendarIcon, UserIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { REPORT_REVIEW_STATUSES, type ReportReviewStatus, type ReportStatus } from '@common/reports';
import { ChipToggle } from '@/components/ui/chip-toggle';
import { formatShortDate } from '@/lib/dates';
import type { ReportCard_report$key } from './__generated__/ReportCard_report.graphql';
import { reportedCocktailNotes } from './report-text';
import { ReportStatusBadge } from './ReportStatusBadge';
import { useSetReportStatusMutation } from './SetReportStatusMutation';

const STATUS_LABELS: Record<ReportReviewStatus, string> = {
  reviewing: 'Reviewing',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

interface ReportCardProps {
  report: ReportCard_report$key;
  /** The status the list shows, if it shows one: a report that leaves it leaves the list. */
  listStatus: ReportStatus | null;
  /** Called once a new status is saved: the list reloads. */
  onStatusChanged(): void;
}

/** One suggestion: which cocktail (as reported, and what became of it), what to change, its status and date, and the buttons to move it on. */
export function ReportCard({ report, listStatus, onStatusChanged }: ReportCardProps) {
  const data = useFragment(
    graphql`
      fragment ReportCard_report on CocktailReport {
        id
        cocktailName
        cocktailEditedSince
        message
        status
        createdAt
        cocktail {
          databaseId
          name
        }
        reporter {
          databaseId
          displayName
        }
      }
    `,
    report,
  );
  const [moveOn, isSaving] = useSetReportStatusMutation(listStatus, onStatusChanged);
  // The name as reported, which the message speaks of; the notes say what became of the cocktail since.
  const cocktailName = data.cocktailName;
  const notes = reportedCocktailNotes(data);

  function setStatus(status: ReportReviewStatus) {
    if (!isSaving) moveOn(data.id, status);
  }

  return (
    <article className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs" aria-busy={isSaving}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-[1.0625rem] leading-snug font-semibold">
            {data.cocktail ? (
              <Link
                to={`/cocktails/${data.cocktail.databaseId}`}
                className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {cocktailName}
              </Link>
            ) : (
              <span className="text-muted-foreground italic">{cocktailName}</span>
            )}
          </h2>
          {notes.length > 0 && <p className="mt-0.5 text-xs break-words text-muted-foreground">{notes.join(' · ')}</p>}
        </div>
        <ReportStatusBadge status={data.status} className="mt-0.5" />
      </div>

      <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{data.message}</p>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <CalendarIcon className="size-3.5" aria-hidden="true" />
          <time dateTime={data.createdAt}>{formatShortDate(data.createdAt)}</time>
        </span>
        <span className="inline-flex min-w-0 items-center gap-1">
          <UserIcon className="size-3.5 shrink-0" aria-hidden="true" />
          {data.reporter ? (
            <Link to={`/profile/${data.reporter.databaseId}`} className="truncate underline-offset-4 hover:underline">
              {data.reporter.displayName}
            </Link>
          ) : (
            <span>Visitor</span>
          )}
        </span>
      </div>

      <div role="group" aria-label={`Set the status of the report on ${cocktailName}`} className="grid grid-cols-3 gap-2 border-t pt-3">
        {REPORT_REVIEW_STATUSES.map((status) => {
          const current = data.status === status;
          return (
            <ChipToggle
              key={status}
              checked={current}
              disabled={current || isSaving}
              onCheckedChange={() => setStatus(status)}
              className="justify-center px-2 disabled:opacity-50 aria-pressed:opacity-100"
            >
              {STATUS_LABELS[status]}
            </ChipToggle>
          );
        })}
      </div>
    </article>
  );
}
