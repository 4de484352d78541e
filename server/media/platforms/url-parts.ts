/** A URL path as its decoded, non-empty segments (a bad escape is kept as written). */
export function segments(path: string): string[] {
  return path
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}
