/** Small readers for untyped JSON answers of the platforms and providers. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

export function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** The value at `path` inside nested objects and arrays (a number indexes an array), or undefined. */
export function at(value: unknown, ...path: Array<string | number>): unknown {
  let current = value;
  for (const key of path) {
    if (typeof key === "number") current = Array.isArray(current) ? current[key] : undefined;
    else current = isRecord(current) ? current[key] : undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

/** The object at `path`, or undefined when there is none (or it is not an object). */
export function recordAt(
  value: unknown,
  ...path: Array<string | number>
): Record<string, unknown> | undefined {
  const found = at(value, ...path);
  return isRecord(found) ? found : undefined;
}

/** The objects of the array at `path` (anything else in it left out). */
export function recordsAt(
  value: unknown,
  ...path: Array<string | number>
): Record<string, unknown>[] {
  const found = at(value, ...path);
  return Array.isArray(found) ? found.filter(isRecord) : [];
}

/** `{ width, height }` when `value` gives both as numbers (a picture's, a video's), else undefined. */
export function sizeOf(value: unknown): { width: number; height: number } | undefined {
  const width = num(at(value, "width"));
  const height = num(at(value, "height"));
  return width && height ? { width, height } : undefined;
}
