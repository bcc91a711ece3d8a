/**
 * A Map of at most `limit` entries for the servers' caches of answers that never change for a key
 * (prepared statements, verified tokens, wall clocks): past the limit the oldest entry goes first.
 */
export class KeptMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  /** Sets the entry, forgetting the oldest one when full, and answers the value. */
  keep(key: K, value: V): V {
    if (this.size >= this.limit && !this.has(key)) this.delete(this.keys().next().value!);
    this.set(key, value);
    return value;
  }
}
