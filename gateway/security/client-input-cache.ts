// What the server makes from what clients send (a document's cost for some variables, a query's plan for
// some @include choices) is kept so the next request like it is not worked out again; every such cache
// is bounded in entries and in size, so no client can grow the server's memory by sending inputs that
// differ (decision 0064). The least recently used entries go first.
import { LRUCache } from 'lru-cache';

export interface ClientInputCacheOptions<V> {
  /** The most entries kept. */
  maxEntries: number;
  /** The most bytes kept, as `sizeOf` counts them (its key's length is added). */
  maxBytes: number;
  /** A value's size in bytes, roughly (1 unless said). */
  sizeOf?: (value: V) => number;
}

/**
 * Values per owner (a parsed document, an operation) and key within it. Owners are held weakly: a
 * document the document cache lets go takes nothing with it here but the entries, which age out.
 */
export class ClientInputCache<Owner extends object, V> {
  private readonly owners = new WeakMap<Owner, number>();
  private nextOwner = 0;
  private readonly entries: LRUCache<string, { value: V }>;

  constructor(options: ClientInputCacheOptions<V>) {
    const sizeOf = options.sizeOf ?? (() => 1);
    this.entries = new LRUCache({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) => Math.max(1, sizeOf(entry.value) + key.length * 2),
    });
  }

  private keyOf(owner: Owner, key: string): string {
    let id = this.owners.get(owner);
    if (id === undefined) this.owners.set(owner, (id = this.nextOwner++));
    return `${id}\u0000${key}`;
  }

  /** The value kept, as an object (so a kept null or undefined tells from nothing kept), or undefined. */
  get(owner: Owner, key: string): { value: V } | undefined {
    return this.entries.get(this.keyOf(owner, key));
  }

  set(owner: Owner, key: string, value: V): void {
    this.entries.set(this.keyOf(owner, key), { value });
  }

  /** The value kept, or the one `make` makes, kept from then on. */
  getOrMake(owner: Owner, key: string, make: () => V): V {
    const kept = this.get(owner, key);
    if (kept) return kept.value;
    const value = make();
    this.set(owner, key, value);
    return value;
  }

  /** Entries and bytes kept now (tests hold them to the bounds). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
