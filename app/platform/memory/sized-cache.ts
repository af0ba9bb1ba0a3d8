/**
 * Values by key in memory up to `maxBytes`, as `sizeOf` counts them, the least recently used dropped
 * first (a Map keeps its keys in the order they were set). A value larger than the whole is not kept.
 */
export class SizedCache<V> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V, key: string) => number,
  ) {}

  /** The value kept for `key`, which is now the most recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value, key);
    if (size > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.bytes -= this.sizeOf(value, key);
  }
}
