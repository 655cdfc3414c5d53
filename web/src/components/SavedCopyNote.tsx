import { HistoryIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useMatches } from 'react-router-dom';
import { formatSavedAt, formatShortDateTime } from '@/lib/dates';
import { requestKey, savedCopies } from '@/relay/saved-copies';

export const SAVED_ON_THIS_DEVICE = 'Saved on this device';

/** The request of the screen's query, when its route's loader started one (loadRouteQuery's reference). */
function screenRequestKey(loaderData: unknown): string | null {
  const reference = loaderData as { kind?: unknown; name?: unknown; id?: unknown; variables?: unknown } | null | undefined;
  if (reference?.kind !== 'PreloadedQuery' || typeof reference.name !== 'string') return null;
  const id = typeof reference.id === 'string' ? reference.id : null;
  return requestKey(reference.name, id, (reference.variables ?? {}) as Record<string, unknown>);
}

/**
 * Above a screen answered from what this device saved (the server could not be reached): says so, and
 * when it was saved (decision 0068). Nothing for a screen the network answered.
 */
export function SavedCopyNote() {
  const matches = useMatches();
  const key = screenRequestKey(matches.at(-1)?.data);
  const savedAt = useSyncExternalStore(savedCopies.subscribe, () => (key === null ? undefined : savedCopies.savedAt(key)));
  return (
    <div role="status">
      {savedAt === undefined ? null : (
        <p className="mx-4 mt-3 flex items-center gap-2 rounded-lg bg-muted px-3 py-1.5 text-[0.8125rem] text-muted-foreground">
          <HistoryIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span>
            {SAVED_ON_THIS_DEVICE} ·{' '}
            <time dateTime={new Date(savedAt).toISOString()} title={formatShortDateTime(new Date(savedAt))}>
              {formatSavedAt(new Date(savedAt))}
            </time>
          </span>
        </p>
      )}
    </div>
  );
}
