import { useLayoutEffect, useState } from "react";
import { formatPostTime, type PostDateStyle } from "~common/post-date";

/**
 * A post date in the visitor's time zone. The server renders it in UTC; the head's inline
 * script has rewritten that text to local time before the first paint, so hydration keeps
 * the DOM's text (suppressHydrationWarning covers exactly this element's text) and a layout
 * effect, also before paint, brings React's own render in line with it.
 */
export function LocalDate({
  iso,
  style,
  lang = "en",
}: {
  iso: string;
  style: PostDateStyle;
  /** The page's language tag (the admin area is English). */
  lang?: string;
}) {
  const [zone, setZone] = useState<"utc" | "local">("utc");
  useLayoutEffect(() => setZone("local"), []);
  return (
    // data-local-date is LOCAL_DATE_ATTRIBUTE, the mark the inline script looks for.
    <time dateTime={iso} data-local-date={style} suppressHydrationWarning>
      {formatPostTime(iso, style, zone, lang)}
    </time>
  );
}
