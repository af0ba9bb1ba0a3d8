/** Spec 000 section 4: results are cached, keeping about 10 entries, oldest dropped first. */
const RESULT_CACHE_SIZE = 10;

export class ResultCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly size = RESULT_CACHE_SIZE) {}

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }

  get keys(): string[] {
    return [...this.entries.keys()];
  }
}
