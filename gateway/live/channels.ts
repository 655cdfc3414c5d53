// How live events travel (decision 0072): named channels that carry no payload, only "this changed".
// In one process by default; through Redis pub/sub when REDIS_URL is set (redis-channels.ts), so an act
// on one instance reaches members connected to another. A subscriber re-reads what it shows, through the
// same rule as the query, so an event can never tell anyone more than they could query.

/** Where events are published and heard. Channel names come from live-updates.ts only. */
export interface LiveChannels {
  /** Tells every listener of `channel`, on every instance. Never throws: a lost event is caught up on reconnect. */
  publish(channel: string): void;
  /** Listens to `channel`; resolves once events published from then on will be heard (Redis confirmed it). */
  listen(channel: string, listener: () => void): Promise<void>;
  /** Stops `listener`; the channel is let go of when its last listener goes. */
  unlisten(channel: string, listener: () => void): void;
  close(): Promise<void>;
}

/** Listeners per channel, and what to do when a channel gains its first or loses its last. */
export class ListenerSets {
  private readonly listeners = new Map<string, Set<() => void>>();

  /** Adds a listener; true when it is the channel's first. */
  add(channel: string, listener: () => void): boolean {
    const set = this.listeners.get(channel);
    if (set) {
      set.add(listener);
      return false;
    }
    this.listeners.set(channel, new Set([listener]));
    return true;
  }

  /** Removes a listener; true when the channel has none left. */
  remove(channel: string, listener: () => void): boolean {
    const set = this.listeners.get(channel);
    if (!set?.delete(listener)) return false;
    if (set.size > 0) return false;
    this.listeners.delete(channel);
    return true;
  }

  tell(channel: string): void {
    // A copy: a listener may stop listening while it is told.
    for (const listener of [...(this.listeners.get(channel) ?? [])]) listener();
  }

  /** The channels that have listeners. */
  channels(): string[] {
    return [...this.listeners.keys()];
  }
}

/** Channels of this process only: the default, and what one instance needs. */
export function inProcessChannels(): LiveChannels {
  const sets = new ListenerSets();
  return {
    // After the current turn, as Redis would: a publisher never runs a subscriber's code in its own call.
    publish: (channel) => queueMicrotask(() => sets.tell(channel)),
    listen: async (channel, listener) => void sets.add(channel, listener),
    unlisten: (channel, listener) => void sets.remove(channel, listener),
    close: async () => undefined,
  };
}
