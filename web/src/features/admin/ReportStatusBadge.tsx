import type { ReportStatus } from '@common/reports';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const TONES: Record<ReportStatus, string> = {
  open: 'border-transparent bg-primary/12 text-primary',
  reviewing: 'border-transparent bg-sky-500/15 text-sky-700 dark:text-sky-300',
  resolved: 'border-transparent bg-success/15 text-success',
  dismissed: 'border-transparent bg-muted text-muted-foreground',
};

/** A report's status, as the spec names it (open, reviewing, resolved, dismissed). */
export function ReportStatusBadge({ status, className }: { status: ReportStatus; className?: string }) {
  return <Badge className={cn('capitalize', TONES[status], className)}>{status}</Badge>;
}
