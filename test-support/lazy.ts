/**
 * A value a `use*` helper makes in its beforeAll, handed out at once as a stand-in object
 * that forwards to it: a test reads `app.url` naturally, and reading it too early (while the
 * file is collected, before the hook ran) fails with a message saying why.
 */
export interface Lazy<T extends object> {
  set(value: T | undefined): void;
  current(): T | undefined;
  /** Forwards every property to the value once set; throws before. */
  proxy: T;
}

export function lazy<T extends object>(what: string, helper: string): Lazy<T> {
  let value: T | undefined;
  const get = (): T => {
    if (value === undefined) {
      throw new Error(
        `${what} is not ready: ${helper} makes it in a beforeAll, so use it inside tests and hooks, not at the top level of a file.`,
      );
    }
    return value;
  };
  const proxy = new Proxy({} as T, {
    get(_target, key) {
      // Not a promise: `await` on the stand-in must not read the value early.
      if (key === "then") return undefined;
      const target = get();
      const member = Reflect.get(target, key, target);
      return typeof member === "function" ? member.bind(target) : member;
    },
    has: (_target, key) => Reflect.has(get(), key),
  });
  return {
    set: (next) => {
      value = next;
    },
    current: () => value,
    proxy,
  };
}
