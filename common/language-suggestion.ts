/**
 * The offer of another language: a visitor arriving from elsewhere whose browser prefers a
 * language this page also exists in (one of its `<link rel="alternate" hreflang>`) is shown,
 * in that language, a bar linking to it. Nothing is redirected, so crawlers get the page
 * they asked for, and nothing is stored: no cookie, and a visitor who chose a language on
 * this site (a same-site referrer) is not asked again. Why: docs/decisions/034-languages.md
 */

/** Per language code: the offer, the link's words and the close button's. */
export type SuggestionTexts = Record<string, readonly [offer: string, go: string, close: string]>;

/** The mark of the bar, for tests and styles. */
export const SUGGESTION_ID = "language-suggestion";

/**
 * Self-contained on purpose: its source text is the inline script (like
 * common/post-date.ts), so it may use nothing from outside its own body.
 */
function suggestLanguage(texts: SuggestionTexts, id: string): void {
  const offer = () => {
    const referrer = document.referrer;
    if (referrer && new URL(referrer).origin === location.origin) return;
    const here = document.documentElement.lang.toLowerCase();
    const links = Array.prototype.slice.call(
      document.querySelectorAll('link[rel="alternate"][hreflang]'),
    ) as HTMLLinkElement[];
    const pages = links.filter((l) => l.hreflang !== "x-default");
    const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
    let found: HTMLLinkElement | undefined;
    for (let i = 0; i < wanted.length && !found; i++) {
      const tag = (wanted[i] || "").toLowerCase();
      const base = tag.split("-")[0];
      found =
        pages.find((l) => l.hreflang.toLowerCase() === tag) ||
        pages.find((l) => l.hreflang.toLowerCase().split("-")[0] === base);
    }
    if (!found || found.hreflang.toLowerCase() === here) return;
    const code = found.hreflang.split("-")[0] || "";
    const words = texts[code];
    if (!words) return;
    const bar = document.createElement("div");
    bar.id = id;
    bar.setAttribute("role", "region");
    bar.setAttribute("aria-label", words[0]);
    bar.lang = found.hreflang;
    bar.dir = code === "ar" ? "rtl" : "ltr";
    bar.className =
      "fixed inset-x-0 bottom-0 z-20 flex flex-wrap items-center justify-center gap-3 bg-ink px-4 py-3 text-sm text-white shadow-lg";
    const text = document.createElement("p");
    text.textContent = words[0];
    const go = document.createElement("a");
    go.href = new URL(found.href).pathname + location.search;
    go.hreflang = found.hreflang;
    go.textContent = words[1];
    go.className = "rounded-lg bg-white px-3 py-1.5 font-semibold text-brand-700";
    const close = document.createElement("button");
    close.type = "button";
    close.textContent = words[2];
    close.className = "rounded-lg px-3 py-1.5 font-semibold text-white underline";
    // The bar is fixed over the page's foot: while it shows, the page keeps as much room below
    // its content, so the footer's last line can still be scrolled into sight.
    const body = document.body;
    const room = () => {
      body.style.paddingBottom = `${bar.offsetHeight}px`;
    };
    const resized = new ResizeObserver(room);
    close.addEventListener("click", () => {
      resized.disconnect();
      bar.remove();
      body.style.paddingBottom = "";
    });
    bar.append(text, go, close);
    body.append(bar);
    room();
    resized.observe(bar);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", offer);
  else offer();
}

/** The inline script for a page (it must carry the response's CSP nonce). */
export function suggestionScript(texts: SuggestionTexts): string {
  // `<` escaped: the texts are ours, but a script body must never close early.
  const data = JSON.stringify(texts).replace(/</g, "\\u003c");
  return `(${suggestLanguage.toString()})(${data}, ${JSON.stringify(SUGGESTION_ID)});`;
}
