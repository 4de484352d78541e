/** What a Map or a WeakMap offers: enough to remember one value per key. */
interface Store<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * The value `store` holds for `key`, made by `make` and kept the first time it is asked for:
 * how a per-database or per-configuration instance is shared by every caller.
 */
export function getOrMake<K, V>(store: Store<K, V>, key: K, make: () => V): V {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    store.set(key, value);
  }
  return value;
}
