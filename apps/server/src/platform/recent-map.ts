/**
 * Puts `key` in `map` as its most recent entry, first dropping the least recent one when the map
 * already holds `max` others: a Map iterates in insertion order, so re-inserting a key on every use
 * keeps the least recently used first. For the small per-vendor memories of a server instance.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}
