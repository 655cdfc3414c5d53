// The admin's way to the report queue (/admin/reports) from their profile: the installed app has no
// address bar, and nothing else leads there. The count is the queue's own counter (one store record, so
// a status set on the reports screen updates it).
import { FlagIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { countOf } from '@common/plural';
import { LinkCard } from '@/components/ui/link-card';
import type { ReportsLink_query$key } from './__generated__/ReportsLink_query.graphql';

export function ReportsLink({ query }: { query: ReportsLink_query$key }) {
  const { cocktailReports } = useFragment(
    graphql`
      fragment ReportsLink_query on Query {
        cocktailReports(first: 0) {
          counts {
            id
            open
          }
        }
      }
    `,
    query,
  );
  return (
    <LinkCard
      to="/admin/reports"
      icon={FlagIcon}
      title="Reports"
      hint={`${countOf(cocktailReports.counts.open, 'open report')} · suggested corrections to recipes`}
    />
  );
}
