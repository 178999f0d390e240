// A least-recently-used map bounded by an estimate of the bytes it holds, not by its entry
// count: search answers range from a few hundred bytes to hundreds of kilobytes, so a count
// limit either wastes memory or lets it grow without bound (issue 9: 298 → 847 MB).

/** Bytes a JS string takes at most (V8 stores non-Latin-1 text two bytes per character). */
export const stringBytes = (text: string) => text.length * 2

/** Per-entry bookkeeping (Map slot, entry object, key and value headers), roughly. */
export const ENTRY_OVERHEAD_BYTES = 96

export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>()
  private total = 0

  constructor(
    readonly budgetBytes: number,
    /** The bytes the value adds (the key and overhead are counted here). */
    private readonly valueBytes: (value: V) => number,
  ) {}

  get bytes(): number {
    return this.total
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Map order is insertion order: re-inserting makes it the most recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  /** Stores the value, evicting the least recently used; false when it alone is over budget. */
  set(key: string, value: V): boolean {
    this.delete(key)
    const bytes = stringBytes(key) + this.valueBytes(value) + ENTRY_OVERHEAD_BYTES
    if (bytes > this.budgetBytes) return false
    while (this.total + bytes > this.budgetBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
    this.entries.set(key, { value, bytes })
    this.total += bytes
    return true
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key)
    if (!entry) return false
    this.entries.delete(key)
    this.total -= entry.bytes
    return true
  }

  clear(): void {
    this.entries.clear()
    this.total = 0
  }
}
