import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Writes the shelf's new size, as the server counted it after a change, into the shelf connection's
 * totalCount: Relay's @appendNode and @deleteEdge move the rows but leave a connection's other fields alone.
 */
export function writeShelfTotal(store: RecordSourceSelectorProxy, connectionId: string, total: number | null | undefined) {
  if (typeof total === 'number') store.get(connectionId)?.setValue(total, 'totalCount');
}
