/**
 * Post dates in the blog's two formats, in UTC (all the server knows while it renders) or
 * in the visitor's own time zone (what the browser knows). The server's UTC text is
 * rewritten before the first paint by LOCAL_DATES_SCRIPT, and LocalDate keeps React's
 * render in step with it, so there is neither a flash of the wrong time nor a hydration
 * mismatch.
 */

/**
 * 'post': '1st January, 2024 at 3:05 PM, Monday'; 'card': 'Monday, January 1, 2024 at 3:05 PM'
 * (the spec's patterns, in English). Other languages get `Intl`'s full date and short time.
 */
export type PostDateStyle = "post" | "card";
export type PostDateZone = "utc" | "local";

/**
 * Self-contained on purpose: its source text is also the inline script that rewrites the
 * server's UTC dates before the first paint (`LOCAL_DATES_SCRIPT`), so it may use nothing
 * from outside its own body, and only syntax every browser we serve runs.
 */
export function formatPostTime(
  iso: string,
  style: PostDateStyle,
  zone: PostDateZone,
  /** The page's language tag (`<html lang>`); English unless given. */
  lang?: string,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const utc = zone === "utc";
  if (lang && lang !== "en") {
    return new Intl.DateTimeFormat(lang, {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: utc ? "UTC" : undefined,
    }).format(date);
  }
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = months[utc ? date.getUTCMonth() : date.getMonth()];
  const day = utc ? date.getUTCDate() : date.getDate();
  const weekday = weekdays[utc ? date.getUTCDay() : date.getDay()];
  const hours = utc ? date.getUTCHours() : date.getHours();
  const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
  const time = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes < 10 ? "0" : ""}${minutes} ${
    hours < 12 ? "AM" : "PM"
  }`;
  if (style === "card") return `${weekday}, ${month} ${day}, ${year} at ${time}`;
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const last = day % 10;
  const suffix = teen ? "th" : last === 1 ? "st" : last === 2 ? "nd" : last === 3 ? "rd" : "th";
  return `${day}${suffix} ${month}, ${year} at ${time}, ${weekday}`;
}

/** The attribute that marks a `<time>` to show in the visitor's zone; its value is the style. */
export const LOCAL_DATE_ATTRIBUTE = "data-local-date";

/**
 * Self-contained like `formatPostTime`, for the same reason. Rewrites every marked `<time>`
 * as the parser adds it: mutation observers run before the browser next paints, so the UTC
 * text is never seen. React takes over at hydration, so the observer stops once parsing ends.
 */
function localizeDatesWhileParsing(
  format: (iso: string, style: PostDateStyle, zone: PostDateZone, lang?: string) => string,
  attribute: string,
): void {
  const localize = () => {
    const nodes = document.querySelectorAll(`time[${attribute}]`);
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i] as HTMLTimeElement;
      const style = node.getAttribute(attribute) === "card" ? "card" : "post";
      const text = format(node.dateTime, style, "local", document.documentElement.lang);
      if (text && node.textContent !== text) node.textContent = text;
    }
  };
  const observer = new MutationObserver(localize);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => {
    observer.disconnect();
    localize();
  });
}

/** The inline script for the document's head (it must carry the response's CSP nonce). */
export const LOCAL_DATES_SCRIPT = `(${localizeDatesWhileParsing.toString()})(${formatPostTime.toString()}, ${JSON.stringify(LOCAL_DATE_ATTRIBUTE)});`;
