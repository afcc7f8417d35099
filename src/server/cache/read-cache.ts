/**
 * The in-process read cache of one server instance: sessions (signed cookie value -> actor) and the
 * GET /api/v1/me answer (user id -> serialized body). See docs/decisions/0006-session-and-me-cache.md.
 *
 * Correctness rests on these rules:
 * - every change to a user's rows reaches every instance through the change feed (database
 *   triggers, published on the ste_events channel; `onChange`) and drops that user's entries;
 * - a miss takes a `ticket` before it reads the database and may only store its result if no
 *   invalidation of that user (or of everything) happened since: a read that raced a commit never
 *   stores what the commit made stale, whenever the commit's notice arrives;
 * - a mutating request clears the whole cache of its own instance before its answer leaves
 *   (`clear`), so the caller reads its own writes without waiting for the feed;
 * - while the LISTEN connection is down, changes may go unseen: the cache is bypassed
 *   (`enabled` false) and cleared when listening resumes;
 * - no entry is served for longer than `maxAgeMs`, whatever happens to the feed.
 */
export interface ReadCacheOptions {
  /** Most sessions kept (least recently used go first). */
  maxSessions?: number;
  /** Most /me answers kept (least recently used go first). */
  maxSnapshots?: number;
  /** Most per-user invalidation marks kept for in-flight misses before they are all reset at once. */
  maxMarks?: number;
  /**
   * Longest an entry is served: a safety net should the change feed stall while its connection
   * stays up (changes are then seen after this at the latest).
   */
  maxAgeMs?: number;
}

/** What a miss gets before reading the database; `NO_TICKET` can never store. */
export type Ticket = number;
export const NO_TICKET: Ticket = -1;

/** A change as the database publishes it (see src/server/realtime/event-bus.ts). */
export interface CacheChange {
  entity: string;
  userId: string | null;
}

/** Tables whose changes alter a session check or the /me answer of their owner. */
const RELEVANT = new Set(["users", "sessions", "balances", "trades", "transactions"]);

export class ReadCache<S extends { userId: string }> {
  readonly #maxMarks: number;
  #enabled = false;
  /** Increases with every invalidation; tickets are values of it. */
  #seq = 0;
  /** Misses that began before this may not store (set by `clear`). */
  #floor = 0;
  /** userId -> `#seq` of that user's last invalidation. */
  readonly #marks = new Map<string, number>();
  readonly #sessions: BoundedMap<S>;
  /** userId -> keys of their cached sessions. */
  readonly #sessionKeys = new Map<string, Set<string>>();
  readonly #snapshots: BoundedMap<string>;
  readonly stats = { hits: 0, misses: 0, stored: 0, refused: 0, invalidations: 0, clears: 0 };

  constructor(options: ReadCacheOptions = {}) {
    this.#maxMarks = options.maxMarks ?? 10_000;
    const maxAgeMs = options.maxAgeMs ?? 30_000;
    this.#sessions = new BoundedMap(options.maxSessions ?? 10_000, maxAgeMs, (key, entry) =>
      this.#unindex(key, entry),
    );
    this.#snapshots = new BoundedMap(options.maxSnapshots ?? 10_000, maxAgeMs);
  }

  /** False until the change feed is known to be live, and whenever it is down: nothing is read or stored. */
  get enabled(): boolean {
    return this.#enabled;
  }

  get size(): { sessions: number; snapshots: number } {
    return { sessions: this.#sessions.size, snapshots: this.#snapshots.size };
  }

  /** The change feed went down (false) or is listening again (true: whatever was missed is dropped). */
  setListening(listening: boolean): void {
    this.clear();
    this.#enabled = listening;
  }

  /** Take before reading the database; pass to `storeSession` / `storeSnapshot`. */
  ticket(): Ticket {
    return this.#enabled ? this.#seq : NO_TICKET;
  }

  #mayStore(ticket: Ticket, userId: string): boolean {
    if (!this.#enabled || ticket === NO_TICKET || ticket < this.#floor) return false;
    const mark = this.#marks.get(userId);
    return mark === undefined || mark <= ticket;
  }

  getSession(key: string): S | undefined {
    return this.#lookup(this.#sessions, key);
  }

  #lookup<V>(map: BoundedMap<V>, key: string): V | undefined {
    if (!this.#enabled) return undefined;
    const value = map.get(key);
    if (value === undefined) this.stats.misses++;
    else this.stats.hits++;
    return value;
  }

  /** Stores unless an invalidation of this user (or a clear) happened since `ticket` was taken. */
  storeSession(ticket: Ticket, key: string, entry: S): boolean {
    if (!this.#mayStore(ticket, entry.userId)) {
      this.stats.refused++;
      return false;
    }
    this.#dropSession(key);
    let keys = this.#sessionKeys.get(entry.userId);
    if (!keys) {
      keys = new Set();
      this.#sessionKeys.set(entry.userId, keys);
    }
    keys.add(key);
    this.#sessions.set(key, entry);
    this.stats.stored++;
    return true;
  }

  /** Forgets one session (e.g. found expired). */
  dropSession(key: string): void {
    this.#dropSession(key);
  }

  #dropSession(key: string) {
    const entry = this.#sessions.get(key);
    if (entry === undefined) return;
    this.#sessions.delete(key);
    this.#unindex(key, entry);
  }

  #unindex(key: string, entry: S) {
    const keys = this.#sessionKeys.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.#sessionKeys.delete(entry.userId);
  }

  /** A cached answer (e.g. a serialized body) for this user. */
  getSnapshot(userId: string): string | undefined {
    return this.#lookup(this.#snapshots, userId);
  }

  storeSnapshot(ticket: Ticket, userId: string, value: string): boolean {
    if (!this.#mayStore(ticket, userId)) {
      this.stats.refused++;
      return false;
    }
    this.#snapshots.set(userId, value);
    this.stats.stored++;
    return true;
  }

  /** Drops everything cached for this user; misses of theirs already in flight will not store. */
  invalidateUser(userId: string): void {
    this.stats.invalidations++;
    this.#seq++;
    if (this.#marks.size >= this.#maxMarks) {
      // Bounded memory: forget the marks, and refuse every miss begun before now instead.
      this.#marks.clear();
      this.#floor = this.#seq;
    }
    this.#marks.set(userId, this.#seq);
    this.#snapshots.delete(userId);
    const keys = this.#sessionKeys.get(userId);
    if (keys) {
      for (const key of keys) this.#sessions.delete(key);
      this.#sessionKeys.delete(userId);
    }
  }

  /** Drops everything; no miss already in flight will store. */
  clear(): void {
    this.stats.clears++;
    this.#seq++;
    this.#floor = this.#seq;
    this.#marks.clear();
    this.#sessions.clear();
    this.#sessionKeys.clear();
    this.#snapshots.clear();
  }

  /** A change published by the database (any instance). */
  onChange(change: CacheChange): void {
    if (!RELEVANT.has(change.entity)) return;
    if (change.userId === null) this.clear();
    else this.invalidateUser(change.userId);
  }
}

/**
 * A Map with at most `max` entries, each kept at most `maxAgeMs`. Eviction is CLOCK ("second
 * chance"), close to least recently used: a hit only marks its entry (no reordering on the hot
 * path); when full, the oldest entries go first, except marked ones, which are unmarked and moved
 * to the back once.
 */
export class BoundedMap<V> {
  readonly #entries = new Map<string, { value: V; used: boolean; until: number }>();
  readonly max: number;
  constructor(
    max: number,
    readonly maxAgeMs: number,
    private readonly onEvict: (key: string, value: V) => void = () => {},
  ) {
    this.max = Math.max(1, Math.floor(max));
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const slot = this.#entries.get(key);
    if (slot === undefined) return undefined;
    if (slot.until <= Date.now()) {
      this.#entries.delete(key);
      this.onEvict(key, slot.value);
      return undefined;
    }
    slot.used = true;
    return slot.value;
  }

  set(key: string, value: V): void {
    const until = Date.now() + this.maxAgeMs;
    const slot = this.#entries.get(key);
    if (slot !== undefined) {
      slot.value = value;
      slot.until = until;
      slot.used = true;
      return;
    }
    this.#entries.set(key, { value, used: false, until });
    // Each pass over a marked entry unmarks it: at most `size` moves before one is evicted.
    while (this.#entries.size > this.max) {
      const [oldKey, oldSlot] = this.#entries.entries().next().value as [
        string,
        { value: V; used: boolean; until: number },
      ];
      this.#entries.delete(oldKey);
      // The entry just added is never the one to go (it may come round to the front when all
      // the others were marked).
      if (oldSlot.used || oldKey === key) {
        oldSlot.used = false;
        this.#entries.set(oldKey, oldSlot);
      } else {
        this.onEvict(oldKey, oldSlot.value);
      }
    }
  }

  delete(key: string): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
