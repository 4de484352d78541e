/**
 * The downloader screens load no JavaScript with the page: this inline script loads the
 * form's island (React, hydrating the screen) on the form's first use, when the address
 * carries a shared link, or once the page has been left alone for a few seconds after load. A submit before the island
 * is ready is held and replayed by it; if the island cannot load, the form submits as plain
 * HTML (`?url=`), which the server renders with the lookup started.
 * Why: docs/decisions/027-fast-public-pages.md
 */

/** What the bootstrap hands the island's `hydrateIsland`. */
export interface IslandStart {
  /** The route whose screen fills `#main` (a key of the island's screen table). */
  routeId: string;
  /** True when the visitor submitted before the island was ready. */
  submitted(): boolean;
  /** The island has hydrated: the bootstrap's own listeners stop. */
  done(): void;
}

/** The island module's one export. */
export type HydrateIsland = (start: IslandStart) => Promise<void>;

/**
 * Self-contained on purpose (its source text is the inline script): it may use nothing from
 * outside its own body, and only syntax every browser we serve runs.
 */
function bootIsland(src: string, routeId: string, idleDelayMs: number): void {
  const form = document.querySelector("#main form") as HTMLFormElement | null;
  if (!form) return;
  const field = form.querySelector("input[name=url]") as HTMLInputElement | null;
  const button = form.querySelector("button[type=submit]") as HTMLButtonElement | null;
  const listening = new AbortController();
  const options = { capture: true, signal: listening.signal };
  let submitted = false;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The URL is the island's, known at run time: nothing for Vite to resolve.
    (import(/* @vite-ignore */ src) as Promise<{ hydrateIsland: HydrateIsland }>)
      .then((island) =>
        island.hydrateIsland({
          routeId,
          submitted: () => submitted,
          done: () => listening.abort(),
        }),
      )
      .catch(() => {
        // No island (offline, blocked): the form goes on as plain HTML.
        listening.abort();
        if (submitted) form.submit();
      });
  };
  for (const type of ["focusin", "pointerdown", "touchstart", "keydown", "input"]) {
    form.addEventListener(type, start, options);
  }
  // Several lines pasted before the island runs: kept apart by spaces, as the island does (a
  // one-line field would run the links together). Why: docs/decisions/074-several-links-at-once.md
  form.addEventListener(
    "paste",
    (event) => {
      const text = event.clipboardData ? event.clipboardData.getData("text") : "";
      if (!field || !/[\r\n]/.test(text.trim())) return;
      event.preventDefault();
      const from = field.selectionStart === null ? field.value.length : field.selectionStart;
      const to = field.selectionEnd === null ? field.value.length : field.selectionEnd;
      const pasted = text.replace(/\s+/g, " ").trim();
      field.value = (field.value.slice(0, from) + pasted + field.value.slice(to)).trim();
      field.dispatchEvent(new Event("input", { bubbles: true }));
    },
    options,
  );
  // Until the island runs, the Download button follows the field as the island would.
  form.addEventListener(
    "input",
    () => {
      if (field && button) button.disabled = field.value.trim() === "";
    },
    options,
  );
  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      submitted = true;
      start();
    },
    options,
  );
  if (/[?&](url|text)=/.test(location.search)) start();
  else {
    // Unused for a while after load: hydrate then, while the visitor reads, so that extras
    // such as the Paste button are there when wanted. Not sooner: the page's own load is
    // what the first seconds are for, and the form takes input without the island.
    const later = () =>
      setTimeout(() => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 2000 });
        else start();
      }, idleDelayMs);
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
  }
}

/** How long after load an unused form waits before its island hydrates anyway. */
export const ISLAND_IDLE_DELAY_MS = 5000;

/** The inline script for the end of a downloader screen's body (it must carry the nonce). */
export function islandBootstrapScript(src: string, routeId: string): string {
  return `(${bootIsland.toString()})(${JSON.stringify(src)}, ${JSON.stringify(routeId)}, ${ISLAND_IDLE_DELAY_MS});`;
}
